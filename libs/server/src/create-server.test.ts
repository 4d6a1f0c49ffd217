import { createDatabase, databaseUnavailableCode, schema } from '@csg/db';
import { PolicyError } from '@csg/errors';
import { freePort } from '@csg/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from './body-limit.ts';
import { createServer, type App } from './create-server.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function build(trustedProxies: string[] = []) {
  // As the database-backed apps build it (createServiceApp).
  app = createServer({ service: 'test', logLevel: 'silent', trustedProxies, databaseUnavailableCode });
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(1), count: z.number().int().optional() }) } },
    async (request) => request.body,
  );
  app.get('/whoami', async (request) => ({ ip: request.ip, id: request.id }));
  app.get(
    '/items/:name',
    { schema: { params: z.object({ name: z.string() }), querystring: z.object({ q: z.string().optional() }) } },
    async (request) => ({ ...request.params, ...request.query }),
  );
  app.get('/policy', async () => {
    throw new PolicyError('FEATURE_NOT_LICENSED', { feature: 'ocr', tier: 'community' });
  });
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  return app;
}

describe('createServer', () => {
  it('strips unknown body fields instead of rejecting them', async () => {
    const res = await build().inject({
      method: 'POST',
      url: '/echo',
      payload: { name: 'a', count: 2, tempreature: 1, extra: { x: 1 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'a', count: 2 });
  });

  it('answers a failed body validation with the framework body and the issues apart, without the input', async () => {
    const res = await build().inject({ method: 'POST', url: '/echo', payload: { name: '', count: 'sk-secret-value' } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ issues: { path: string[] }[] }>();
    expect(body).toMatchObject({ statusCode: 400, message: 'Invalid request body', error: 'Bad Request' });
    expect(body.issues.map((i) => i.path)).toEqual([['name'], ['count']]);
    expect(res.body).not.toContain('sk-secret-value');
  });

  it('answers malformed JSON with 400 Invalid request body', async () => {
    const res = await build().inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, message: 'Invalid request body', error: 'Bad Request' });
  });

  it('renders a policy rejection with its code and extra fields', async () => {
    const res = await build().inject({ method: 'GET', url: '/policy' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      statusCode: 403,
      code: 'FEATURE_NOT_LICENSED',
      message: 'This feature is not included in the installed licence',
      feature: 'ocr',
      tier: 'community',
    });
  });

  it('hides the text of an unhandled error behind a generic 500', async () => {
    const res = await build().inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, message: 'Internal Server Error', error: 'Internal Server Error' });
  });

  it('answers 503 in the framework body while the database cannot be reached, never its message', async () => {
    const gone = createDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/none`, { max: 1 });
    const server = build();
    server.get('/lookup', async () => gone.db.select().from(schema.systemSettings));
    try {
      const res = await server.inject({ method: 'GET', url: '/lookup' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' });
    } finally {
      await gone.close();
    }
  });

  it('refuses a JSON body over 50 MB with 413', async () => {
    const res = await build().inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"${'a'.repeat(BODY_LIMIT_BYTES)}"}`,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' });
  });

  it('takes X-Forwarded-For and X-Request-Id only from a trusted proxy', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7, 198.51.100.2', 'x-request-id': 'edge-req-1' };
    const trusted = await build(['10.0.0.0/8']).inject({
      method: 'GET',
      url: '/whoami',
      remoteAddress: '10.1.2.3',
      headers,
    });
    expect(trusted.json()).toEqual({ ip: '198.51.100.2', id: 'edge-req-1' });
    expect(trusted.headers['x-request-id']).toBe('edge-req-1');
    await app?.close();

    const direct = await build(['10.0.0.0/8']).inject({
      method: 'GET',
      url: '/whoami',
      remoteAddress: '192.0.2.9',
      headers,
    });
    const seen = direct.json<{ ip: string; id: string }>();
    expect(seen.ip).toBe('192.0.2.9');
    expect(seen.id).not.toBe('edge-req-1');
  });

  it('treats an IPv4-mapped IPv6 peer like its IPv4 address', async () => {
    const res = await build(['127.0.0.1']).inject({
      method: 'GET',
      url: '/whoami',
      remoteAddress: '::ffff:127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.json<{ ip: string }>().ip).toBe('203.0.113.7');
  });

  describe('text PostgreSQL cannot hold', () => {
    const issue = (path: string[]) => ({
      issues: [{ path, code: 'invalid_format', message: 'must not contain U+0000 or unpaired surrogates' }],
    });

    it('refuses U+0000 in a body field with 400 naming the field, never echoing it', async () => {
      const res = await build().inject({ method: 'POST', url: '/echo', payload: { name: 'adm\u0000in-secret' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        message: 'Invalid request body',
        error: 'Bad Request',
        ...issue(['name']),
      });
      expect(res.body).not.toContain('secret');
    });

    it('refuses an unpaired surrogate, which would be stored as U+FFFD', async () => {
      const res = await build().inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":"a\\ud800b"}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(issue(['name']));
    });

    it('refuses U+0000 in query and path parameters', async () => {
      const query = await build().inject({ method: 'GET', url: '/items/a?q=x%00y' });
      expect(query.statusCode).toBe(400);
      expect(query.json()).toMatchObject({ message: 'Invalid query parameters', ...issue(['q']) });
      const params = await build().inject({ method: 'GET', url: '/items/a%00b' });
      expect(params.statusCode).toBe(400);
      expect(params.json()).toMatchObject({ message: 'Invalid path parameters', ...issue(['name']) });
    });

    it('checks fields after validation: an unknown field is stripped, not refused; emoji pairs pass', async () => {
      const res = await build().inject({ method: 'POST', url: '/echo', payload: { name: 'ok 👍', extra: 'x\u0000' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'ok 👍' });
    });
  });
});
