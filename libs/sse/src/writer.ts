import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { SseEvent } from './events.ts';
import { SSE_HEADERS } from './headers.ts';

export const SSE_DONE_FRAME = 'data: [DONE]\n\n';

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

/**
 * Starts an event stream on `res`. Extra headers (request id, CORS, …) are applied first so they
 * can never replace the SSE headers the specification requires.
 */
export function openSseStream(res: ServerResponse, extraHeaders: OutgoingHttpHeaders = {}): SseStream {
  if (res.headersSent) throw new Error('Cannot open an SSE stream: response headers were already sent');
  for (const [name, value] of Object.entries(extraHeaders)) {
    if (value !== undefined) res.setHeader(name, value);
  }
  for (const [name, value] of Object.entries(SSE_HEADERS)) res.setHeader(name, value);
  res.writeHead(200);
  // Without this, Node holds the headers back until the first body write, and a client waiting on
  // a slow pipeline could not tell an open stream from a hung request.
  res.flushHeaders();

  let finished = false;
  let clientGone = false;
  // 'close' also fires after a normal end; by then `finished` is already set, so nothing changes.
  res.once('close', () => {
    clientGone = true;
  });

  const isClosed = (): boolean => finished || clientGone || res.destroyed || res.writableEnded;

  // Frames sent in one tick leave in one write (the answer, a warning and [DONE] come together):
  // every write is a system call, a large share of a short turn's cost. Work that runs on in the
  // same tick (a filter between awaits of settled promises) calls flush() first.
  let pending = '';
  const flush = (): void => {
    if (pending === '' || isClosed()) return;
    res.write(pending);
    pending = '';
  };
  const write = (frame: string): void => {
    if (pending === '') process.nextTick(flush);
    pending += frame;
  };

  const finish = (lastFrames: string): void => {
    const wasOpen = !isClosed();
    finished = true;
    if (wasOpen) res.end(pending + lastFrames);
    pending = '';
  };

  return {
    send(event) {
      if (isClosed()) return false;
      write(formatSseFrame(event));
      return true;
    },
    flush,
    done() {
      finish(SSE_DONE_FRAME);
    },
    fail() {
      finish(formatSseFrame({ error: GENERIC_ERROR_MESSAGE }) + SSE_DONE_FRAME);
    },
    get closed() {
      return isClosed();
    },
  };
}
