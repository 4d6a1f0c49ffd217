import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp, type TestTenant } from './harness.ts';

// Its own database: the seeded-catalogue counts of models.test.ts stay 19.
const h = useAdminApp();
const call = h.call;

let admin: TestTenant;
beforeAll(async () => {
  admin = await h.createTenant('admin_user');
});

const newModel = (fields: Record<string, unknown> = {}) => ({
  name: 'gpt-5-mini',
  provider: 'openai',
  displayName: 'GPT-5 mini',
  contextWindow: 400000,
  ...fields,
});

describe('POST /admin/models', () => {
  it('creates an active, non-red-team model (201) that the list and GET /:id show', async () => {
    const res = await call(admin, 'POST', '/admin/models', newModel());
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: string }>();
    expect(created).toEqual({
      id: expect.any(String) as unknown,
      name: 'gpt-5-mini',
      provider: 'openai',
      displayName: 'GPT-5 mini',
      contextWindow: 400000,
      redTeam: false,
      active: true,
    });
    expect((await call(admin, 'GET', `/admin/models/${created.id}`)).json()).toEqual(created);
    const list = (await call(admin, 'GET', '/admin/models?provider=openai')).json<{ meta: { total: number } }>();
    expect(list.meta.total).toBe(5);
  });

  it('keeps the red-team flag it is given; superadmin may create too', async () => {
    const superadmin = await h.createTenant('superadmin');
    const res = await call(superadmin, 'POST', '/admin/models', newModel({ provider: 'ollama', name: 'llama3:8b' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'llama3:8b', provider: 'ollama', redTeam: false });
    const red = await call(
      admin,
      'POST',
      '/admin/models',
      newModel({ provider: 'ollama', name: 'wizard', redTeam: true }),
    );
    expect(red.json()).toMatchObject({ redTeam: true, active: true });
  });

  it('refuses each invalid field with the framework 400 naming it', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['name', { name: undefined }],
      ['name', { name: '' }],
      ['name', { name: 'has space' }],
      ['provider', { provider: undefined }],
      ['provider', { provider: 'mistral' }],
      ['displayName', { displayName: undefined }],
      ['displayName', { displayName: '   ' }],
      ['contextWindow', { contextWindow: undefined }],
      ['contextWindow', { contextWindow: 0 }],
      ['contextWindow', { contextWindow: 1.5 }],
      ['contextWindow', { contextWindow: '4096' }],
      ['redTeam', { redTeam: 'no' }],
    ];
    for (const [field, fields] of cases) {
      const res = await call(admin, 'POST', '/admin/models', newModel({ name: 'never-made', ...fields }));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), field).toMatchObject({
        statusCode: 400,
        message: 'Invalid request body',
        error: 'Bad Request',
        issues: [{ path: [field] }],
      });
    }
    const list = (await call(admin, 'GET', '/admin/models?limit=100')).json<{ data: { name: string }[] }>();
    expect(list.data.map((m) => m.name)).not.toContain('never-made');
  });

  it('refuses a name the provider already has with 409; the same name at another provider is a new model', async () => {
    const seeded = await call(admin, 'POST', '/admin/models', newModel({ name: 'gpt-4o' }));
    expect(seeded.statusCode).toBe(409);
    expect(seeded.json()).toEqual({
      statusCode: 409,
      message: 'Model "gpt-4o" already exists for provider "openai"',
      error: 'Conflict',
    });
    const first = await call(admin, 'POST', '/admin/models', newModel({ name: 'o4-mini' }));
    expect(first.statusCode).toBe(201);
    expect((await call(admin, 'POST', '/admin/models', newModel({ name: 'o4-mini' }))).statusCode).toBe(409);
    const azure = await call(admin, 'POST', '/admin/models', newModel({ name: 'o4-mini', provider: 'azure-openai' }));
    expect(azure.statusCode).toBe(201);
  });

  it('a viewer is 403 READ_ONLY_ROLE; normal_user and auditor 403; an API key or no token 401', async () => {
    const body = newModel({ name: 'refused-model' });
    const viewer = await h.createTenant('viewer');
    const asViewer = await call(viewer, 'POST', '/admin/models', body);
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json()).toMatchObject({ code: 'READ_ONLY_ROLE' });
    for (const role of ['normal_user', 'auditor'] as const) {
      const res = await call(await h.createTenant(role), 'POST', '/admin/models', body);
      expect(res.statusCode, role).toBe(403);
    }
    const key = await h.createApiKey({ tenantId: admin.id }, admin.id);
    expect((await call(key.auth, 'POST', '/admin/models', body)).statusCode).toBe(401);
    const anonymous = await h.app.inject({ method: 'POST', url: '/admin/models', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const list = (await call(admin, 'GET', '/admin/models?limit=100')).json<{ data: { name: string }[] }>();
    expect(list.data.map((m) => m.name)).not.toContain('refused-model');
  });
});

describe('PATCH /admin/models/:id on a created model', () => {
  it('deactivates and reactivates it, and changes its display name, context window and red-team flag', async () => {
    const created = (
      await call(admin, 'POST', '/admin/models', newModel({ name: 'claude-next', provider: 'anthropic' }))
    ).json<{ id: string }>();
    const changes = { active: false, displayName: 'Claude next', contextWindow: 1000000, redTeam: true };
    const res = await call(admin, 'PATCH', `/admin/models/${created.id}`, changes);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...created, ...changes });
    const back = await call(admin, 'PATCH', `/admin/models/${created.id}`, { active: true });
    expect(back.json()).toMatchObject({ active: true, redTeam: true });
  });

  it('an unknown id is 404', async () => {
    const res = await call(admin, 'PATCH', '/admin/models/00000000-0000-4000-8000-000000000000', { active: false });
    expect(res.json()).toEqual({ statusCode: 404, message: 'Model not found', error: 'Not Found' });
  });
});
