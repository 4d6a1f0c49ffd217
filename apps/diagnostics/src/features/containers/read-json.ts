import type { Dispatcher } from 'undici';
import { request } from 'undici';

/** A container runtime's answers are lists of a few hundred objects; past this, it is not read. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Thrown for an answer that is not a 2xx JSON document; `code` is what the snapshot reports. */
export class RuntimeApiError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(code);
    this.name = 'RuntimeApiError';
    this.code = code;
  }
}

/** GET a JSON document from a runtime's API, within the signal and the size cap. */
export async function getJson(
  url: string,
  options: { dispatcher?: Dispatcher; headers?: Record<string, string>; signal: AbortSignal },
): Promise<unknown> {
  const res = await request(url, { method: 'GET', ...options });
  if (res.statusCode < 200 || res.statusCode > 299) {
    await res.body.dump();
    throw new RuntimeApiError(`HTTP ${res.statusCode}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RuntimeApiError('answer too large');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new RuntimeApiError('malformed JSON');
  }
}
