import { Pool, request } from 'undici';
import { ComponentError } from './component-error.ts';

export interface JsonClient {
  /** POSTs JSON and returns the parsed reply; rejects on a non-2xx status, a reply too large or not JSON. */
  post(path: string, body: unknown, signal: AbortSignal): Promise<unknown>;
  close(): Promise<void>;
}

export interface JsonClientOptions {
  /** A reply larger than this is garbage, not something to buffer. */
  maxReplyBytes?: number;
  connections?: number;
}

/**
 * A keep-alive pool for one component's origin. No retries: undici does not retry a POST, and a
 * component that fails is skipped for the request, as the specification asks.
 */
export function createJsonClient(baseUrl: string, options: JsonClientOptions = {}): JsonClient {
  const base = new URL(baseUrl);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`A component URL must be http or https: ${base.origin}`);
  }
  const prefix = base.pathname.endsWith('/') ? base.pathname.slice(0, -1) : base.pathname;
  const maxReplyBytes = options.maxReplyBytes ?? 4 * 1024 * 1024;
  const pool = new Pool(base.origin, { connections: options.connections ?? 32, keepAliveTimeout: 30_000 });

  return {
    async post(path, body, signal) {
      const response = await request(`${base.origin}${prefix}${path}`, {
        dispatcher: pool,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
      if (response.statusCode < 200 || response.statusCode > 299) {
        await response.body.dump();
        throw new ComponentError('status', `answered ${response.statusCode}`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxReplyBytes) {
          response.body.destroy();
          throw new ComponentError('invalid-reply', `reply larger than ${maxReplyBytes} bytes`);
        }
        chunks.push(chunk);
      }
      try {
        return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
      } catch {
        throw new ComponentError('invalid-reply', 'reply is not JSON');
      }
    },
    close: () => pool.close(),
  };
}
