import type { SseEvent, SseStream } from '@csg/sse';

/** A stream that keeps a turn's events instead of writing them: the OpenAI surface renders them afterwards. */
export class TurnCollector implements SseStream {
  readonly events: SseEvent[] = [];
  #closed = false;

  get closed(): boolean {
    return this.#closed;
  }

  send(event: SseEvent): boolean {
    if (this.#closed) return false;
    this.events.push(event);
    return true;
  }

  flush(): void {}

  done(): void {
    this.#closed = true;
  }

  // The service never writes an error frame itself (its route does): a failure reaches the adapter as a throw.
  fail(): void {
    this.#closed = true;
  }
}
