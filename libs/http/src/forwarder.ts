import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { errors, type Dispatcher } from 'undici';

export type UpstreamFailure = 'unavailable' | 'timeout' | 'too_large' | 'aborted';

/** Why a forwarded request got no upstream response; the caller turns it into 502/504/413. */
export class UpstreamError extends Error {
  readonly kind: UpstreamFailure;

  constructor(kind: UpstreamFailure, cause?: unknown) {
    super(`upstream request failed: ${kind}`, { cause });
    this.name = 'UpstreamError';
    this.kind = kind;
  }
}

/** Passes a body through unbuffered and fails it once it grows past `limit` bytes. */
export function limitBody(body: Readable, limit: number): Readable {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new UpstreamError('too_large'));
      else callback(null, chunk);
    },
  });
  body.on('error', (err) => limiter.destroy(err));
  return body.pipe(limiter);
}

/**
 * A body read whole, for one the client declared small: it then leaves with the request's headers
 * in one write, where a stream goes out as headers and then each chunk, a system call each. A
 * client that goes away before the end fails it as 'aborted'.
 */
export function readWhole(body: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.once('end', () => {
      ended = true;
      resolve(Buffer.concat(chunks));
    });
    body.once('error', (err) => reject(new UpstreamError('aborted', err)));
    body.once('close', () => {
      if (!ended) reject(new UpstreamError('aborted'));
    });
  });
}

export interface ForwardRequest {
  method: string;
  path: string;
  headers: OutgoingHttpHeaders;
  body: Readable | Buffer | null;
  /** Aborts the request; a call no client is waiting on may go without. */
  signal?: AbortSignal;
  /** This request's wait for response headers, in place of the pool's. */
  headersTimeoutMs?: number;
}

export interface ForwardResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: Readable;
}

function classify(err: unknown, signal: AbortSignal | undefined): UpstreamError {
  if (err instanceof UpstreamError) return err;
  if (signal?.aborted) return new UpstreamError('aborted', err);
  if (err instanceof errors.HeadersTimeoutError) return new UpstreamError('timeout', err);
  return new UpstreamError('unavailable', err);
}

/** Sends one request through a pool, streaming both bodies; connection failures become UpstreamError. */
export async function forward(pool: Dispatcher, req: ForwardRequest): Promise<ForwardResponse> {
  try {
    const res = await pool.request({
      method: req.method,
      path: req.path,
      headers: req.headers as Record<string, string | string[]>,
      body: req.body,
      signal: req.signal,
      headersTimeout: req.headersTimeoutMs,
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  } catch (err) {
    throw classify(err, req.signal);
  }
}
