import { describe, expect, it } from 'vitest';
import { collectSse, parseSseStream, type SseMessage } from './parser.ts';
import { chunks } from './test-support.ts';
import { formatSseFrame, SSE_DONE_FRAME } from './writer.ts';

const encoder = new TextEncoder();

async function all(source: AsyncIterable<Uint8Array | string>): Promise<SseMessage[]> {
  const messages: SseMessage[] = [];
  for await (const message of parseSseStream(source)) messages.push(message);
  return messages;
}

function data(value: object): SseMessage {
  return { done: false, data: value, raw: JSON.stringify(value) };
}

describe('parseSseStream', () => {
  it('reassembles a frame delivered one byte at a time, multi-byte characters included', async () => {
    const value = { content: 'Grüße, 東京 € 😀' };
    const bytes = encoder.encode(formatSseFrame(value) + SSE_DONE_FRAME);
    const oneByteChunks = Array.from(bytes, (byte) => Uint8Array.of(byte));
    expect(await all(chunks(...oneByteChunks))).toStrictEqual([data(value), { done: true }]);
  });

  it('splits several frames arriving in one chunk', async () => {
    const a = { type: 'routing_evaluated', difficulty: 'simple', routed: false };
    const b = { type: 'token_usage', usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } };
    const text = formatSseFrame(a) + formatSseFrame(b) + SSE_DONE_FRAME;
    expect(await all(chunks(encoder.encode(text)))).toStrictEqual([data(a), data(b), { done: true }]);
  });

  it('joins a frame split across text chunks at arbitrary points', async () => {
    expect(await all(chunks('da', 'ta: {"a"', ':1}\n', '\nda', 'ta: [DO', 'NE]\n\n'))).toStrictEqual([
      data({ a: 1 }),
      { done: true },
    ]);
  });

  it('accepts CRLF line endings', async () => {
    expect(await all(chunks('data: {"a":1}\r\n\r\ndata: [DONE]\r\n\r\n'))).toStrictEqual([
      data({ a: 1 }),
      { done: true },
    ]);
  });

  it('keeps the raw JSON text beside the parsed value', async () => {
    const [message] = await all(chunks('data: {"b": 2,  "a":1}\n\n'));
    expect(message).toStrictEqual({ done: false, data: { b: 2, a: 1 }, raw: '{"b": 2,  "a":1}' });
  });

  it('still yields frames a faulty server sends after [DONE], so tests can catch them', async () => {
    expect(await all(chunks(SSE_DONE_FRAME + 'data: {"late":true}\n\n'))).toStrictEqual([
      { done: true },
      data({ late: true }),
    ]);
  });

  it('drops a final frame that never got its terminating blank line', async () => {
    expect(await all(chunks('data: {"a":1}\n\ndata: {"cut":'))).toStrictEqual([data({ a: 1 })]);
  });

  it('skips comment lines (keep-alives) wherever they fall, split across chunks too', async () => {
    const source = chunks(': keep-', 'alive\n\ndata: {"a":1}\n\n: keep-alive\n', '\n: keep-alive\n\ndata: [DONE]\n\n');
    expect(await all(source)).toStrictEqual([data({ a: 1 }), { done: true }]);
  });

  it('rejects frame data that is not JSON', async () => {
    await expect(all(chunks('data: hello\n\n'))).rejects.toThrow(SyntaxError);
  });
});

describe('collectSse', () => {
  it('collects messages up to and including [DONE], ignoring anything after it', async () => {
    const source = chunks(formatSseFrame({ a: 1 }), SSE_DONE_FRAME, formatSseFrame({ late: true }));
    expect(await collectSse(source)).toStrictEqual([data({ a: 1 }), { done: true }]);
  });

  it('returns no done message when the stream is cut short', async () => {
    expect(await collectSse(chunks(formatSseFrame({ a: 1 })))).toStrictEqual([data({ a: 1 })]);
  });
});
