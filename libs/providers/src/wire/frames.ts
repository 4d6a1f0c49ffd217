import { createParser } from 'eventsource-parser';

export interface SseFrame {
  /** The `event:` field, when the vendor names its events (Anthropic does). */
  event: string | undefined;
  data: string;
}

/** Server-Sent Events frames of a response body, as they complete. */
export async function* sseFrames(body: AsyncIterable<Uint8Array>): AsyncGenerator<SseFrame> {
  const ready: SseFrame[] = [];
  const parser = createParser({ onEvent: ({ event, data }) => ready.push({ event, data }) });
  // One streaming decoder, so a multi-byte character split across two chunks stays intact.
  const decoder = new TextDecoder();
  for await (const chunk of body) {
    parser.feed(decoder.decode(chunk, { stream: true }));
    yield* ready.splice(0);
  }
  parser.feed(decoder.decode());
  yield* ready.splice(0);
}

/** Non-empty lines of a newline-delimited JSON body (Ollama), the last one even without its newline. */
export async function* ndjsonLines(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    yield* lines.filter((line) => line.trim() !== '');
  }
  pending += decoder.decode();
  if (pending.trim() !== '') yield pending;
}
