import { afterEach, describe, expect, it } from 'vitest';
import type { SseEvent } from './events.ts';
import { collectSse } from './parser.ts';
import { chunks, getRaw, NO_KEEP_ALIVE_DUE, startServer, type TestServer } from './test-support.ts';
import { RecordingSseStream, type ReceivedFrame } from './testing.ts';
import { openSseStream, type SseStream } from './writer.ts';

const usage: SseEvent = { type: 'token_usage', usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } };
const answer: SseEvent = {
  id: 'filtered-response',
  content: 'hi',
  finish_reason: 'stop',
  filtered: false,
  entities_masked: 0,
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** What the real writer puts on the wire for `calls`, read back as the client parses it. */
async function overTheWire(calls: (stream: SseStream) => void): Promise<ReceivedFrame[]> {
  server = await startServer((_req, res) => calls(openSseStream(res, NO_KEEP_ALIVE_DUE)));
  const { body } = await getRaw(server.url);
  const messages = await collectSse(chunks(body));
  return messages.map((m) => (m.done ? '[DONE]' : (m.data as ReceivedFrame)));
}

describe('RecordingSseStream: the writer’s contract without a socket', () => {
  it.each([
    ['done, then calls that must be no-ops', (s: SseStream) => (s.send(usage), s.done(), s.send(answer), s.fail())],
    [
      'fail, then calls that must be no-ops',
      (s: SseStream) => (s.send(usage), s.flush(), s.fail(), s.fail(), s.done()),
    ],
  ])('receives what the real writer sends: %s', async (_name, calls) => {
    const recording = new RecordingSseStream();
    calls(recording);
    expect(recording.received).toEqual(await overTheWire(calls));
    expect(recording.closed).toBe(true);
  });

  it('keeps every call in order, ignored ones too, and drops the frames sent after the client left', () => {
    const seen: unknown[] = [];
    const stream = new RecordingSseStream((call) => seen.push(call));
    stream.send(usage);
    stream.leave();
    expect(stream.send(answer)).toBe(false);
    stream.done();
    expect(stream.received).toEqual([usage]);
    expect(stream.calls).toEqual([{ send: usage }, { send: answer }, 'done']);
    expect(seen).toEqual(stream.calls);
  });
});
