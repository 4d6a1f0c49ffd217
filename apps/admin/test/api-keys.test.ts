import { randomUUID } from 'node:crypto';
import {
  authPlugin,
  createAuthenticator,
  createIdentityRepo,
  createJwtService,
  hashApiKey,
  principalOf,
  type Principal,
} from '@csg/auth';
import { schema } from '@csg/db';
import { createServer, type App } from '@csg/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp, type TestTenant } from './harness.ts';
import { ADMIN_TEST_ENV } from './test-env.ts';

const h = useAdminApp();

const as = (who: TestTenant, method: string, url: string, payload?: object) =>
  h.app.inject({ method: method as 'GET', url, headers: who.auth, ...(payload ? { payload } : {}) });

/**
 * No admin route accepts an API key, so key validity is proven end to end on a test-only app:
 * the real auth plugin and authenticator over the same database, on a route that takes both
 * credentials and answers with the principal.
 */
let probe: App | undefined;
beforeAll(async () => {
  probe = createServer({ service: 'probe', logLevel: 'silent', trustedProxies: [] });
  await probe.register(authPlugin, {
    authenticate: createAuthenticator({
      repo: createIdentityRepo(h.db),
      jwt: createJwtService({ secret: ADMIN_TEST_ENV.JWT_SECRET, expiresIn: '1h' }),
      onApiKeyUsed: () => undefined,
    }),
    shadow: { record: () => undefined },
  });
  probe.get('/probe', { config: { auth: { accept: ['jwt', 'api_key'], roles: 'any' } } }, (request) =>
    principalOf(request),
  );
  await probe.ready();
});
afterAll(async () => {
  await probe?.close();
});

async function useKey(key: string): Promise<{ status: number; principal?: Principal; message?: string }> {
  if (!probe) throw new Error('probe not started');
  const res = await probe.inject({ method: 'GET', url: '/probe', headers: { authorization: `Bearer ${key}` } });
  if (res.statusCode === 200) return { status: 200, principal: res.json<Principal>() };
  return { status: res.statusCode, message: res.json<{ message: string }>().message };
}

interface Created {
  id: string;
  name: string;
  key: string;
  scopes: string[];
  expiresAt: string | null;
  createdAt: string;
}
interface Item {
  id: string;
  name: string;
  scopes: string[];
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
  tenantId: string | null;
  groupId: string | null;
  revoked: boolean;
}
type Page = { data: Item[]; meta: Record<string, number> };

