import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp, type TestTenant } from './harness.ts';

const h = useAdminApp();

/** The seeded fallback policy, as migration 0004 writes it. */
const SEEDED_POLICY = {
  version: 1,
  categories: {
    pii: { action: 'mask', threshold: 0.5 },
    secrets: { action: 'mask', threshold: 0.5 },
    toxicity: { action: 'flag', threshold: 0.6 },
    jailbreak: { action: 'reject', threshold: 0.7 },
    injection: { action: 'reject', threshold: 0.7 },
  },
  entities: {
    PRIVATE_KEY: { action: 'reject' },
    SEXUAL_MINORS: { action: 'reject' },
    THREAT: { action: 'reject', threshold: 0.8 },
    DATE_TIME: { action: 'flag' },
    ORGANIZATION: { action: 'flag' },
    NRP: { action: 'flag' },
  },
};

const policy = (overrides: Record<string, unknown> = {}) => ({ ...structuredClone(SEEDED_POLICY), ...overrides });

interface FilterBody {
  nickname: string;
  description: string;
  policy: typeof SEEDED_POLICY;
  builtIn: boolean;
  updatedAt: string;
}

let admin: TestTenant;
let viewer: TestTenant;
beforeAll(async () => {
  admin = await h.createTenant('admin_user');
  viewer = await h.createTenant('viewer');
});

const call = h.call;

const put = (nickname: string, body: unknown, caller: TestTenant = admin) =>
  call(caller, 'PUT', `/admin/filters/${nickname}`, body);

