import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadConfig } from '@csg/config';
import { afterEach, describe, expect, it } from 'vitest';
import { configSchema } from '../src/config.ts';
import { startEdge, type EdgeUnderTest } from './edge-harness.ts';

const TIMED_OUT = { statusCode: 504, message: 'Upstream service timed out', error: 'Gateway Timeout' };
// The JSON bound is short; the late upstream answers well after it (undici's header timer ticks
// about every half second) and well before the event-stream bound.
const BOUNDS = { UPSTREAM_HEADERS_TIMEOUT_MS: '300', UPSTREAM_SSE_HEADERS_TIMEOUT_MS: '10000' };
const LATE_MS = 1_500;

let edge: EdgeUnderTest | undefined;
afterEach(async () => {
  await edge?.close();
  edge = undefined;
});

/** Accepts the request, reads it, and never answers. */
const hung = (req: IncomingMessage) => void req.resume();

/** Opens an event stream only after LATE_MS, as a session turn queued behind another does. */
const lateStream = (req: IncomingMessage, res: ServerResponse) => {
  req.resume();
  setTimeout(() => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end('data: [DONE]\n\n');
  }, LATE_MS);
};

const post = (url: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

describe('an upstream that sends no response headers', () => {
  it('gets a 504 in the framework body once the JSON-route bound has passed', async () => {
    edge = await startEdge({ detection: hung, admin: hung }, BOUNDS);
    for (const path of ['/api/v1/guardrails/detect', '/admin/tenants']) {
      const started = performance.now();
      const res = await post(`${edge.url}${path}`);
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual(TIMED_OUT);
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  it('is waited for longer on the event-stream routes: a late stream still reaches the client', async () => {
    edge = await startEdge({ 'chat-pipeline': lateStream, sessions: lateStream }, BOUNDS);
    for (const path of ['/chat/completions', '/sessions/0b6f6c1e-4d1a-4d8e-9a55-6c1f1a2b3c4d/messages']) {
      const res = await post(`${edge.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('data: [DONE]\n\n');
    }
  });

  it('on an event-stream route too, past its own bound', async () => {
    edge = await startEdge({ 'chat-pipeline': hung }, { UPSTREAM_SSE_HEADERS_TIMEOUT_MS: '300' });
    const res = await post(`${edge.url}/chat/completions`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual(TIMED_OUT);
  });

  it('is waited for 30 s on JSON routes and 300 s on event streams unless configured', () => {
    const config = loadConfig(configSchema, {});
    expect(config.UPSTREAM_HEADERS_TIMEOUT_MS).toBe(30_000);
    expect(config.UPSTREAM_SSE_HEADERS_TIMEOUT_MS).toBe(300_000);
  });
});
