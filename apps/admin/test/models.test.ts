import type { Role } from '@csg/auth';
import { createModelsRepo } from '@csg/models';
import { beforeAll, describe, expect, it } from 'vitest';
import { createModelsService } from '../src/features/models/models.service.ts';
import { useAdminApp, type TestTenant } from './harness.ts';

const h = useAdminApp();

interface ModelBody {
  id: string;
  provider: string;
  name: string;
  displayName: string;
  contextWindow: number;
  redTeam: boolean;
  active: boolean;
}
interface ListBody {
  data: ModelBody[];
  meta: { total: number; page: number; limit: number; totalPages: number };
}

let admin: TestTenant;
beforeAll(async () => {
  admin = await h.createTenant('admin_user');
});

const call = h.call;

const listAll = async (caller: TestTenant = admin, query = '') =>
  (await call(caller, 'GET', `/admin/models?limit=100${query}`)).json<ListBody>();
const byName = async (provider: string, name: string) => {
  const model = (await listAll()).data.find((m) => m.provider === provider && m.name === name);
  if (!model) throw new Error(`no model ${provider}/${name}`);
  return model;
};

describe('GET /admin/models', () => {
  it('lists the 19 seeded models: 4 openai, 4 azure-openai (gpt-35-turbo), 7 anthropic, 2 google, 2 ollama red-team', async () => {
    const { data, meta } = await listAll();
    expect(meta.total).toBe(19);
    expect(data).toHaveLength(19);
    const perProvider = Object.fromEntries(
      ['openai', 'azure-openai', 'anthropic', 'google', 'ollama'].map((p) => [
        p,
        data.filter((m) => m.provider === p).length,
      ]),
    );
    expect(perProvider).toEqual({ openai: 4, 'azure-openai': 4, anthropic: 7, google: 2, ollama: 2 });
    const azure = data.filter((m) => m.provider === 'azure-openai').map((m) => m.name);
    expect(azure).toContain('gpt-35-turbo');
    expect(azure).not.toContain('gpt-3.5-turbo');
    const shared = data.filter((m) => m.provider === 'openai' && azure.includes(m.name)).map((m) => m.name);
    expect(shared.sort()).toEqual(['gpt-4-turbo', 'gpt-4o', 'gpt-4o-mini']);
    expect(
      data
        .filter((m) => m.redTeam)
        .map((m) => `${m.provider}/${m.name}`)
        .sort(),
    ).toEqual(['ollama/dolphin-mistral', 'ollama/llama2-uncensored']);
    for (const m of data) {
      expect(Object.keys(m).sort()).toEqual([
        'active',
        'contextWindow',
        'displayName',
        'id',
        'name',
        'provider',
        'redTeam',
      ]);
    }
  });

  it('is paginated: page 1, limit 10 by default, stable order; bad page or limit is 400', async () => {
    const first = (await call(admin, 'GET', '/admin/models')).json<ListBody>();
    expect(first.meta).toEqual({ total: 19, page: 1, limit: 10, totalPages: 2 });
    expect(first.data).toHaveLength(10);
    const second = (await call(admin, 'GET', '/admin/models?page=2')).json<ListBody>();
    expect(second.data).toHaveLength(9);
    expect([...first.data, ...second.data].map((m) => m.id)).toEqual((await listAll()).data.map((m) => m.id));
    const small = (await call(admin, 'GET', '/admin/models?page=4&limit=5')).json<ListBody>();
    expect(small.meta).toEqual({ total: 19, page: 4, limit: 5, totalPages: 4 });
    expect(small.data).toHaveLength(4);
    for (const query of ['page=0', 'page=-2', 'limit=0', 'limit=101', 'limit=ten', 'page=1.5']) {
      const res = await call(admin, 'GET', `/admin/models?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: 'Invalid query parameters' });
    }
  });

  it('filters by provider; an unknown provider is 400', async () => {
    const anthropic = await listAll(admin, '&provider=anthropic');
    expect(anthropic.meta.total).toBe(7);
    expect(anthropic.data.every((m) => m.provider === 'anthropic')).toBe(true);
    expect((await listAll(admin, '&provider=ollama')).data.every((m) => m.redTeam)).toBe(true);
    expect((await call(admin, 'GET', '/admin/models?provider=mistral')).statusCode).toBe(400);
  });

  it('shows the red-team models to admin_user, superadmin and viewer', async () => {
    for (const role of ['admin_user', 'superadmin', 'viewer'] as const) {
      const caller = await h.createTenant(role);
      const { data, meta } = await listAll(caller);
      expect(meta.total, role).toBe(19);
      expect(
        data.filter((m) => m.redTeam),
        role,
      ).toHaveLength(2);
    }
  });

  it('hides the red-team models from every other role (service rule; those roles never pass the admin surface)', async () => {
    const service = createModelsService({ repo: createModelsRepo(h.db) });
    const redTeam = await byName('ollama', 'dolphin-mistral');
    for (const role of ['normal_user', 'auditor', 'api_key'] as Role[]) {
      const list = await service.list(role, { page: 1, limit: 100 });
      expect(list.meta.total, role).toBe(17);
      expect(
        list.data.some((m) => m.redTeam),
        role,
      ).toBe(false);
      await expect(service.get(role, redTeam.id), role).rejects.toMatchObject({ statusCode: 404 });
    }
    for (const role of ['admin_user', 'superadmin', 'viewer'] as Role[]) {
      expect((await service.list(role, { page: 1, limit: 100 })).meta.total, role).toBe(19);
    }
  });

  it('GET /:id returns one model; a malformed id is 400; an unknown id is 404', async () => {
    const model = await byName('google', 'gemini-2.5-pro');
    const res = await call(admin, 'GET', `/admin/models/${model.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(model);
    expect((await call(admin, 'GET', '/admin/models/gemini')).statusCode).toBe(400);
    const missing = await call(admin, 'GET', '/admin/models/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'Model not found', error: 'Not Found' });
  });
});

describe('PATCH /admin/models/:id', () => {
  it('changes active, displayName and contextWindow (200) and the list shows the change', async () => {
    const model = await byName('openai', 'gpt-4o-mini');
    const res = await call(admin, 'PATCH', `/admin/models/${model.id}`, {
      active: false,
      displayName: 'GPT-4o mini (paused)',
      contextWindow: 64000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...model, active: false, displayName: 'GPT-4o mini (paused)', contextWindow: 64000 });
    expect(await byName('openai', 'gpt-4o-mini')).toMatchObject({ active: false, contextWindow: 64000 });
    const restored = await call(admin, 'PATCH', `/admin/models/${model.id}`, {
      active: true,
      displayName: model.displayName,
      contextWindow: model.contextWindow,
    });
    expect(restored.json()).toEqual(model);
  });

  it('one field at a time leaves the others alone; provider and name cannot be changed (stripped)', async () => {
    const model = await byName('ollama', 'llama2-uncensored');
    const res = await call(admin, 'PATCH', `/admin/models/${model.id}`, {
      contextWindow: 8192,
      provider: 'openai',
      name: 'renamed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...model, contextWindow: 8192 });
    await call(admin, 'PATCH', `/admin/models/${model.id}`, { contextWindow: model.contextWindow });
  });

  it('changes the red-team flag both ways (issue 23: the catalogue is managed, red-team flag included)', async () => {
    const model = await byName('ollama', 'llama2-uncensored');
    const res = await call(admin, 'PATCH', `/admin/models/${model.id}`, { redTeam: false });
    expect(res.json()).toEqual({ ...model, redTeam: false });
    const restored = await call(admin, 'PATCH', `/admin/models/${model.id}`, { redTeam: true });
    expect(restored.json()).toEqual(model);
    expect((await call(admin, 'PATCH', `/admin/models/${model.id}`, { redTeam: 'yes' })).statusCode).toBe(400);
  });

  it('an empty body changes nothing (200)', async () => {
    const model = await byName('anthropic', 'claude-haiku-4-5');
    const res = await call(admin, 'PATCH', `/admin/models/${model.id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(model);
  });

  it('refuses invalid values with 400: contextWindow not a positive integer, empty displayName, non-boolean active', async () => {
    const model = await byName('anthropic', 'claude-opus-4-1');
    for (const payload of [
      { contextWindow: 0 },
      { contextWindow: -5 },
      { contextWindow: 1.5 },
      { contextWindow: '4096' },
      { displayName: '' },
      { displayName: '   ' },
      { active: 'no' },
    ]) {
      const res = await call(admin, 'PATCH', `/admin/models/${model.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await byName('anthropic', 'claude-opus-4-1')).toEqual(model);
  });

  it('a malformed id is 400; an unknown id is 404', async () => {
    expect((await call(admin, 'PATCH', '/admin/models/abc', { active: false })).statusCode).toBe(400);
    expect(
      (await call(admin, 'PATCH', '/admin/models/00000000-0000-4000-8000-000000000000', { active: false })).statusCode,
    ).toBe(404);
  });
});

describe('role rules on /admin/models', () => {
  it('viewer: reads pass, PATCH is 403 READ_ONLY_ROLE', async () => {
    const viewer = await h.createTenant('viewer');
    const model = await byName('openai', 'gpt-4o');
    expect((await call(viewer, 'GET', '/admin/models')).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `/admin/models/${model.id}`)).statusCode).toBe(200);
    const res = await call(viewer, 'PATCH', `/admin/models/${model.id}`, { active: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'READ_ONLY_ROLE' });
    expect(await byName('openai', 'gpt-4o')).toEqual(model);
  });

  it('normal_user and auditor are refused with 403; superadmin may PATCH', async () => {
    const model = await byName('openai', 'gpt-4o');
    for (const role of ['normal_user', 'auditor'] as const) {
      const caller = await h.createTenant(role);
      for (const [method, url] of [
        ['GET', '/admin/models'],
        ['GET', `/admin/models/${model.id}`],
        ['PATCH', `/admin/models/${model.id}`],
      ] as const) {
        const res = await call(caller, method, url, method === 'PATCH' ? { active: false } : undefined);
        expect(res.statusCode, `${role} ${method}`).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' });
      }
    }
    const superadmin = await h.createTenant('superadmin');
    expect((await call(superadmin, 'PATCH', `/admin/models/${model.id}`, { displayName: 'GPT-4o' })).statusCode).toBe(
      200,
    );
  });

  it('a gateway API key is 401', async () => {
    const key = await h.createApiKey({ tenantId: admin.id }, admin.id);
    expect((await call(key.auth, 'GET', '/admin/models')).statusCode).toBe(401);
  });
});
