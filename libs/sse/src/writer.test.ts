import { once } from 'node:events';
import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { SseEvent } from './events.ts';
import { getRaw, NO_KEEP_ALIVE_DUE, startServer, within, type TestServer } from './test-support.ts';
import { formatSseFrame, openSseStream, SSE_DONE_FRAME, SSE_HEADERS_DUE_MS } from './writer.ts';

const usage: SseEvent = { type: 'token_usage', usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 } };
const answer: SseEvent = {
  id: 'filtered-response',
  content: 'Hi\nthere',
  finish_reason: 'stop',
  filtered: false,
  entities_masked: 0,
};
const ERROR_FRAME = 'data: {"error":"An internal error occurred"}\n\n';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('formatSseFrame', () => {
  it('writes "data: " + one line of JSON + a blank line', () => {
    expect(formatSseFrame(answer)).toBe(
      'data: {"id":"filtered-response","content":"Hi\\nthere","finish_reason":"stop","filtered":false,"entities_masked":0}\n\n',
    );
  });

  it('keeps CR and LF in values escaped so a frame never spans lines', () => {
    const frame = formatSseFrame({ content: 'a\r\nb\rc\nd' });
    expect(frame.slice(0, -2)).not.toMatch(/[\r\n]/);
  });

  it('refuses a value that does not serialise to JSON', () => {
    expect(() => formatSseFrame({ toJSON: () => undefined })).toThrow(TypeError);
  });

  it('ends a stream with the literal "data: [DONE]" frame', () => {
    expect(SSE_DONE_FRAME).toBe('data: [DONE]\n\n');
  });
});

