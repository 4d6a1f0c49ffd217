import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { forward, type ForwardResponse } from './forwarder.ts';

/** Who another app of the fleet is called for: the client's own credential, address and request id. */
export interface FleetCaller {
  /** The client's `Authorization`: the called app checks the same identity and roles again. */
  authorization: string;
  clientAddress: string;
  requestId: string;
}

/**
 * POSTs JSON to another app of the fleet on the client's behalf. Failures to reach it are the
 * forwarder's `UpstreamError`, for the caller to turn into its own 502/504.
 */
export function postAsCaller(
  pool: Dispatcher,
  path: string,
  body: object,
  caller: FleetCaller,
  { signal, headersTimeoutMs }: { signal?: AbortSignal; headersTimeoutMs?: number } = {},
): Promise<ForwardResponse> {
  const json = Buffer.from(JSON.stringify(body));
  return forward(pool, {
    method: 'POST',
    path,
    headers: {
      authorization: caller.authorization,
      'content-type': 'application/json',
      'content-length': String(json.length),
      'x-forwarded-for': caller.clientAddress,
      'x-request-id': caller.requestId,
    },
    body: Readable.from([json]),
    signal,
    headersTimeoutMs,
  });
}

/** A response body as JSON, or undefined when it is none. */
export function parseJsonBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
