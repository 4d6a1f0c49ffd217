import type { Datastores } from '@csg/contracts';
import { Redis } from 'ioredis';
import { failureCode, within } from '../../shared/within.ts';

export interface RedisProbe {
  entry: Datastores['redis'];
  error?: string;
}

/** Redis names its refusals by their first word (NOAUTH, WRONGPASS, LOADING); the rest may quote the user. */
function redisFailure(err: unknown): string {
  if (err instanceof Error && err.name === 'ReplyError') return /^[A-Z]{2,32}\b/.exec(err.message)?.[0] ?? 'failed';
  return failureCode(err);
}

/**
 * REDIS_URL answered PING within `timeoutMs` (connecting included). A client of its own for each
 * snapshot, which never retries and is always disconnected: a Redis that is down costs one refused
 * connection, not a reconnect loop; ioredis handles the URL's password, database and TLS.
 */
export async function probeRedis(url: string | undefined, timeoutMs: number): Promise<RedisProbe> {
  if (!url) return { entry: { configured: false, reachable: false, latencyMs: null } };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  });
  // The connection's own error carries the cause (ECONNREFUSED); connect() then rejects with a
  // generic "Connection is closed". Without a listener ioredis would report it as unhandled.
  let connectionError: unknown;
  redis.on('error', (err) => {
    connectionError ??= err;
  });
  try {
    await within(
      timeoutMs,
      redis.connect().then(() => redis.ping()),
    );
    return { entry: { configured: true, reachable: true, latencyMs: elapsed() } };
  } catch (err) {
    return {
      entry: { configured: true, reachable: false, latencyMs: elapsed() },
      error: redisFailure(connectionError ?? err),
    };
  } finally {
    redis.disconnect();
  }
}
