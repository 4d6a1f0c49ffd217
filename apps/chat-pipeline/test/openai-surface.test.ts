import { schema } from '@csg/db';
import { describe, expect, it } from 'vitest';
import { useChatApp, userSays } from './harness.ts';

// The /v1 surface over HTTP (app.inject): OpenAI's error objects, the lock as a status, the model
// list from the catalogue. The answers themselves are proven with the openai SDK through the edge
// (tools/fleet/test/openai-through-edge.test.ts).
const h = useChatApp();

async function chatter(role: 'normal_user' | 'auditor' = 'normal_user') {
  const caller = await h.tenant(role);
  await h.credential(caller.id, 'openai');
  return caller;
}

const post = (token: string, payload: object) =>
  h.app.inject({ method: 'POST', url: '/v1/chat/completions', headers: { authorization: `Bearer ${token}` }, payload });

describe('POST /v1/chat/completions: refusals in OpenAI error objects', () => {
  it.each([
    ['n', { n: 2 }],
    ['functions', { functions: [{ name: 'f' }] }],
    ['parallel_tool_calls', { parallel_tool_calls: false }],
    ['logprobs', { logprobs: true }],
    ['stop', { stop: ['\n'] }],
  ])('refuses %s with 400 invalid_request_error naming it; the provider is not called', async (param, extra) => {
    const caller = await chatter();
    const res = await post(caller.token, userSays('hi', 'gpt-4o-mini', extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        message: expect.stringContaining(param) as unknown,
        type: 'invalid_request_error',
        param: expect.stringMatching(new RegExp(`^${param}`)) as unknown,
        code: 'unsupported_parameter',
      },
    });
    expect(h.mocks.openai.requests).toHaveLength(0);
  });

  it('refuses tooling the model cannot honour (json_schema on gpt-3.5-turbo) the same way; no provider call', async () => {
    const caller = await chatter();
    const format = { type: 'json_schema', json_schema: { name: 'out', schema: { type: 'object' } } };
    const res = await post(caller.token, userSays('hi', 'gpt-3.5-turbo', { response_format: format }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        message: 'gpt-3.5-turbo does not support response_format json_schema',
        type: 'invalid_request_error',
        param: 'response_format',
        code: 'unsupported_parameter',
      },
    });
    expect(h.mocks.openai.requests).toHaveLength(0);
  });

  it.each([
    [400, 400, 'invalid_request_error', 'provider_bad_request'],
    [429, 429, 'rate_limit_error', 'provider_rate_limited'],
    [503, 502, 'api_error', 'provider_error'],
  ])(
    'answers a provider %i as a gateway does (%i %s), never 500, and without the vendor message',
    async (vendorStatus, status, type, code) => {
      const caller = await chatter();
      h.mocks.openai.reply({ fault: { kind: 'http', status: vendorStatus, message: 'vendor detail quoting hi' } });
      const res = await post(caller.token, userSays('hi', 'gpt-4o-mini'));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error: { message: expect.any(String) as unknown, type, param: null, code } });
      expect(res.body).not.toContain('vendor detail');
    },
  );

  it('names the role of a message whose role /v1 does not take (developer)', async () => {
    const caller = await chatter();
    const res = await post(caller.token, { model: 'gpt-4o-mini', messages: [{ role: 'developer', content: 'hi' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'messages.0.role' } });
  });

  it('answers a body that fails validation in the same shape, naming the field', async () => {
    const caller = await chatter();
    const res = await post(caller.token, { messages: [{ role: 'user', content: 'hi' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'model', code: null } });
  });

  it('answers a missing or bad credential with 401 authentication_error', async () => {
    const res = await post('gw_key_' + '0'.repeat(64), userSays('hi'));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { type: 'authentication_error', param: null } });
  });

  it('keeps the role rules of /chat/completions: the auditor gets 403 ROLE_NOT_FOR_CHAT', async () => {
    const auditor = await chatter('auditor');
    const res = await post(auditor.token, userSays('hi'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { type: 'permission_error', code: 'ROLE_NOT_FOR_CHAT' } });
  });

  it('answers a locked user with 403 user_locked and the lock, in both modes; the provider is not called', async () => {
    const caller = await chatter();
    const [lock] = await h.db
      .insert(schema.reviews)
      .values({ tenantId: caller.id, kind: 'lock', origin: 'admin', reason: 'Under review' })
      .returning();
    for (const stream of [false, true]) {
      const res = await post(caller.token, userSays('hello', 'gpt-4o-mini', { stream }));
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({
        error: {
          type: 'permission_error',
          code: 'user_locked',
          csg_lock: { review_id: lock?.id, reason: 'Under review' },
        },
      });
    }
    expect(h.mocks.openai.requests).toHaveLength(0);
  });

  it('leaves the specification surface as it was: /chat/completions still answers validation in the framework body', async () => {
    const caller = await chatter();
    const res = await h.app.inject({
      method: 'POST',
      url: '/chat/completions',
      headers: { authorization: `Bearer ${caller.token}` },
      payload: { messages: [] },
    });
    expect(res.json()).toMatchObject({ statusCode: 400, message: 'Invalid request body', error: 'Bad Request' });
  });

  it('answers an unknown /v1 route with 404 in OpenAI shape', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/v1/embeddings' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { type: 'not_found_error', message: 'Cannot POST /v1/embeddings' } });
  });
});

describe('GET /v1/models', () => {
  it('lists the models GET /models lists, as OpenAI model objects owned by their provider', async () => {
    const caller = await chatter();
    const get = (url: string) =>
      h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${caller.token}` } });
    const spec = (await get('/models')).json<{ name: string; provider: string }[]>();
    const res = await get('/v1/models');
    expect(res.statusCode).toBe(200);
    expect(spec.length).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      object: 'list',
      data: spec.map((m) => ({ id: m.name, object: 'model', created: 0, owned_by: m.provider })),
    });
  });
});
