import { Pool } from 'undici';

export interface PoolOptions {
  /** Longest wait for the upstream's response headers. */
  headersTimeoutMs?: number;
  /** Longest silence between two body chunks; chat streams are quiet while a reply is buffered. */
  bodyTimeoutMs?: number;
}

/** A keep-alive connection pool to one upstream origin, for service-to-service calls. */
export function createUpstreamPool(origin: string, options: PoolOptions = {}): Pool {
  return new Pool(origin, {
    connections: 128,
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 600_000,
    connect: { timeout: 5_000 },
    headersTimeout: options.headersTimeoutMs ?? 300_000,
    bodyTimeout: options.bodyTimeoutMs ?? 600_000,
  });
}
