import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { sseEventSchema, type SseEvent } from './events.ts';
import { parseSseStream } from './parser.ts';
import { NO_KEEP_ALIVE_DUE, startServer, within, type TestServer } from './test-support.ts';
import { openSseStream } from './writer.ts';

const events: SseEvent[] = [
  { type: 'token_usage', usage: { prompt_tokens: 12, completion_tokens: 4, total_tokens: 16 } },
  {
    id: 'filtered-response',
    content: 'Paris is the capital of France.',
    finish_reason: 'stop',
    filtered: false,
    entities_masked: 0,
  },
];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('writer → HTTP → fetch → parser', () => {
  it('delivers frame by frame: the client has the first frame before the server writes the last', async () => {
    const log: string[] = [];
    const firstArrived = Promise.withResolvers<true>();
    server = await startServer(async (_req, res) => {
      const stream = openSseStream(res, NO_KEEP_ALIVE_DUE);
      stream.send(events[0] as SseEvent);
      log.push('server wrote 1');
      // Hold the last frame back until the client has the first; a buffering path times out here.
      const delivered = await within(firstArrived.promise, 2_000, false);
      log.push(delivered ? 'server saw client has 1' : 'server gave up waiting');
      await sleep(20);
      stream.send(events[1] as SseEvent);
      log.push('server wrote 2');
      await sleep(20);
      stream.done();
    });

    const response = await fetch(server.url, { method: 'POST' });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    if (!response.body) throw new Error('response has no body');

    const received: unknown[] = [];
    let sawDone = false;
    for await (const message of parseSseStream(response.body)) {
      if (message.done) {
        sawDone = true;
        break;
      }
      log.push(`client got ${received.length + 1}`);
      received.push(sseEventSchema.parse(message.data));
      firstArrived.resolve(true);
    }

    expect(log).toStrictEqual([
      'server wrote 1',
      'client got 1',
      'server saw client has 1',
      'server wrote 2',
      'client got 2',
    ]);
    expect(received).toStrictEqual(events);
    expect(sawDone).toBe(true);
  });
});