describe('openSseStream', () => {
  it('answers 200 with exactly the SSE headers, which extra headers cannot replace', async () => {
    server = await startServer((_req, res) => {
      openSseStream(res, {
        ...NO_KEEP_ALIVE_DUE,
        headers: { 'content-type': 'application/json', 'X-Request-Id': 'req-1' },
      }).done();
    });
    const { status, headers } = await getRaw(server.url);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/event-stream');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['connection']).toBe('keep-alive');
    expect(headers['x-accel-buffering']).toBe('no');
    expect(headers['x-request-id']).toBe('req-1');
  });

  it('flushes the headers before the first frame is written', async () => {
    const clientHasHeaders = Promise.withResolvers<boolean>();
    const serverSaw = Promise.withResolvers<boolean>();
    server = await startServer(async (_req, res) => {
      const stream = openSseStream(res, NO_KEEP_ALIVE_DUE);
      // Nothing is written until the client reports the headers; with them held back this times out.
      serverSaw.resolve(await within(clientHasHeaders.promise, 2_000, false));
      stream.done();
    });
    await getRaw(server.url, () => clientHasHeaders.resolve(true));
    expect(await serverSaw.promise).toBe(true);
  });

  it('sends the headers with the first frame, in one write, when the frame comes before they are due', async () => {
    const writes: string[] = [];
    server = await startServer((_req, res) => {
      // Each call of the socket's _writeGeneric is one system call (write or writev).
      const socket = res.socket as unknown as {
        _writeGeneric: (writev: boolean, data: unknown, ...rest: unknown[]) => void;
      };
      const writeGeneric = socket._writeGeneric.bind(socket);
      socket._writeGeneric = (writev, data, ...rest) => {
        const parts = writev ? (data as { chunk: string | Uint8Array }[]).map((d) => d.chunk) : [data as string];
        writes.push(parts.map((part) => Buffer.from(part).toString('utf8')).join(''));
        writeGeneric(writev, data, ...rest);
      };
      const stream = openSseStream(res, NO_KEEP_ALIVE_DUE);
      setTimeout(() => {
        stream.send(usage);
        stream.done();
      }, SSE_HEADERS_DUE_MS / 5);
    });
    const res = await getRaw(server.url);
    expect(res.body).toBe(formatSseFrame(usage) + SSE_DONE_FRAME);
    expect(writes[0]).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n[0-9a-f]+\r\ndata: \{"type":"token_usage"/);
  });

  it('writes [DONE] last and nothing after it, whatever is called afterwards', async () => {
    const afterDone = Promise.withResolvers<{ sent: boolean; closed: boolean }>();
    server = await startServer((_req, res) => {
      const stream = openSseStream(res, NO_KEEP_ALIVE_DUE);
      stream.send(usage);
      stream.send(answer);
      stream.done();
      const sent = stream.send(usage);
      stream.done();
      stream.fail();
      afterDone.resolve({ sent, closed: stream.closed });
    });
    const { body } = await getRaw(server.url);
    expect(body).toBe(formatSseFrame(usage) + formatSseFrame(answer) + SSE_DONE_FRAME);
    expect(await afterDone.promise).toStrictEqual({ sent: false, closed: true });
  });

  it('writes the frames of one tick in one write, and a frame before an await before it resumes', async () => {
    const writes: string[] = [];
    const seenBeforeResume = Promise.withResolvers<string[]>();
    server = await startServer(async (_req, res) => {
      const write = res.write.bind(res);
      res.write = ((chunk: string) => writes.push(chunk) && write(chunk)) as typeof res.write;
      const end = res.end.bind(res);
      res.end = ((chunk: string) => (writes.push(chunk), end(chunk))) as typeof res.end;
      const stream = openSseStream(res, NO_KEEP_ALIVE_DUE);
      stream.send(usage);
      await Promise.resolve();
      seenBeforeResume.resolve([...writes]);
      stream.send(answer);
      stream.send(usage);
      stream.done();
    });
    const { body } = await getRaw(server.url);
    expect(await seenBeforeResume.promise).toEqual([formatSseFrame(usage)]);
    expect(writes).toEqual([formatSseFrame(usage), formatSseFrame(answer) + formatSseFrame(usage) + SSE_DONE_FRAME]);
    expect(body).toBe(writes.join(''));
  });

  it('fail() writes one generic error frame then [DONE], never the exception text', async () => {
    server = await startServer((_req, res) => {
      const stream = openSseStream(res, NO_KEEP_ALIVE_DUE);
      stream.send(usage);
      try {
        throw new Error('provider key sk-secret-123 rejected for prompt "my SSN is 078-05-1120"');
      } catch {
        stream.fail();
        stream.fail();
        stream.done();
      }
    });
    const { body } = await getRaw(server.url);
    expect(body).toBe(formatSseFrame(usage) + ERROR_FRAME + SSE_DONE_FRAME);
    expect(body).not.toMatch(/sk-secret|078-05|provider key/);
  });

  it('send() after the client disconnected is a no-op returning false', async () => {
    const result = Promise.withResolvers<{ closedBefore: boolean; closedAfter: boolean; sent: boolean }>();
    server = await startServer(async (_req, res) => {
      const stream = openSseStream(res, NO_KEEP_ALIVE_DUE);
      const closedBefore = stream.closed;
      stream.send(usage);
      await once(res, 'close');
      const sent = stream.send(answer);
      stream.done();
      stream.fail();
      result.resolve({ closedBefore, closedAfter: stream.closed, sent });
    });
    const req = get(server.url, (res) => res.once('data', () => req.destroy()));
    req.on('error', () => undefined); // the abort is this test's own doing
    expect(await result.promise).toStrictEqual({ closedBefore: false, closedAfter: true, sent: false });
  });

  it('refuses to open on a response whose headers are already sent', async () => {
    const outcome = Promise.withResolvers<unknown>();
    server = await startServer((_req, res) => {
      res.writeHead(204).end();
      try {
        openSseStream(res, NO_KEEP_ALIVE_DUE);
        outcome.resolve('opened');
      } catch (err) {
        outcome.resolve(err);
      }
    });
    await getRaw(server.url);
    expect(await outcome.promise).toBeInstanceOf(Error);
  });
});