async function issue(who: TestTenant, body: object = {}): Promise<Created> {
  const res = await as(who, 'POST', '/admin/api-keys', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Created>();
}

async function groupOf(owner: TestTenant, ...members: TestTenant[]): Promise<string> {
  const res = await as(owner, 'POST', '/admin/tenant-groups', { name: 'keys team' });
  const { id } = res.json<{ id: string }>();
  const root = await h.createTenant('superadmin');
  for (const m of members)
    expect((await as(root, 'POST', `/admin/tenant-groups/${id}/members`, { tenantId: m.id })).statusCode).toBe(201);
  return id;
}

const INVALID = { status: 401, message: 'Invalid API key' };
const HEX64 = /[0-9a-f]{64}/i;
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('POST /admin/api-keys', () => {
  it('issues `gw_key_` + 64 hex, shown only in this answer; only its SHA-256 is stored', async () => {
    const admin = await h.createTenant('admin_user');
    const res = await as(admin, 'POST', '/admin/api-keys', { name: 'ci', expiresAt: inOneHour() });
    expect(res.statusCode).toBe(201);
    const created = res.json<Created>();
    expect(Object.keys(created).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'key', 'name', 'scopes']);
    expect(created.key).toMatch(/^gw_key_[0-9a-f]{64}$/);
    expect(created).toMatchObject({ name: 'ci', scopes: [] });
    const [stored] = await h.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, created.id));
    expect(stored?.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key.slice(7));
  });

  it('the key is named after the caller and acts as the caller’s own tenant when name and owner are omitted', async () => {
    const admin = await h.createTenant('admin_user');
    const created = await issue(admin);
    expect(created).toMatchObject({ name: admin.username, expiresAt: null });
    expect(await issue(admin, { name: '   ' })).toMatchObject({ name: admin.username });
    const listed = (await as(admin, 'GET', '/admin/api-keys')).json<Page>().data.find((k) => k.id === created.id);
    expect(listed).toMatchObject({ tenantId: admin.id, groupId: null, revoked: false });
  });

  it('a new key authenticates end to end as its tenant, carrying the synthetic role api_key', async () => {
    const admin = await h.createTenant('admin_user');
    const { key, id } = await issue(admin);
    const used = await useKey(key);
    expect(used.status).toBe(200);
    expect(used.principal).toMatchObject({
      tenantId: admin.id,
      role: 'api_key',
      tenantRole: 'admin_user',
      via: 'api_key',
      apiKeyId: id,
    });
  });

  it('expiresAt in the past is 400; a future date-time or date is stored; empty or null means the key never expires', async () => {
    const admin = await h.createTenant('admin_user');
    for (const expiresAt of [new Date(Date.now() - 60_000).toISOString(), '2001-01-01']) {
      const res = await as(admin, 'POST', '/admin/api-keys', { expiresAt });
      expect(res.statusCode, expiresAt).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('expiresAt must be in the future');
    }
    expect((await as(admin, 'POST', '/admin/api-keys', { expiresAt: 'tomorrow' })).statusCode).toBe(400);
    expect((await issue(admin, { expiresAt: '2999-01-31' })).expiresAt).toBe('2999-01-31T00:00:00.000Z');
    expect((await issue(admin, { expiresAt: '2999-01-31T12:00:00+02:00' })).expiresAt).toBe('2999-01-31T10:00:00.000Z');
    expect((await issue(admin, { expiresAt: '' })).expiresAt).toBeNull();
    expect((await issue(admin, { expiresAt: null })).expiresAt).toBeNull();
  });

  it('tenantId and groupId together are 400', async () => {
    const admin = await h.createTenant('admin_user');
    const group = await groupOf(admin, admin);
    const res = await as(admin, 'POST', '/admin/api-keys', { tenantId: admin.id, groupId: group });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { message: string }[] }>().issues[0]?.message).toBe('Give tenantId or groupId, not both');
  });

  it('tenantId or groupId outside the caller’s data scope is 404; a tenant in scope gets a key that acts as it', async () => {
    const admin = await h.createTenant('admin_user');
    const other = await h.createTenant('admin_user');
    const member = await h.createTenant('normal_user');
    await groupOf(admin, member);
    const theirGroup = await groupOf(other, other);

    for (const body of [{ tenantId: other.id }, { tenantId: randomUUID() }]) {
      const res = await as(admin, 'POST', '/admin/api-keys', body);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Tenant not found');
    }
    const res = await as(admin, 'POST', '/admin/api-keys', { groupId: theirGroup });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Tenant group not found');

    const forMember = await issue(admin, { tenantId: member.id });
    expect((await useKey(forMember.key)).principal).toMatchObject({ tenantId: member.id, tenantRole: 'normal_user' });
  });

  it('only superadmin issues a key that acts as a superadmin account: admin_user gets 403', async () => {
    const admin = await h.createTenant('admin_user');
    const root = await h.createTenant('superadmin');
    await groupOf(admin, root);
    const res = await as(admin, 'POST', '/admin/api-keys', { tenantId: root.id });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe('Forbidden resource');
    expect((await issue(root, { tenantId: root.id })).key).toMatch(/^gw_key_/);
  });
});

