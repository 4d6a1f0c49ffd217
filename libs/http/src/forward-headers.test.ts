import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientResponseHeaders, upstreamRequestHeaders } from './forward-headers.ts';

const ctx = { clientAddress: '203.0.113.7', requestId: 'req-123' };

const HOP_BY_HOP: IncomingHttpHeaders = {
  connection: 'keep-alive',
  'keep-alive': 'timeout=5',
  'proxy-authorization': 'Basic c2VjcmV0',
  'proxy-connection': 'keep-alive',
  te: 'trailers',
  trailer: 'x-checksum',
  'transfer-encoding': 'chunked',
  upgrade: 'websocket',
};

describe('upstreamRequestHeaders', () => {
  it('drops every RFC 9110 hop-by-hop header', () => {
    const out = upstreamRequestHeaders({ ...HOP_BY_HOP, accept: 'application/json' }, ctx);
    for (const name of Object.keys(HOP_BY_HOP)) expect(out).not.toHaveProperty(name);
    expect(out.accept).toBe('application/json');
  });

  it('drops every header the Connection header names, whatever its case and spacing', () => {
    const out = upstreamRequestHeaders(
      { connection: 'close, X-Internal-Token ,  x-debug', 'x-internal-token': 'abc', 'x-debug': '1', accept: '*/*' },
      ctx,
    );
    expect(out).not.toHaveProperty('x-internal-token');
    expect(out).not.toHaveProperty('x-debug');
    expect(out).not.toHaveProperty('connection');
    expect(out.accept).toBe('*/*');
  });

  it('keeps end-to-end headers unchanged', () => {
    const incoming: IncomingHttpHeaders = {
      authorization: 'Bearer token',
      'content-type': 'application/json',
      'content-length': '42',
      'user-agent': 'client/1.0',
      cookie: 'a=1',
      'set-cookie': ['a=1', 'b=2'],
    };
    const out = upstreamRequestHeaders(incoming, ctx);
    expect(out).toMatchObject(incoming);
  });

  it('appends the client address to an existing X-Forwarded-For string', () => {
    const out = upstreamRequestHeaders({ 'x-forwarded-for': '198.51.100.1, 198.51.100.2' }, ctx);
    expect(out['x-forwarded-for']).toBe('198.51.100.1, 198.51.100.2, 203.0.113.7');
  });

  it('joins an X-Forwarded-For array into one chain and appends the client address', () => {
    const incoming = { 'x-forwarded-for': ['198.51.100.1', '198.51.100.2'] } as unknown as IncomingHttpHeaders;
    const out = upstreamRequestHeaders(incoming, ctx);
    expect(out['x-forwarded-for']).toBe('198.51.100.1, 198.51.100.2, 203.0.113.7');
  });

  it('sets X-Forwarded-For to the client address when there is no chain (absent or blank)', () => {
    expect(upstreamRequestHeaders({}, ctx)['x-forwarded-for']).toBe('203.0.113.7');
    expect(upstreamRequestHeaders({ 'x-forwarded-for': '  ' }, ctx)['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('sets x-request-id to our request id, replacing any the client sent', () => {
    expect(upstreamRequestHeaders({}, ctx)['x-request-id']).toBe('req-123');
    expect(upstreamRequestHeaders({ 'x-request-id': 'spoofed' }, ctx)['x-request-id']).toBe('req-123');
  });

  it('removes Host and copies it to X-Forwarded-Host', () => {
    const out = upstreamRequestHeaders({ host: 'gateway.example:8443', accept: '*/*' }, ctx);
    expect(out).not.toHaveProperty('host');
    expect(out['x-forwarded-host']).toBe('gateway.example:8443');
  });

  it('sets no X-Forwarded-Host when the request had no Host', () => {
    expect(upstreamRequestHeaders({ accept: '*/*' }, ctx)).not.toHaveProperty('x-forwarded-host');
  });

  it('does not modify the incoming headers object', () => {
    const incoming: IncomingHttpHeaders = { host: 'a', connection: 'close', 'x-forwarded-for': '1.1.1.1' };
    const copy = structuredClone(incoming);
    upstreamRequestHeaders(incoming, ctx);
    expect(incoming).toStrictEqual(copy);
  });
});

describe('clientResponseHeaders', () => {
  it('drops hop-by-hop headers and those named in Connection, keeping end-to-end ones', () => {
    const out = clientResponseHeaders({
      ...HOP_BY_HOP,
      connection: 'keep-alive, x-upstream-secret',
      'proxy-authenticate': 'Basic',
      'x-upstream-secret': 's3cr3t',
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'set-cookie': ['a=1', 'b=2'],
    });
    expect(out).toStrictEqual({
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'set-cookie': ['a=1', 'b=2'],
    });
  });

  it('adds no forwarding headers to a response', () => {
    expect(clientResponseHeaders({ 'content-type': 'application/json' })).toStrictEqual({
      'content-type': 'application/json',
    });
  });
});
