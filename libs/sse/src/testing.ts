// Helpers for the tests of the apps that use this library; never imported by application code.
import type { ErrorFrame, SseEvent } from './events.ts';
import { GENERIC_ERROR_MESSAGE, type SseStream } from './writer.ts';

/** One call made on a stream, in the order it was made. */
export type SseCall = { send: SseEvent } | 'flush' | 'done' | 'fail';

/** What the client reads: the events, the generic error frame, `[DONE]`. */
export type ReceivedFrame = SseEvent | ErrorFrame | '[DONE]';

/**
 * An SseStream without a socket, for unit tests of whatever feeds one. It keeps every call, and what
 * the client would have read under the writer's contract: nothing after done/fail or after the
 * client left, and fail() as one generic error frame then `[DONE]`.
 */
export class RecordingSseStream implements SseStream {
  readonly calls: SseCall[] = [];
  readonly received: ReceivedFrame[] = [];
  readonly #onCall: (call: SseCall) => void;
  #closed = false;

  /** `onCall` sees each call as it is made: for one timeline with the other fakes of a test. */
  constructor(onCall: (call: SseCall) => void = () => undefined) {
    this.#onCall = onCall;
  }

  get closed(): boolean {
    return this.#closed;
  }

  send(event: SseEvent): boolean {
    this.#record({ send: event });
    if (this.#closed) return false;
    this.received.push(event);
    return true;
  }

  flush(): void {
    this.#record('flush');
  }

  done(): void {
    this.#record('done');
    this.#end(['[DONE]']);
  }

  fail(): void {
    this.#record('fail');
    this.#end([{ error: GENERIC_ERROR_MESSAGE }, '[DONE]']);
  }

  /** The client goes away: every later frame is dropped. */
  leave(): void {
    this.#closed = true;
  }

  #record(call: SseCall): void {
    this.calls.push(call);
    this.#onCall(call);
  }

  #end(frames: ReceivedFrame[]): void {
    if (!this.#closed) this.received.push(...frames);
    this.#closed = true;
  }
}
