import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { HttpError } from './http-error.ts';
import { featureNotLicensed, POLICY_CODES } from './policy-error.ts';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An error shaped like those Fastify and its plugins throw: a message, a code and a statusCode. */
function fastifyStyleError(statusCode: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { statusCode, code });
}

async function build(options: { bodyLimit?: number } = {}): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, ...options });
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.setErrorHandler(errorHandler);
  server.setNotFoundHandler(notFoundHandler);
  const routes = server.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/items',
    { schema: { body: z.object({ name: z.string().max(8), apiKey: z.string().startsWith('sk-') }) } },
    async (request) => ({ name: request.body.name }),
  );
  routes.get(
    '/items',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().positive() }) } },
    async (request) => ({ limit: request.query.limit }),
  );
  routes.get('/items/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request) => ({
    id: request.params.id,
  }));
  routes.get(
    '/whoami',
    { schema: { headers: z.object({ 'x-tenant': z.string().regex(/^[a-z]+$/) }) } },
    async (request) => ({ tenant: request.headers['x-tenant'] }),
  );
  routes.get('/policy', async () => {
    throw featureNotLicensed('sso', 'community');
  });
  routes.get('/http-error', async () => {
    throw new HttpError(502, 'Upstream failed', { upstream: 'detection' }, { 'retry-after': '7' });
  });
  routes.get('/unsupported', async () => {
    throw fastifyStyleError(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'Unsupported Media Type: text/xml');
  });
  routes.get('/crash', async () => {
    throw new Error('connect ECONNREFUSED postgres://gw:hunter2@db');
  });

  await server.ready();
  app = server;
  return server;
}

describe('errorHandler', () => {
  it("answers a querystring validation failure with 400 'Invalid query parameters' and its issues", async () => {
    const server = await build();

    const res = await server.inject({ method: 'GET', url: '/items?limit=-5' });

    expect(res.statusCode).toBe(400);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ statusCode: 400, message: 'Invalid query parameters', error: 'Bad Request' });
    expect(body.issues).toStrictEqual([{ path: ['limit'], code: 'too_small', message: expect.any(String) as string }]);
  });

  it("answers a body validation failure with 400 'Invalid request body', one issue per field", async () => {
    const server = await build();

    const res = await server.inject({
      method: 'POST',
      url: '/items',
      payload: { name: 'far-too-long-a-name', apiKey: 'pk-live-TOPSECRET' },
    });

    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; issues: { path: string[]; code: string; message: string }[] }>();
    expect(body).toMatchObject({ statusCode: 400, message: 'Invalid request body', error: 'Bad Request' });
    expect(body.issues.map((i) => i.path).sort()).toStrictEqual([['apiKey'], ['name']]);
    for (const issue of body.issues) expect(Object.keys(issue).sort()).toStrictEqual(['code', 'message', 'path']);
  });

  it('never echoes the rejected input in validation issues', async () => {
    const server = await build();

    const res = await server.inject({
      method: 'POST',
      url: '/items',
      payload: { name: 'ok', apiKey: 'pk-live-TOPSECRET' },
    });

    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('TOPSECRET');
  });

  it("answers a path parameter validation failure with 400 'Invalid path parameters'", async () => {
    const server = await build();

    const res = await server.inject({ method: 'GET', url: '/items/not-a-uuid' });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid path parameters', issues: [{ path: ['id'] }] });
  });

  it("answers a header validation failure with 400 'Invalid request headers'", async () => {
    const server = await build();

    const res = await server.inject({ method: 'GET', url: '/whoami', headers: { 'x-tenant': 'NOT-VALID-1' } });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid request headers', issues: [{ path: ['x-tenant'] }] });
    expect(res.body).not.toContain('NOT-VALID-1');
  });

  it('lets a valid request through to the handler', async () => {
    const server = await build();

    const res = await server.inject({ method: 'GET', url: '/items?limit=10' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toStrictEqual({ limit: 10 });
  });

  it('answers a PolicyError with its status and policy body {statusCode, code, message, ...extra}', async () => {
    const server = await build();

    const res = await server.inject({ method: 'GET', url: '/policy' });

    expect(res.statusCode).toBe(403);
    expect(res.json()).toStrictEqual({
      statusCode: 403,
      code: 'FEATURE_NOT_LICENSED',
      message: POLICY_CODES.FEATURE_NOT_LICENSED.message,
      feature: 'sso',
      tier: 'community',
    });
  });

  it('answers an HttpError with its status, framework body and headers', async () => {
    const server = await build();

    const res = await server.inject({ method: 'GET', url: '/http-error' });

    expect(res.statusCode).toBe(502);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toStrictEqual({
      statusCode: 502,
      message: 'Upstream failed',
      error: 'Bad Gateway',
      upstream: 'detection',
    });
  });

  it('keeps the status of a thrown fastify-style 4xx error (415) and answers with the framework body', async () => {
    const server = await build();

    const res = await server.inject({ method: 'GET', url: '/unsupported' });

    expect(res.statusCode).toBe(415);
    expect(res.json()).toStrictEqual({
      statusCode: 415,
      message: 'Unsupported Media Type: text/xml',
      error: 'Unsupported Media Type',
    });
  });

  it('keeps the 415 Fastify itself raises for an unsupported content type, in the framework body', async () => {
    const server = await build();

    const res = await server.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'text/xml' },
      payload: '<item/>',
    });

    expect(res.statusCode).toBe(415);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
    expect(Object.keys(body).sort()).toStrictEqual(['error', 'message', 'statusCode']);
  });

  it("rewords Fastify's body-too-large error as 413 'Request body is too large'", async () => {
    const server = await build({ bodyLimit: 32 });

    const res = await server.inject({
      method: 'POST',
      url: '/items',
      payload: { name: 'x', apiKey: `sk-${'a'.repeat(64)}` },
    });

    expect(res.statusCode).toBe(413);
    expect(res.json()).toStrictEqual({
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
    });
  });

  it("rewords Fastify's malformed JSON error as 400 'Invalid request body'", async () => {
    const server = await build();

    const res = await server.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toStrictEqual({ statusCode: 400, message: 'Invalid request body', error: 'Bad Request' });
  });

  it("answers an unexpected error with 500 'Internal Server Error', hiding its message", async () => {
    const server = await build();

    const res = await server.inject({ method: 'GET', url: '/crash' });

    expect(res.statusCode).toBe(500);
    expect(res.json()).toStrictEqual({
      statusCode: 500,
      message: 'Internal Server Error',
      error: 'Internal Server Error',
    });
    expect(res.body).not.toContain('hunter2');
  });
});

describe('notFoundHandler', () => {
  it('answers 404 in the framework body naming the method and path', async () => {
    const server = await build();

    const res = await server.inject({ method: 'DELETE', url: '/nowhere/at/all' });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toStrictEqual({
      statusCode: 404,
      message: 'Cannot DELETE /nowhere/at/all',
      error: 'Not Found',
    });
  });

  it('leaves the query string, which may carry tokens, out of the message', async () => {
    const server = await build();

    const res = await server.inject({ method: 'GET', url: '/missing?access_token=abc123&x=1' });

    expect(res.statusCode).toBe(404);
    expect(res.json()).toStrictEqual({ statusCode: 404, message: 'Cannot GET /missing', error: 'Not Found' });
    expect(res.body).not.toContain('abc123');
  });
});
