import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { SseEvent } from './events.ts';
import { SSE_HEADERS } from './headers.ts';

export const SSE_DONE_FRAME = 'data: [DONE]\n\n';

/** A comment line: not an event (parsers skip it), only bytes that tell idle-timeout proxies the stream lives. */
export const SSE_KEEP_ALIVE_COMMENT = ': keep-alive\n\n';

/** Deliberately vague: an exception message can carry prompt text, credentials or stack details. */
export const GENERIC_ERROR_MESSAGE = 'An internal error occurred';

export interface SseStream {
  /** Writes one frame; false when the frame was dropped because the stream is finished or the client left. */
  send(event: SseEvent): boolean;
  /** Writes the frames sent so far now rather than at the end of the tick (before CPU-bound work). */
  flush(): void;
  /** Writes `data: [DONE]` and ends the response. */
  done(): void;
  /** Writes one generic error frame, then `data: [DONE]`, and ends the response. */
  fail(): void;
  /** True once done/fail ran or the client disconnected; every later call is a no-op. */
  readonly closed: boolean;
}

/** JSON.stringify escapes CR and LF inside strings, so the frame is always a single `data:` line. */
export function formatSseFrame(data: object): string {
  const json = JSON.stringify(data) as string | undefined;
  if (json === undefined) throw new TypeError('SSE frame data does not serialise to JSON');
  return `data: ${json}\n\n`;
}

export interface SseStreamOptions {
  /**
   * After this long without a write, a keep-alive comment is written, and again after each such
   * interval: a buffered chat reply can leave the stream silent for minutes, and proxies with idle
   * timeouts would cut it.
   */
  keepAliveMs: number;
  /** Request id, CORS, …: applied first, so they can never replace the SSE headers the specification requires. */
  headers?: OutgoingHttpHeaders;
}

/**
 * How long the headers may wait for the first frame. Together they leave in one write (each write
 * is a system call, a large share of a short turn's cost); alone, after this, so that a client
 * waiting on a slow provider can still tell an open stream from a hung request.
 */
export const SSE_HEADERS_DUE_MS = 50;

/** Starts an event stream on `res`. */
export function openSseStream(res: ServerResponse, { keepAliveMs, headers = {} }: SseStreamOptions): SseStream {
  if (res.headersSent) throw new Error('Cannot open an SSE stream: response headers were already sent');
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) res.setHeader(name, value);
  }
  for (const [name, value] of Object.entries(SSE_HEADERS)) res.setHeader(name, value);
  res.writeHead(200);
  return new SseWriter(res, keepAliveMs);
}

/**
 * An open stream on one response. A class rather than an object literal with a `closed` getter:
 * V8 keeps a literal's getter, and the response its closure reaches, alive through scavenges, so
 * every request's response outlived it until a full collection.
 */
class SseWriter implements SseStream {
  readonly #res: ServerResponse;
  #finished = false;
  #clientGone = false;
  // Frames sent in one tick leave in one write (the answer, a warning and [DONE] come together):
  // every write is a system call, a large share of a short turn's cost. Work that runs on in the
  // same tick (a filter between awaits of settled promises) calls flush() first.
  #pending = '';
  // Both live at most as long as the stream: cleared at done/fail and when the client leaves.
  readonly #keepAlive: NodeJS.Timeout;
  // Node holds the headers back until the first body write: see SSE_HEADERS_DUE_MS.
  readonly #headersDue: NodeJS.Timeout;

  constructor(res: ServerResponse, keepAliveMs: number) {
    this.#res = res;
    this.#keepAlive = setInterval(this.#writeKeepAlive, keepAliveMs);
    this.#headersDue = setTimeout(() => {
      // Cleared by the first write; headersSent is already true after writeHead, sent or not.
      if (!this.closed) res.flushHeaders();
    }, SSE_HEADERS_DUE_MS);
    // 'close' also fires after a normal end; by then `finished` is already set, so nothing changes.
    res.once('close', () => {
      this.#clientGone = true;
      clearInterval(this.#keepAlive);
      clearTimeout(this.#headersDue);
    });
  }

  get closed(): boolean {
    return this.#finished || this.#clientGone || this.#res.destroyed || this.#res.writableEnded;
  }

  send(event: SseEvent): boolean {
    if (this.closed) return false;
    const frame = formatSseFrame(event);
    if (this.#pending === '') process.nextTick(this.flush);
    this.#pending += frame;
    return true;
  }

  // An arrow: process.nextTick calls it without a receiver.
  readonly flush = (): void => {
    if (this.#pending === '' || this.closed) return;
    this.#res.write(this.#pending);
    this.#pending = '';
    clearTimeout(this.#headersDue);
    // A stream that is writing needs no comment: the next one is due a whole interval from now.
    this.#keepAlive.refresh();
  };

  readonly #writeKeepAlive = (): void => {
    if (!this.closed) this.#res.write(SSE_KEEP_ALIVE_COMMENT);
  };

  done(): void {
    this.#finish(SSE_DONE_FRAME);
  }

  fail(): void {
    this.#finish(formatSseFrame({ error: GENERIC_ERROR_MESSAGE }) + SSE_DONE_FRAME);
  }

  #finish(lastFrames: string): void {
    const wasOpen = !this.closed;
    this.#finished = true;
    clearInterval(this.#keepAlive);
    clearTimeout(this.#headersDue);
    if (wasOpen) this.#res.end(this.#pending + lastFrames);
    this.#pending = '';
  }
}
