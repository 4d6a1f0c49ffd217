import { once } from 'node:events';
import { get, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SseEvent } from './events.ts';
import { collectSse } from './parser.ts';
import { chunks, getRaw, startServer, type TestServer } from './test-support.ts';
import { formatSseFrame, openSseStream, SSE_DONE_FRAME, SSE_KEEP_ALIVE_COMMENT, type SseStream } from './writer.ts';

const usage: SseEvent = { type: 'token_usage', usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } };
const answer: SseEvent = {
  id: 'filtered-response',
  content: 'Hi',
  finish_reason: 'stop',
  filtered: false,
  entities_masked: 0,
};

let server: TestServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

/** Records every chunk the stream hands to the response, in order. */
function recordWrites(res: ServerResponse): string[] {
  const writes: string[] = [];
  const write = res.write.bind(res);
  res.write = ((chunk: string) => (writes.push(chunk), write(chunk))) as typeof res.write;
  return writes;
}

describe('keep-alive comments', () => {
  it('are written while the stream waits, and parsers see the same events in the same order', async () => {
    server = await startServer(async (_req, res) => {
      const stream = openSseStream(res, { keepAliveMs: 40 });
      stream.send(usage);
      await sleep(250);
      stream.send(answer);
      stream.done();
    });
    const { body } = await getRaw(server.url);

    const [first, ...rest] = body.split('\n\n').slice(0, -1);
    expect(first).toBe(formatSseFrame(usage).slice(0, -2));
    expect(rest.slice(-2)).toEqual([formatSseFrame(answer).slice(0, -2), SSE_DONE_FRAME.slice(0, -2)]);
    const between = rest.slice(0, -2);
    expect(between.length).toBeGreaterThanOrEqual(2);
    expect(new Set(between)).toEqual(new Set([SSE_KEEP_ALIVE_COMMENT.slice(0, -2)]));

    expect(await collectSse(chunks(body))).toStrictEqual([
      { done: false, data: usage, raw: JSON.stringify(usage) },
      { done: false, data: answer, raw: JSON.stringify(answer) },
      { done: true },
    ]);
  });

  it('come one interval after the last write, not on a fixed beat', async () => {
    const opened = Promise.withResolvers<{ stream: SseStream; writes: string[] }>();
    server = await startServer((_req, res) => {
      const writes = recordWrites(res);
      opened.resolve({ stream: openSseStream(res, { keepAliveMs: 15_000 }), writes });
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const finished = getRaw(server.url);
    const { stream, writes } = await opened.promise;

    vi.advanceTimersByTime(10_000);
    stream.send(usage);
    stream.flush();
    vi.advanceTimersByTime(14_999);
    expect(writes).toEqual([formatSseFrame(usage)]);
    vi.advanceTimersByTime(1);
    expect(writes).toEqual([formatSseFrame(usage), SSE_KEEP_ALIVE_COMMENT]);
    vi.advanceTimersByTime(15_000);
    expect(writes).toHaveLength(3);

    stream.done();
    await finished;
  });

  it('leave no timer behind: 200 streams that end, fail or lose their client', async () => {
    const streams: { stream: SseStream; res: ServerResponse }[] = [];
    const allOpen = Promise.withResolvers<void>();
    server = await startServer((_req, res) => {
      streams.push({ stream: openSseStream(res, { keepAliveMs: 15_000 }), res });
      if (streams.length === 200) allOpen.resolve();
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clients = Array.from({ length: 200 }, () => get(server?.url ?? '').on('error', () => undefined));
    await allOpen.promise;
    expect(vi.getTimerCount()).toBe(200);

    const closed = streams.map(({ res }) => once(res, 'close'));
    streams.forEach(({ stream }, i) => {
      if (i % 3 === 0) stream.done();
      else if (i % 3 === 1) stream.fail();
      else clients[i]?.destroy();
    });
    await Promise.all(closed);
    expect(vi.getTimerCount()).toBe(0);
  });
});
