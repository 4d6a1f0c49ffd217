import type { AddressInfo } from 'node:net';
import { frameworkBody } from '@csg/errors';
import { chunked, sendWholeUpload } from '@csg/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServer, type App } from './create-server.ts';
import { refuseUnreadBody, type DiscardBounds } from './refuse-unread-body.ts';

const MB = 1024 * 1024;
const TOO_LARGE = { statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' };
const megabytes = (count: number) => Array.from({ length: count }, () => Buffer.alloc(MB, 0x20));

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function listen(build: (app: App) => void): Promise<string> {
  app = createServer({ service: 'test', logLevel: 'silent', trustedProxies: [] });
  build(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A route that refuses every body unread, within the given bounds. */
const refusing = (bounds: DiscardBounds) => (server: App) => {
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', (_request, _payload, done) => done(null));
  server.post('/upload', async (request, reply) => {
    refuseUnreadBody(request, reply, frameworkBody(413, 'Request body is too large'), bounds);
  });
};

describe('refuseUnreadBody', () => {
  it('answers at once and waits for the rest of the body before it closes the connection', async () => {
    const url = await listen(refusing({ maxBytes: 20 * MB, maxMs: 10_000 }));
    const exchange = await sendWholeUpload({
      url,
      path: '/upload',
      headers: { 'content-length': String(10 * MB) },
      parts: megabytes(10),
    });
    expect(exchange).toMatchObject({ status: 413, errorCode: undefined });
    expect(exchange.headers).toMatchObject({ connection: 'close', 'x-request-id': expect.any(String) as unknown });
    expect(JSON.parse(exchange.body)).toEqual(TOO_LARGE);
  });

  it('stops reading past its byte bound: a client that sends more meets a closed connection', async () => {
    const url = await listen(refusing({ maxBytes: MB, maxMs: 10_000 }));
    const exchange = await sendWholeUpload({
      url,
      path: '/upload',
      headers: { 'content-length': String(40 * MB) },
      parts: megabytes(40),
    });
    expect(exchange.errorCode).toMatch(/^(EPIPE|ECONNRESET)$/);
  });

  it('closes the connection once its time bound has passed, though the body is not complete', async () => {
    const url = await listen(refusing({ maxBytes: 20 * MB, maxMs: 300 }));
    const started = Date.now();
    // One of the ten megabytes declared, then nothing: without the bound this waits forever.
    const exchange = await sendWholeUpload({
      url,
      path: '/upload',
      headers: { 'content-length': String(10 * MB) },
      parts: megabytes(1),
    });
    expect(exchange.status).toBe(413);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});

describe("an app's own 413 (Fastify's body limit) on a direct upload", () => {
  const echo = (server: App) => {
    server.post('/echo', { schema: { body: z.object({ name: z.string() }) } }, async (request) => request.body);
  };

  it('reaches a client that sends a declared 60 MB whole, run after run', async () => {
    const url = await listen(echo);
    for (let run = 0; run < 3; run++) {
      const exchange = await sendWholeUpload({
        url,
        path: '/echo',
        headers: { 'content-type': 'application/json', 'content-length': String(60 * MB) },
        parts: megabytes(60),
      });
      expect({ run, status: exchange.status, errorCode: exchange.errorCode }).toEqual({
        run,
        status: 413,
        errorCode: undefined,
      });
      expect(JSON.parse(exchange.body)).toEqual(TOO_LARGE);
    }
  });

  it('reaches a client whose chunked body grows past 50 MB, run after run', async () => {
    const url = await listen(echo);
    for (let run = 0; run < 3; run++) {
      const exchange = await sendWholeUpload({
        url,
        path: '/echo',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        parts: chunked(megabytes(60)),
      });
      expect({ run, status: exchange.status, errorCode: exchange.errorCode }).toEqual({
        run,
        status: 413,
        errorCode: undefined,
      });
      expect(JSON.parse(exchange.body)).toEqual(TOO_LARGE);
    }
  });
});
