import { createParser } from 'eventsource-parser';

export type SseMessage = { done: true } | { done: false; data: unknown; raw: string };

const DONE_DATA = '[DONE]';

function toMessage(raw: string): SseMessage {
  if (raw === DONE_DATA) return { done: true };
  try {
    return { done: false, data: JSON.parse(raw) as unknown, raw };
  } catch (cause) {
    // Every frame of this protocol is JSON; anything else means the peer is not speaking it.
    throw new SyntaxError('SSE frame data is not JSON', { cause });
  }
}

/**
 * Parses an SSE byte or text stream (a fetch body, an IncomingMessage, test chunks) into messages.
 * Yields everything the peer sends, including frames after `[DONE]`, so tests can catch a server
 * that breaks the "nothing after [DONE]" rule; clients stop at the first `done` message.
 * A frame without its terminating blank line at end of input is dropped, as the SSE standard says.
 */
export async function* parseSseStream(source: AsyncIterable<Uint8Array | string>): AsyncGenerator<SseMessage> {
  const ready: string[] = [];
  const parser = createParser({ onEvent: (event) => ready.push(event.data) });
  // One decoder in streaming mode keeps a multi-byte character split across chunks intact.
  const decoder = new TextDecoder();

  for await (const chunk of source) {
    parser.feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    yield* drain(ready);
  }
  parser.feed(decoder.decode());
  yield* drain(ready);
}

function* drain(ready: string[]): Generator<SseMessage> {
  while (ready.length > 0) yield toMessage(ready.shift() as string);
}

/** Reads messages up to and including the first `done` one; a stream cut short has no `done` at the end. */
export async function collectSse(source: AsyncIterable<Uint8Array | string>): Promise<SseMessage[]> {
  const messages: SseMessage[] = [];
  for await (const message of parseSseStream(source)) {
    messages.push(message);
    if (message.done) break;
  }
  return messages;
}
