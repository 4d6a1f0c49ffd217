import type { ServerResponse } from 'node:http';
import { BODY_LIMIT_BYTES, createServer } from '@csg/server';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTE_TABLE } from '../src/route-table.ts';
import { startEdge, type EdgeUnderTest, type Received } from './edge-harness.ts';
import { rawRequest } from './http-client.ts';

let edge: EdgeUnderTest | undefined;
afterEach(async () => {
  await edge?.close();
  edge = undefined;
});

describe('edge routing', () => {
  it('forwards every prefix of the route table to its app, path and query unchanged', async () => {
    edge = await startEdge({});
    for (const { prefix, upstream } of ROUTE_TABLE) {
      const res = await fetch(`${edge.url}${prefix}/probe?page=2`);
      expect(res.status).toBe(200);
      const received = (await res.json()) as Received;
      expect(received).toMatchObject({ upstream, url: `${prefix}/probe?page=2` });
    }
  });

  it('answers an unrouted path with the framework 404 body and forwards nothing', async () => {
    edge = await startEdge({});
    for (const path of ['/unknown', '/chatter', '/api/v1/other']) {
      const res = await fetch(`${edge.url}${path}`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, message: `Cannot POST ${path}`, error: 'Not Found' });
    }
  });

  it('answers 502 with the framework body when the upstream is down', async () => {
    edge = await startEdge({ sessions: null });
    const res = await fetch(`${edge.url}/sessions`);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      statusCode: 502,
      message: 'Upstream service unavailable',
      error: 'Bad Gateway',
    });
  });

  it('drops hop-by-hop headers, appends the client to X-Forwarded-For and sets X-Request-Id', async () => {
    edge = await startEdge({});
    const res = await rawRequest(`${edge.url}/auth/login`, {
      method: 'POST',
      headers: {
        connection: 'keep-alive, x-hop',
        'x-hop': 'drop me',
        'keep-alive': 'timeout=5',
        'proxy-authorization': 'Basic abc',
        'x-forwarded-for': '203.0.113.9',
        'x-end-to-end': 'keep me',
        'content-type': 'application/json',
      },
      body: '{"username":"a"}',
    });
    const received = JSON.parse(res.text) as Received;
    expect(received.headers['x-hop']).toBeUndefined();
    expect(received.headers['proxy-authorization']).toBeUndefined();
    expect(received.headers['keep-alive']).toBeUndefined();
    expect(received.headers['x-end-to-end']).toBe('keep me');
    expect(received.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(received.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).toBe(received.headers['x-request-id']);
    expect(res.headers['keep-alive']).not.toBe('timeout=5');
    expect(received.bodyBytes).toBe(16);
  });
});

describe('edge bodies', () => {
  it('refuses a declared body over 50 MB with 413 before forwarding it', async () => {
    let forwarded = false;
    edge = await startEdge({ detection: (_req, res) => ((forwarded = true), res.end()) });
    const res = await rawRequest(`${edge.url}/api/v1/guardrails/detect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT_BYTES + 1) },
      body: Buffer.alloc(BODY_LIMIT_BYTES + 1, 0x20),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
    expect(forwarded).toBe(false);
  });

  it('refuses a chunked body once it passes 50 MB', async () => {
    edge = await startEdge({});
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const res = await rawRequest(`${edge.url}/api/v1/guardrails/detect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: async (write) => {
        for (let i = 0; i < 51; i++) write(chunk);
      },
    });
    expect(res.status).toBe(413);
  });

  it('passes a body of exactly 50 MB', async () => {
    edge = await startEdge({});
    const res = await rawRequest(`${edge.url}/api/v1/guardrails/detect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(BODY_LIMIT_BYTES, 0x20),
    });
    expect(res.status).toBe(200);
    expect((JSON.parse(res.text) as Received).bodyBytes).toBe(BODY_LIMIT_BYTES);
  });

  it('reaches an app that strips unknown body fields, through the edge', async () => {
    const upstream = createServer({ service: 'chat-pipeline', logLevel: 'silent', trustedProxies: ['127.0.0.1'] });
    upstream.post(
      '/chat/echo',
      { schema: { body: z.object({ model: z.string(), temperature: z.number().optional() }) } },
      async (r) => r.body,
    );
    await upstream.ready();
    edge = await startEdge({ 'chat-pipeline': (req, res) => upstream.routing(req, res) });
    const res = await fetch(`${edge.url}/chat/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o', tempreature: 2, unknown: true }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ model: 'gpt-4o' });
    await upstream.close();
  });
});

describe('edge streaming', () => {
  it('delivers SSE frame by frame: the client has the first frame before the upstream writes the last', async () => {
    let firstFrameSeen!: () => void;
    const clientHasFirst = new Promise<void>((resolve) => (firstFrameSeen = resolve));
    let lastWritten = false;
    edge = await startEdge({
      'chat-pipeline': (_req, res: ServerResponse) => {
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          'x-accel-buffering': 'no',
        });
        res.write('data: {"type":"token_usage"}\n\n');
        const timeout = setTimeout(() => res.destroy(new Error('edge buffered the stream')), 5_000);
        void clientHasFirst.then(async () => {
          clearTimeout(timeout);
          await new Promise((r) => setTimeout(r, 100));
          lastWritten = true;
          res.end('data: {"id":"filtered-response"}\n\ndata: [DONE]\n\n');
        });
      },
    });
    const res = await fetch(`${edge.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('connection')).toBe('keep-alive');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    expect(first.value).toBe('data: {"type":"token_usage"}\n\n');
    expect(lastWritten).toBe(false);
    firstFrameSeen();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += part.value;
    expect(rest).toBe('data: {"id":"filtered-response"}\n\ndata: [DONE]\n\n');
  });

  it('aborts the upstream request when the client goes away', async () => {
    let upstreamClosed!: () => void;
    const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
    edge = await startEdge({
      'chat-pipeline': (_req, res: ServerResponse) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: {"n":1}\n\n');
        res.on('close', () => upstreamClosed());
      },
    });
    const abort = new AbortController();
    const res = await fetch(`${edge.url}/chat/completions`, { method: 'POST', body: '{}', signal: abort.signal });
    await res.body!.getReader().read();
    abort.abort();
    await expect(closed).resolves.toBeUndefined();
  });

  it('lets an in-flight request finish when the edge closes', async () => {
    edge = await startEdge({
      admin: (_req, res: ServerResponse) => setTimeout(() => res.end('{"done":true}'), 500),
    });
    const pending = fetch(`${edge.url}/admin/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = edge.app.close();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
  });
});