describe('GET /admin/api-keys', () => {
  it('lists {id, name, scopes, expiresAt, lastUsedAt, createdAt, tenantId, groupId, revoked} and never a plaintext or hash', async () => {
    const admin = await h.createTenant('admin_user');
    const created = await issue(admin, { name: 'listed', expiresAt: inOneHour() });
    const res = await as(admin, 'GET', '/admin/api-keys');
    expect(res.statusCode).toBe(200);
    const item = res.json<Page>().data.find((k) => k.id === created.id);
    expect(Object.keys(item ?? {}).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'groupId',
      'id',
      'lastUsedAt',
      'name',
      'revoked',
      'scopes',
      'tenantId',
    ]);
    expect(item).toMatchObject({
      name: 'listed',
      scopes: [],
      expiresAt: created.expiresAt,
      lastUsedAt: null,
      revoked: false,
    });
    expect(res.body).not.toMatch(HEX64);
    expect(res.body).not.toContain('gw_key_');
    expect(res.body).not.toContain(hashApiKey(created.key));
  });

  it('admin_user lists the keys of its own tenant, its group members and its groups; superadmin and viewer list all', async () => {
    const admin = await h.createTenant('admin_user');
    const other = await h.createTenant('admin_user');
    const member = await h.createTenant('normal_user');
    const group = await groupOf(admin, member);
    const own = await issue(admin);
    const ofMember = await issue(admin, { tenantId: member.id });
    const ofGroup = await issue(admin, { groupId: group });
    const theirs = await issue(other);

    const mine = (await as(admin, 'GET', '/admin/api-keys?limit=100')).json<Page>();
    expect(mine.data.map((k) => k.id).sort()).toEqual([own.id, ofMember.id, ofGroup.id].sort());
    expect(mine.meta.total).toBe(3);
    for (const who of [await h.createTenant('superadmin'), await h.createTenant('viewer')]) {
      const all = (await as(who, 'GET', '/admin/api-keys?limit=100')).json<Page>();
      expect(all.data.map((k) => k.id)).toEqual(expect.arrayContaining([own.id, ofMember.id, ofGroup.id, theirs.id]));
    }
  });

  it('pages default to page 1 and limit 10, with meta {total, page, limit, totalPages}; bad values are 400', async () => {
    const admin = await h.createTenant('admin_user');
    for (let i = 0; i < 12; i++) await issue(admin, { name: `k${i}` });
    const first = (await as(admin, 'GET', '/admin/api-keys')).json<Page>();
    expect(first.data.map((k) => k.name)).toEqual(Array.from({ length: 10 }, (_, i) => `k${i}`));
    expect(first.meta).toEqual({ total: 12, page: 1, limit: 10, totalPages: 2 });
    const second = (await as(admin, 'GET', '/admin/api-keys?page=2&limit=10')).json<Page>();
    expect(second.data.map((k) => k.name)).toEqual(['k10', 'k11']);
    for (const query of ['limit=101', 'page=0', 'page=abc']) {
      expect((await as(admin, 'GET', `/admin/api-keys?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('regenerate and revoke', () => {
  it('regenerate: 200 {id, key} with a new secret that works; the old secret is 401 "Invalid API key" at once', async () => {
    const admin = await h.createTenant('admin_user');
    const created = await issue(admin);
    expect((await useKey(created.key)).status).toBe(200);
    const res = await as(admin, 'POST', `/admin/api-keys/${created.id}/regenerate`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: string; key: string }>();
    expect(Object.keys(body).sort()).toEqual(['id', 'key']);
    expect(body.id).toBe(created.id);
    expect(body.key).toMatch(/^gw_key_[0-9a-f]{64}$/);
    expect(body.key).not.toBe(created.key);
    expect(await useKey(created.key)).toEqual(INVALID);
    expect((await useKey(body.key)).principal).toMatchObject({ tenantId: admin.id, apiKeyId: created.id });
  });

  it('revoke: 204; the key is 401 "Invalid API key", listed as revoked; revoking again is 204; regenerating it is 409', async () => {
    const admin = await h.createTenant('admin_user');
    const created = await issue(admin);
    const res = await as(admin, 'DELETE', `/admin/api-keys/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await useKey(created.key)).toEqual(INVALID);
    const listed = (await as(admin, 'GET', '/admin/api-keys')).json<Page>().data.find((k) => k.id === created.id);
    expect(listed?.revoked).toBe(true);
    expect((await as(admin, 'DELETE', `/admin/api-keys/${created.id}`)).statusCode).toBe(204);
    const regen = await as(admin, 'POST', `/admin/api-keys/${created.id}/regenerate`);
    expect(regen.statusCode).toBe(409);
    expect(regen.json<{ message: string }>().message).toBe('API key has been revoked');
  });

  it('an expired key is 401 "Invalid API key", and cannot be regenerated (409)', async () => {
    const admin = await h.createTenant('admin_user');
    const expired = await h.createApiKey({ tenantId: admin.id }, admin.id, { expiresAt: new Date(Date.now() - 1000) });
    expect(await useKey(expired.plaintext)).toEqual(INVALID);
    const regen = await as(admin, 'POST', `/admin/api-keys/${expired.id}/regenerate`);
    expect(regen.statusCode).toBe(409);
    expect(regen.json<{ message: string }>().message).toBe('API key has expired');
    // A malformed or unknown key is refused with the same message.
    expect(await useKey('gw_key_nothex')).toEqual(INVALID);
    expect(await useKey(`gw_key_${'0'.repeat(64)}`)).toEqual(INVALID);
  });

  it('another admin’s key is 404 for regenerate and revoke, and keeps working', async () => {
    const admin = await h.createTenant('admin_user');
    const other = await h.createTenant('admin_user');
    const theirs = await issue(other);
    for (const [method, url] of [
      ['POST', `/admin/api-keys/${theirs.id}/regenerate`],
      ['DELETE', `/admin/api-keys/${theirs.id}`],
    ] as const) {
      const res = await as(admin, method, url);
      expect(res.statusCode, method).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('API key not found');
    }
    expect((await useKey(theirs.key)).status).toBe(200);
    expect((await as(admin, 'DELETE', `/admin/api-keys/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('a superadmin regenerates and revokes any key', async () => {
    const admin = await h.createTenant('admin_user');
    const root = await h.createTenant('superadmin');
    const created = await issue(admin);
    const regen = await as(root, 'POST', `/admin/api-keys/${created.id}/regenerate`);
    expect(regen.statusCode).toBe(200);
    expect((await as(root, 'DELETE', `/admin/api-keys/${created.id}`)).statusCode).toBe(204);
    expect(await useKey(regen.json<{ key: string }>().key)).toEqual(INVALID);
  });

  it('malformed :id is 400', async () => {
    const admin = await h.createTenant('admin_user');
    expect((await as(admin, 'POST', '/admin/api-keys/xyz/regenerate')).statusCode).toBe(400);
    expect((await as(admin, 'DELETE', '/admin/api-keys/xyz')).statusCode).toBe(400);
  });
});

describe('group-scoped keys', () => {
  it('act as the earliest-added member; removing that member moves the identity to the next and does not revoke the key', async () => {
    const admin = await h.createTenant('admin_user');
    const [first, second, third] = [
      await h.createTenant('normal_user'),
      await h.createTenant('viewer'),
      await h.createTenant('normal_user'),
    ];
    const group = await groupOf(admin, first, second, third);
    const { key, id } = await issue(admin, { groupId: group });
    expect((await useKey(key)).principal).toMatchObject({
      tenantId: first.id,
      role: 'api_key',
      tenantRole: 'normal_user',
    });

    expect((await as(admin, 'DELETE', `/admin/tenant-groups/${group}/members/${first.id}`)).statusCode).toBe(204);
    expect((await useKey(key)).principal).toMatchObject({ tenantId: second.id, tenantRole: 'viewer' });
    const listed = (await as(admin, 'GET', '/admin/api-keys?limit=100')).json<Page>().data.find((k) => k.id === id);
    expect(listed).toMatchObject({ groupId: group, tenantId: null, revoked: false });

    // Re-adding the first member puts it last: the identity stays with the second.
    await as(admin, 'POST', `/admin/tenant-groups/${group}/members`, { tenantId: first.id });
    expect((await useKey(key)).principal).toMatchObject({ tenantId: second.id });
  });

  it('deleting or deactivating the attributed member moves the identity on; reactivating it moves it back', async () => {
    const admin = await h.createTenant('admin_user');
    const [first, second, third] = [
      await h.createTenant('normal_user'),
      await h.createTenant('normal_user'),
      await h.createTenant('normal_user'),
    ];
    const group = await groupOf(admin, first, second, third);
    const { key } = await issue(admin, { groupId: group });

    expect((await as(admin, 'PATCH', `/admin/tenants/${first.id}`, { active: false })).statusCode).toBe(200);
    expect((await useKey(key)).principal).toMatchObject({ tenantId: second.id });
    expect((await as(admin, 'PATCH', `/admin/tenants/${first.id}`, { active: true })).statusCode).toBe(200);
    expect((await useKey(key)).principal).toMatchObject({ tenantId: first.id });

    expect((await as(admin, 'DELETE', `/admin/tenants/${first.id}`)).statusCode).toBe(204);
    expect((await useKey(key)).principal).toMatchObject({ tenantId: second.id });
  });

  it('a key of a group with no active member is 401 "Invalid API key" until a member joins', async () => {
    const admin = await h.createTenant('admin_user');
    const group = await groupOf(admin);
    const { key } = await issue(admin, { groupId: group });
    expect(await useKey(key)).toEqual(INVALID);
    await as(admin, 'POST', `/admin/tenant-groups/${group}/members`, { tenantId: admin.id });
    expect((await useKey(key)).principal).toMatchObject({ tenantId: admin.id });
  });
});

describe('who may administer keys', () => {
  it('viewer lists keys, but issuing, regenerating and revoking are 403 READ_ONLY_ROLE', async () => {
    const admin = await h.createTenant('admin_user');
    const viewer = await h.createTenant('viewer');
    const created = await issue(admin);
    expect((await as(viewer, 'GET', '/admin/api-keys')).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/admin/api-keys'],
      ['POST', `/admin/api-keys/${created.id}/regenerate`],
      ['DELETE', `/admin/api-keys/${created.id}`],
    ] as const) {
      const res = await as(viewer, method, url, method === 'POST' && !url.endsWith('regenerate') ? {} : undefined);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'READ_ONLY_ROLE' });
    }
    expect((await useKey(created.key)).status).toBe(200);
  });

  it('normal_user and auditor are refused every key route with 403 "Forbidden resource" (admin_user required)', async () => {
    const admin = await h.createTenant('admin_user');
    const created = await issue(admin);
    for (const who of [await h.createTenant('normal_user'), await h.createTenant('auditor')]) {
      for (const [method, url] of [
        ['GET', '/admin/api-keys'],
        ['POST', '/admin/api-keys'],
        ['POST', `/admin/api-keys/${created.id}/regenerate`],
        ['DELETE', `/admin/api-keys/${created.id}`],
      ] as const) {
        const res = await as(who, method, url, method === 'POST' && !url.endsWith('regenerate') ? {} : undefined);
        expect(res.statusCode, `${who.role} ${method} ${url}`).toBe(403);
        expect(res.json<{ message: string }>().message).toBe('Forbidden resource');
      }
    }
  });

  it('an API key cannot administer keys: /admin/api-keys takes a JWT only (401)', async () => {
    const admin = await h.createTenant('admin_user');
    const { key } = await issue(admin);
    const res = await h.app.inject({
      method: 'GET',
      url: '/admin/api-keys',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe('API keys are not accepted on this endpoint');
  });
});