describe('GET /admin/filters', () => {
  it('lists the seeded built-in content-safety-v2 with its policy, in the paginated envelope', async () => {
    const res = await call(admin, 'GET', '/admin/filters');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: FilterBody[]; meta: unknown }>();
    expect(body.meta).toEqual({ total: 1, page: 1, limit: 10, totalPages: 1 });
    expect(body.data).toEqual([
      {
        nickname: 'content-safety-v2',
        description: expect.stringContaining('Default policy') as string,
        policy: SEEDED_POLICY,
        builtIn: true,
        updatedAt: expect.any(String) as string,
      },
    ]);
  });

  it('pages with page and limit (defaults 1 and 10, max 100); bad values are 400', async () => {
    for (let i = 0; i < 11; i += 1)
      expect((await put(`page-filter-${String(i).padStart(2, '0')}`, { policy: policy() })).statusCode).toBe(200);
    const first = (await call(admin, 'GET', '/admin/filters')).json<{ data: FilterBody[]; meta: unknown }>();
    expect(first.meta).toEqual({ total: 12, page: 1, limit: 10, totalPages: 2 });
    expect(first.data.map((f) => f.nickname)).toEqual([...first.data.map((f) => f.nickname)].sort());
    const second = (await call(admin, 'GET', '/admin/filters?page=2&limit=10')).json<{ data: FilterBody[] }>();
    expect(second.data).toHaveLength(2);
    expect((await call(admin, 'GET', '/admin/filters?limit=100')).json<{ data: unknown[] }>().data).toHaveLength(12);
    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=x']) {
      expect((await call(admin, 'GET', `/admin/filters?${query}`)).statusCode, query).toBe(400);
    }
    for (let i = 0; i < 11; i += 1)
      await call(admin, 'DELETE', `/admin/filters/page-filter-${String(i).padStart(2, '0')}`);
  });

  it('GET /:nickname returns one filter; an unknown nickname is 404; a malformed one is 400', async () => {
    const res = await call(admin, 'GET', '/admin/filters/content-safety-v2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nickname: 'content-safety-v2', builtIn: true, policy: SEEDED_POLICY });
    const missing = await call(admin, 'GET', '/admin/filters/no-such-filter');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, message: 'Filter not found', error: 'Not Found' });
    for (const bad of ['A', 'a', 'Upper-Case', '-leading', 'under_score', 'x'.repeat(64), 'dots.here']) {
      expect((await call(admin, 'GET', `/admin/filters/${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('PUT /admin/filters/:nickname', () => {
  it('creates a filter (200), not built in, recording who wrote it', async () => {
    const res = await put('strict-pii', {
      description: 'Reject all PII',
      policy: policy({ entities: { EMAIL_ADDRESS: { action: 'reject', threshold: 0.3 } } }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<FilterBody>();
    expect(body).toMatchObject({
      nickname: 'strict-pii',
      description: 'Reject all PII',
      builtIn: false,
      policy: { version: 1, entities: { EMAIL_ADDRESS: { action: 'reject', threshold: 0.3 } } },
    });
    expect((await call(viewer, 'GET', '/admin/filters/strict-pii')).json()).toEqual(body);
    const [row] = await h.db.select().from(schema.filters).where(eq(schema.filters.nickname, 'strict-pii'));
    expect(row?.updatedBy).toBe(admin.id);
  });

  it('replaces the policy whole (200); an omitted description is kept, a given one replaces it', async () => {
    await put('replace-me', { description: 'first', policy: policy() });
    const replaced = await put('replace-me', { policy: policy({ entities: {} }) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ description: 'first', policy: { entities: {} } });
    const renamed = await put('replace-me', { description: 'second', policy: policy() });
    expect(renamed.json()).toMatchObject({ description: 'second', policy: SEEDED_POLICY });
  });

  it('a new filter without description or entities gets an empty description and no entity rules', async () => {
    const withoutEntities: Record<string, unknown> = policy();
    delete withoutEntities.entities;
    const res = await put('bare-policy', { policy: withoutEntities });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: '', policy: { entities: {} } });
  });

  it('validates the policy shape of content-safety-v2 (version 1, five categories, actions, thresholds 0..1, entity types): 400', async () => {
    const cats = SEEDED_POLICY.categories;
    const bad: [string, unknown][] = [
      ['no policy', undefined],
      ['version 2', policy({ version: 2 })],
      ['missing version', { categories: cats, entities: {} }],
      ['missing category', policy({ categories: { ...cats, injection: undefined } })],
      ['unknown action', policy({ categories: { ...cats, pii: { action: 'block', threshold: 0.5 } } })],
      ['threshold above 1', policy({ categories: { ...cats, pii: { action: 'mask', threshold: 1.5 } } })],
      ['threshold below 0', policy({ categories: { ...cats, pii: { action: 'mask', threshold: -0.1 } } })],
      ['category without threshold', policy({ categories: { ...cats, pii: { action: 'mask' } } })],
      ['lower-case entity type', policy({ entities: { email: { action: 'mask' } } })],
      ['entity with bad action', policy({ entities: { EMAIL_ADDRESS: { action: 'hide' } } })],
      ['entity threshold above 1', policy({ entities: { EMAIL_ADDRESS: { action: 'mask', threshold: 2 } } })],
      ['policy not an object', 'mask everything'],
    ];
    for (const [name, p] of bad) {
      const res = await put('invalid-policy', p === undefined ? { description: 'x' } : { policy: p });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ message: 'Invalid request body', error: 'Bad Request' });
    }
    expect((await call(admin, 'GET', '/admin/filters/invalid-policy')).statusCode).toBe(404);
  });

  it('accepts every action and thresholds 0 and 1, strips unknown fields', async () => {
    const res = await put('edge-values', {
      policy: {
        version: 1,
        categories: {
          pii: { action: 'allow', threshold: 0 },
          secrets: { action: 'mask', threshold: 1 },
          toxicity: { action: 'flag', threshold: 0.25, extra: true },
          jailbreak: { action: 'reject', threshold: 0.9 },
          injection: { action: 'allow', threshold: 0.5 },
        },
        entities: { US_SSN: { action: 'reject', threshold: 0 }, API_KEY_2: { action: 'flag' } },
        comment: 'dropped',
      },
      builtIn: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<FilterBody & { policy: Record<string, unknown> }>();
    expect(body.builtIn).toBe(false);
    expect(body.policy).not.toHaveProperty('comment');
    expect(body.policy.categories).toMatchObject({ toxicity: { action: 'flag', threshold: 0.25 } });
    expect((body.policy.categories as Record<string, unknown>).toxicity).not.toHaveProperty('extra');
  });

  it('refuses a nickname outside ^[a-z0-9][a-z0-9-]{1,62}$ with 400', async () => {
    for (const nickname of ['x', 'Bad', '-dash', 'has_underscore', 'a'.repeat(64), 'spa%20ce']) {
      expect((await put(nickname, { policy: policy() })).statusCode, nickname).toBe(400);
    }
    expect((await put('a'.repeat(63), { policy: policy() })).statusCode).toBe(200);
    expect((await put('0k', { policy: policy() })).statusCode).toBe(200);
  });
});

describe('the built-in content-safety-v2', () => {
  it('can be edited (200) and stays built in', async () => {
    const edited = policy({
      categories: { ...SEEDED_POLICY.categories, toxicity: { action: 'reject', threshold: 0.9 } },
    });
    const res = await put('content-safety-v2', { policy: edited });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nickname: 'content-safety-v2',
      builtIn: true,
      policy: edited,
      description: expect.stringContaining('Default policy') as string,
    });
    expect((await put('content-safety-v2', { policy: SEEDED_POLICY })).statusCode).toBe(200);
  });

  it('cannot be deleted: DELETE is 409 and it is still there', async () => {
    const res = await call(admin, 'DELETE', '/admin/filters/content-safety-v2');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      message: 'The built-in filter content-safety-v2 cannot be deleted',
      error: 'Conflict',
    });
    expect((await call(admin, 'GET', '/admin/filters/content-safety-v2')).statusCode).toBe(200);
    const superadmin = await h.createTenant('superadmin');
    expect((await call(superadmin, 'DELETE', '/admin/filters/content-safety-v2')).statusCode).toBe(409);
  });
});

describe('DELETE /admin/filters/:nickname', () => {
  it('deletes another filter with 204 and no body; it is then 404; an unknown one is 404; a malformed one 400', async () => {
    await put('short-lived', { policy: policy() });
    const res = await call(admin, 'DELETE', '/admin/filters/short-lived');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(admin, 'GET', '/admin/filters/short-lived')).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/admin/filters/short-lived')).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/admin/filters/NOPE')).statusCode).toBe(400);
  });
});

describe('role rules on /admin/filters (filters.manage: admin_user writes)', () => {
  it('viewer: reads pass, PUT and DELETE are 403 READ_ONLY_ROLE', async () => {
    await put('viewer-target', { policy: policy() });
    expect((await call(viewer, 'GET', '/admin/filters')).statusCode).toBe(200);
    expect((await call(viewer, 'GET', '/admin/filters/viewer-target')).statusCode).toBe(200);
    for (const res of [
      await put('viewer-target', { policy: policy({ entities: {} }) }, viewer),
      await call(viewer, 'DELETE', '/admin/filters/viewer-target'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'READ_ONLY_ROLE' });
    }
    expect((await call(admin, 'GET', '/admin/filters/viewer-target')).json()).toMatchObject({ policy: SEEDED_POLICY });
  });

  it('normal_user and auditor are refused every filters route with 403', async () => {
    for (const role of ['normal_user', 'auditor'] as const) {
      const caller = await h.createTenant(role);
      for (const [method, url] of [
        ['GET', '/admin/filters'],
        ['GET', '/admin/filters/content-safety-v2'],
        ['PUT', '/admin/filters/by-outsider'],
        ['DELETE', '/admin/filters/content-safety-v2'],
      ] as const) {
        const res = await call(caller, method, url, method === 'PUT' ? { policy: policy() } : undefined);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' });
      }
    }
    expect((await call(admin, 'GET', '/admin/filters/by-outsider')).statusCode).toBe(404);
  });

  it('superadmin may write filters', async () => {
    const superadmin = await h.createTenant('superadmin');
    expect((await put('by-superadmin', { policy: policy() }, superadmin)).statusCode).toBe(200);
    expect((await call(superadmin, 'DELETE', '/admin/filters/by-superadmin')).statusCode).toBe(204);
  });

  it('a gateway API key is 401', async () => {
    const key = await h.createApiKey({ tenantId: admin.id }, admin.id);
    expect((await call(key.auth, 'GET', '/admin/filters')).statusCode).toBe(401);
    expect((await call(key.auth, 'PUT', '/admin/filters/by-key', { policy: policy() })).statusCode).toBe(401);
  });
});
