import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, startHttpServer, type TestHttpServer } from '@csg/testing';
import type { Pool } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { forward, limitBody, readWhole, UpstreamError, type ForwardRequest } from './forwarder.ts';
import { createUpstreamPool } from './pools.ts';

const servers: TestHttpServer[] = [];
const pools: Pool[] = [];

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.destroy()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A node:http upstream on a free loopback port; a handler that fails resets its connection. */
async function upstream(handler: Handler): Promise<string> {
  const server = await startHttpServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((err: unknown) => res.destroy(err as Error));
  });
  servers.push(server);
  return server.url;
}

/** The URL of a loopback port where nothing listens. */
const closedPortUrl = async () => `http://127.0.0.1:${await freePort()}`;

function pool(url: string, headersTimeoutMs?: number): Pool {
  const p = createUpstreamPool(url, headersTimeoutMs === undefined ? {} : { headersTimeoutMs });
  pools.push(p);
  return p;
}

function get(signal: AbortSignal = new AbortController().signal): ForwardRequest {
  return { method: 'GET', path: '/', headers: {}, body: null, signal };
}

/** Reads and discards a request body, tolerating the client going away mid-body. */
function drain(req: IncomingMessage): void {
  req.on('error', () => {});
  req.resume();
}

/** An upstream that reads the request but never sends response headers. */
const silent: Handler = (req) => drain(req);

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const err: unknown = await promise.then(
    () => expect.fail('expected an UpstreamError'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe('forward', () => {
  it('delivers a streamed request body to the upstream whole and in order', async () => {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16 * 1024, i));
    const expected = Buffer.concat(chunks);
    const url = await upstream(async (req, res) => {
      const received = Buffer.concat(await req.toArray());
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ length: received.length, sha256: sha256(received), te: req.headers['transfer-encoding'] }),
      );
    });
    async function* produce() {
      for (const chunk of chunks) {
        yield chunk;
        await sleep(1);
      }
    }

    const res = await forward(pool(url), {
      ...get(),
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Readable.from(produce()),
    });

    expect(res.statusCode).toBe(200);
    expect(JSON.parse(await text(res.body))).toStrictEqual({
      length: expected.length,
      sha256: sha256(expected),
      te: 'chunked',
    });
  });

  it('sends the request body unbuffered: the upstream sees the first chunk before the last is produced', async () => {
    let firstSeen!: () => void;
    const upstreamSawFirst = new Promise<void>((resolve) => (firstSeen = resolve));
    const url = await upstream(async (req, res) => {
      req.once('data', () => firstSeen());
      res.end(await text(req));
    });
    async function* produce() {
      yield 'first,';
      await upstreamSawFirst; // never resolves if forward() waited for the whole body
      yield 'last';
    }

    const res = await forward(pool(url), { ...get(), method: 'POST', body: Readable.from(produce()) });

    expect(await text(res.body)).toBe('first,last');
  });

  it('streams the response body: the first chunk is readable before the upstream ends the response', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const url = await upstream(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first\n');
      await released; // never resolves if forward() buffered the response
      res.end('second\n');
    });

    const res = await forward(pool(url), get());
    const body = res.body[Symbol.asyncIterator]();
    const first = await body.next();
    expect(String(first.value)).toBe('first\n');
    release();
    let rest = '';
    for (let next = await body.next(); !next.done; next = await body.next()) rest += String(next.value);

    expect(rest).toBe('second\n');
  });

  it('returns an upstream error status as a response, not an UpstreamError', async () => {
    const url = await upstream((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end('{"error":"busy"}');
    });

    const res = await forward(pool(url), get());

    expect(res.statusCode).toBe(503);
    expect(res.headers['x-upstream']).toBe('yes');
    expect(await text(res.body)).toBe('{"error":"busy"}');
  });

  it("rejects with kind 'unavailable' when the upstream refuses the connection", async () => {
    const err = await failure(forward(pool(await closedPortUrl()), get()));

    expect(err.kind).toBe('unavailable');
    expect((err.cause as { code?: string }).code).toBe('ECONNREFUSED');
  });

  it("rejects with kind 'timeout' when the upstream sends no headers within headersTimeoutMs", async () => {
    const url = await upstream(silent);
    const started = performance.now();

    const err = await failure(forward(pool(url, 200), get()));

    expect(err.kind).toBe('timeout');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(190);
    expect(elapsed).toBeLessThan(5_000);
  });

  it("takes the request's own headersTimeoutMs over the pool's, longer or shorter", async () => {
    // Well past 200 ms: undici's header timer ticks about every half second.
    const late = await upstream(async (_req, res) => {
      await sleep(1_500);
      res.end('late');
    });
    const patient = await forward(pool(late, 200), { ...get(), headersTimeoutMs: 10_000 });
    expect(await text(patient.body)).toBe('late');

    const started = performance.now();
    const impatient = await failure(forward(pool(await upstream(silent)), { ...get(), headersTimeoutMs: 200 }));
    expect(impatient.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("rejects with kind 'aborted' when the caller's AbortSignal fires, closing the upstream request", async () => {
    let arrived!: (res: ServerResponse) => void;
    const requestArrived = new Promise<ServerResponse>((resolve) => (arrived = resolve));
    const url = await upstream((req, res) => {
      drain(req);
      arrived(res);
    });
    const controller = new AbortController();

    const pending = failure(forward(pool(url), get(controller.signal)));
    const upstreamResponse = await requestArrived;
    const upstreamClosed = once(upstreamResponse, 'close');
    controller.abort();
    const err = await pending;

    expect(err.kind).toBe('aborted');
    await upstreamClosed; // the upstream sees the request go away instead of waiting for it
    expect(upstreamResponse.writableFinished).toBe(false);
  });

  it("rejects with kind 'aborted' when the signal had fired before the request", async () => {
    const url = await upstream((_req, res) => {
      res.end('ok');
    });

    const err = await failure(forward(pool(url), get(AbortSignal.abort())));

    expect(err.kind).toBe('aborted');
  });

  it("rejects with kind 'too_large' when a limitBody body grows past its limit", async () => {
    const url = await upstream(silent);
    const body = limitBody(Readable.from([Buffer.alloc(1024), Buffer.alloc(1024), Buffer.alloc(1024)]), 2048);

    const err = await failure(forward(pool(url), { ...get(), method: 'POST', body }));

    expect(err.kind).toBe('too_large');
  });
});

describe('limitBody', () => {
  it('passes a body of exactly the limit through unchanged', async () => {
    const chunks = [Buffer.from('hello'), Buffer.from(' '), Buffer.from('world')];
    const limited = limitBody(Readable.from(chunks), 11);

    expect(Buffer.concat(await limited.toArray()).toString()).toBe('hello world');
  });

  it("fails with UpstreamError 'too_large' once the body is one byte past the limit", async () => {
    const limited = limitBody(Readable.from([Buffer.from('hello'), Buffer.from(' world')]), 10);

    const err = await failure(limited.toArray());

    expect(err.kind).toBe('too_large');
  });

  it('passes on no byte past the limit: the chunk that crosses it is withheld', async () => {
    const limited = limitBody(Readable.from([Buffer.alloc(6), Buffer.alloc(6), Buffer.alloc(6)]), 10);
    let passed = 0;
    limited.on('data', (chunk: Buffer) => (passed += chunk.length));

    const [err] = (await once(limited, 'error')) as [unknown];

    expect(err).toBeInstanceOf(UpstreamError);
    expect(passed).toBe(6);
  });

  it('fails the limited body when the source body fails', async () => {
    const source = new Readable({ read() {} });
    const limited = limitBody(source, 1024);
    const consumed = limited.toArray();
    source.push('partial');
    source.destroy(new Error('client went away'));

    await expect(consumed).rejects.toThrow('client went away');
  });
});

describe('readWhole', () => {
  it('gives the whole body as one buffer, however many chunks it came in', async () => {
    const body = Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]);
    expect((await readWhole(body)).toString()).toBe('{"a":1}');
  });

  it('fails as aborted when the body closes before its end (the client went away)', async () => {
    const body = new Readable({ read: () => undefined });
    body.push('{"a":');
    const reading = readWhole(body);
    body.destroy();
    await expect(reading).rejects.toMatchObject({ kind: 'aborted' });
  });
});
