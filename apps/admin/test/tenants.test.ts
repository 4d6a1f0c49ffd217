import { randomUUID } from 'node:crypto';
import { verifyPassword } from '@csg/auth';
import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminApp, type AdminHarness, type TestTenant } from './harness.ts';

const h = useAdminApp();

const PASSWORD = 'a long enough passphrase';
let seq = 0;
const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

function call(
  harness: AdminHarness,
  who: TestTenant | { auth: { authorization: string } },
  method: string,
  url: string,
  payload?: object,
) {
  return harness.app.inject({ method: method as 'GET', url, headers: who.auth, ...(payload ? { payload } : {}) });
}
const as = (who: TestTenant, method: string, url: string, payload?: object) => call(h, who, method, url, payload);

async function groupOf(owner: TestTenant, ...members: TestTenant[]): Promise<string> {
  const [group] = await h.db
    .insert(schema.tenantGroups)
    .values({ name: 'team', ownerId: owner.id })
    .returning({ id: schema.tenantGroups.id });
  if (!group) throw new Error('no group');
  for (const m of members) await h.db.insert(schema.tenantGroupMembers).values({ groupId: group.id, tenantId: m.id });
  return group.id;
}

const newTenant = (role: string, extra: object = {}) => ({
  username: uniqueName('user'),
  password: PASSWORD,
  contactEmail: 'someone@example.com',
  role,
  ...extra,
});

async function row(id: string) {
  const [r] = await h.db.select().from(schema.tenants).where(eq(schema.tenants.id, id));
  return r;
}

type Page = { data: { id: string; deletedAt: string | null }[]; meta: Record<string, number> };

describe('POST /admin/tenants', () => {
  it('creates a tenant: 201 with exactly {id, username, contactEmail, role, active, createdAt}; the password is stored only as a scrypt hash', async () => {
    const root = await h.createTenant('superadmin');
    const body = newTenant('normal_user', { extra: 'stripped' });
    const res = await as(root, 'POST', '/admin/tenants', body);
    expect(res.statusCode).toBe(201);
    const created = res.json<Record<string, unknown>>();
    expect(Object.keys(created).sort()).toEqual(['active', 'contactEmail', 'createdAt', 'id', 'role', 'username']);
    expect(created).toMatchObject({
      username: body.username,
      contactEmail: body.contactEmail,
      role: 'normal_user',
      active: true,
    });
    const stored = await row(created.id as string);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, stored?.passwordHash ?? '')).toBe(true);
    expect(res.body).not.toContain(PASSWORD);
  });

  it('refuses a password that fails the policy with 400 "Password does not meet the password policy" and its problems, creating nobody', async () => {
    const root = await h.createTenant('superadmin');
    const body = newTenant('normal_user', { password: 'short' });
    const res = await as(root, 'POST', '/admin/tenants', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Password does not meet the password policy',
      problems: ['Password must be at least 12 characters'],
    });
    expect(await h.db.select().from(schema.tenants).where(eq(schema.tenants.username, body.username))).toHaveLength(0);
  });

  it('refuses a live username that exists in any case with 409; a deleted account frees its name', async () => {
    const root = await h.createTenant('superadmin');
    const name = uniqueName('Alice');
    expect((await as(root, 'POST', '/admin/tenants', newTenant('viewer', { username: name }))).statusCode).toBe(201);
    const dup = await as(root, 'POST', '/admin/tenants', newTenant('viewer', { username: name.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ statusCode: 409, error: 'Conflict', message: 'Username is already taken' });

    const [first] = await h.db.select().from(schema.tenants).where(eq(schema.tenants.username, name));
    expect((await as(root, 'DELETE', `/admin/tenants/${first?.id}`)).statusCode).toBe(204);
    expect(
      (await as(root, 'POST', '/admin/tenants', newTenant('viewer', { username: name.toLowerCase() }))).statusCode,
    ).toBe(201);
  });

  it('refuses role api_key, an unknown role, or a missing role with a 400 validation error', async () => {
    const root = await h.createTenant('superadmin');
    for (const role of ['api_key', 'root', undefined]) {
      const res = await as(root, 'POST', '/admin/tenants', newTenant(role as string));
      expect(res.statusCode, String(role)).toBe(400);
      const body = res.json<{ message: string; issues: { path: string[] }[] }>();
      expect(body.message).toBe('Invalid request body');
      expect(body.issues.map((i) => i.path[0])).toEqual(['role']);
    }
  });

  it('refuses a malformed body (short username, bad e-mail) with 400 naming the fields but not echoing the password', async () => {
    const root = await h.createTenant('superadmin');
    const res = await as(root, 'POST', '/admin/tenants', {
      username: 'x',
      password: 'secret-hunter2',
      contactEmail: 'nope',
      role: 'viewer',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ issues: { path: string[] }[] }>();
    expect(body.issues.map((i) => i.path[0]).sort()).toEqual(['contactEmail', 'username']);
    expect(res.body).not.toContain('secret-hunter2');
  });

  it('only superadmin may create a superadmin account: admin_user gets 403 "Forbidden resource"', async () => {
    const root = await h.createTenant('superadmin');
    const admin = await h.createTenant('admin_user');
    const group = await groupOf(admin);
    const refused = await as(admin, 'POST', '/admin/tenants', newTenant('superadmin', { groupId: group }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden resource' });
    const ok = await as(root, 'POST', '/admin/tenants', newTenant('superadmin'));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ role: 'superadmin' });
  });

  it('an admin_user must place a new tenant in one of its groups (groupId), which keeps it in its data scope', async () => {
    const admin = await h.createTenant('admin_user');
    const other = await h.createTenant('admin_user');
    const own = await groupOf(admin);
    const foreign = await groupOf(other);

    const missing = await as(admin, 'POST', '/admin/tenants', newTenant('normal_user'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/groupId is required/);

    const notMine = await as(admin, 'POST', '/admin/tenants', newTenant('normal_user', { groupId: foreign }));
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json<{ message: string }>().message).toBe('Tenant group not found');

    const res = await as(admin, 'POST', '/admin/tenants', newTenant('normal_user', { groupId: own }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect((await as(admin, 'GET', `/admin/tenants/${id}`)).statusCode).toBe(200);
    const members = await h.db
      .select()
      .from(schema.tenantGroupMembers)
      .where(eq(schema.tenantGroupMembers.groupId, own));
    expect(members.map((m) => m.tenantId)).toEqual([id]);
  });

  it('a superadmin may also place a new tenant in a group, and gets 404 for an unknown group', async () => {
    const root = await h.createTenant('superadmin');
    const admin = await h.createTenant('admin_user');
    const group = await groupOf(admin);
    const res = await as(root, 'POST', '/admin/tenants', newTenant('normal_user', { groupId: group }));
    expect(res.statusCode).toBe(201);
    expect((await as(admin, 'GET', `/admin/tenants/${res.json<{ id: string }>().id}`)).statusCode).toBe(200);
    expect(
      (await as(root, 'POST', '/admin/tenants', newTenant('normal_user', { groupId: randomUUID() }))).statusCode,
    ).toBe(404);
  });
});

describe('who may call the tenant routes', () => {
  it('viewer reads tenants but every write is 403 READ_ONLY_ROLE', async () => {
    const viewer = await h.createTenant('viewer');
    const target = await h.createTenant('normal_user');
    expect((await as(viewer, 'GET', '/admin/tenants')).statusCode).toBe(200);
    expect((await as(viewer, 'GET', `/admin/tenants/${target.id}`)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/admin/tenants', newTenant('normal_user')],
      ['PATCH', `/admin/tenants/${target.id}`, { active: false }],
      ['DELETE', `/admin/tenants/${target.id}`, undefined],
    ] as const) {
      const res = await as(viewer, method, url, payload);
      expect(res.statusCode, method).toBe(403);
      expect(res.json(), method).toMatchObject({ code: 'READ_ONLY_ROLE' });
    }
    expect((await row(target.id))?.active).toBe(true);
  });

  it('auditor reads tenants (global scope) but its writes are 403 "Forbidden resource" (admin_user required)', async () => {
    const auditor = await h.createTenant('auditor');
    const target = await h.createTenant('normal_user');
    expect((await as(auditor, 'GET', '/admin/tenants')).statusCode).toBe(200);
    expect((await as(auditor, 'GET', `/admin/tenants/${target.id}`)).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/admin/tenants', newTenant('normal_user')],
      ['PATCH', `/admin/tenants/${target.id}`, { active: false }],
      ['DELETE', `/admin/tenants/${target.id}`, undefined],
    ] as const) {
      const res = await as(auditor, method, url, payload);
      expect(res.statusCode, method).toBe(403);
      expect(res.json(), method).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden resource' });
    }
  });

  it('normal_user is refused every tenant route with 403 "Forbidden resource", even reading itself', async () => {
    const user = await h.createTenant('normal_user');
    for (const [method, url] of [
      ['GET', '/admin/tenants'],
      ['GET', `/admin/tenants/${user.id}`],
      ['POST', '/admin/tenants'],
      ['DELETE', `/admin/tenants/${user.id}`],
    ] as const) {
      const res = await as(user, method, url, method === 'POST' ? newTenant('normal_user') : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json<{ message: string }>().message).toBe('Forbidden resource');
    }
  });

  it('the admin surface takes a JWT only: an API key is 401, no credential is 401', async () => {
    const admin = await h.createTenant('admin_user');
    const key = await h.createApiKey({ tenantId: admin.id }, admin.id);
    const res = await call(h, key, 'GET', '/admin/tenants');
    expect(res.statusCode).toBe(401);
    expect(res.json<{ message: string }>().message).toBe('API keys are not accepted on this endpoint');
    expect((await h.app.inject({ method: 'GET', url: '/admin/tenants' })).statusCode).toBe(401);
  });
});

describe('GET /admin/tenants (data scope and pagination)', () => {
  it('admin_user sees its own tenant plus the members of groups it owns, and nothing of another admin', async () => {
    const admin = await h.createTenant('admin_user');
    const other = await h.createTenant('admin_user');
    const [a, b, c] = [
      await h.createTenant('normal_user'),
      await h.createTenant('viewer'),
      await h.createTenant('normal_user'),
    ];
    await groupOf(admin, a, b);
    await groupOf(admin, b);
    await groupOf(other, c, admin);
    const res = await as(admin, 'GET', '/admin/tenants?limit=100');
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page.data.map((t) => t.id).sort()).toEqual([admin.id, a.id, b.id].sort());
    expect(page.meta).toEqual({ total: 3, page: 1, limit: 100, totalPages: 1 });
    // `other` owns a group that contains admin: other sees admin, admin does not see other or c.
    const theirs = (await as(other, 'GET', '/admin/tenants?limit=100')).json<Page>();
    expect(theirs.data.map((t) => t.id).sort()).toEqual([other.id, c.id, admin.id].sort());
  });

  it('pages default to page 1 and limit 10, with meta {total, page, limit, totalPages}', async () => {
    const admin = await h.createTenant('admin_user');
    const members: TestTenant[] = [];
    for (let i = 0; i < 11; i++) members.push(await h.createTenant('normal_user'));
    await groupOf(admin, ...members);

    const first = (await as(admin, 'GET', '/admin/tenants')).json<Page>();
    expect(first.data).toHaveLength(10);
    expect(first.meta).toEqual({ total: 12, page: 1, limit: 10, totalPages: 2 });
    const second = (await as(admin, 'GET', '/admin/tenants?page=2')).json<Page>();
    expect(second.data).toHaveLength(2);
    expect(second.meta).toEqual({ total: 12, page: 2, limit: 10, totalPages: 2 });
    expect(new Set([...first.data, ...second.data].map((t) => t.id)).size).toBe(12);
    const beyond = (await as(admin, 'GET', '/admin/tenants?page=3&limit=5')).json<Page>();
    expect(beyond.data).toHaveLength(2);
    expect(beyond.meta).toEqual({ total: 12, page: 3, limit: 5, totalPages: 3 });
  });

  it('bad pagination values are 400, never clamped: limit=101, limit=0, page=0, page=abc, limit=1.5', async () => {
    const admin = await h.createTenant('admin_user');
    for (const query of ['limit=101', 'limit=0', 'page=0', 'page=abc', 'limit=1.5', 'page=-1']) {
      const res = await as(admin, 'GET', `/admin/tenants?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toBe('Invalid query parameters');
    }
  });

  it('superadmin and viewer see every live tenant; a deleted tenant is hidden from them', async () => {
    const root = await h.createTenant('superadmin');
    const viewer = await h.createTenant('viewer');
    const gone = await h.createTenant('normal_user');
    const kept = await h.createTenant('normal_user');
    expect((await as(root, 'DELETE', `/admin/tenants/${gone.id}`)).statusCode).toBe(204);
    for (const who of [root, viewer]) {
      const page = (await as(who, 'GET', '/admin/tenants?limit=100')).json<Page>();
      const ids = page.data.map((t) => t.id);
      expect(ids).toContain(kept.id);
      expect(ids).toContain(who.id);
      expect(ids).not.toContain(gone.id);
      expect(page.data.every((t) => t.deletedAt === null)).toBe(true);
      expect((await as(who, 'GET', `/admin/tenants/${gone.id}`)).statusCode).toBe(404);
    }
  });

  it('auditor sees every tenant including departed (deleted) ones, each with deletedAt', async () => {
    const root = await h.createTenant('superadmin');
    const auditor = await h.createTenant('auditor');
    const gone = await h.createTenant('normal_user');
    expect((await as(root, 'DELETE', `/admin/tenants/${gone.id}`)).statusCode).toBe(204);
    const page = (await as(auditor, 'GET', '/admin/tenants?limit=100')).json<Page>();
    const departed = page.data.find((t) => t.id === gone.id);
    expect(departed?.deletedAt).toEqual(expect.any(String));
    expect(page.data.find((t) => t.id === root.id)?.deletedAt).toBeNull();
    const one = await as(auditor, 'GET', `/admin/tenants/${gone.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: gone.id, active: false, deletedAt: expect.any(String) as string });
  });

  it('GET /admin/tenants/:id: a tenant outside the scope is 404 (never 403), an unknown id 404, a malformed id 400', async () => {
    const admin = await h.createTenant('admin_user');
    const stranger = await h.createTenant('normal_user');
    const out = await as(admin, 'GET', `/admin/tenants/${stranger.id}`);
    expect(out.statusCode).toBe(404);
    expect(out.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Tenant not found' });
    expect((await as(admin, 'GET', `/admin/tenants/${randomUUID()}`)).statusCode).toBe(404);
    const own = await as(admin, 'GET', `/admin/tenants/${admin.id}`);
    expect(own.statusCode).toBe(200);
    expect(Object.keys(own.json<object>()).sort()).toEqual([
      'active',
      'contactEmail',
      'createdAt',
      'deletedAt',
      'id',
      'role',
      'username',
    ]);
    const bad = await as(admin, 'GET', '/admin/tenants/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Invalid path parameters');
  });
});

describe('PATCH /admin/tenants/:id', () => {
  it('changes role, active and contactEmail; the new role applies to the tenant’s very next request', async () => {
    const root = await h.createTenant('superadmin');
    const admin = await h.createTenant('admin_user');
    expect((await as(admin, 'GET', '/admin/tenants')).statusCode).toBe(200);
    const res = await as(root, 'PATCH', `/admin/tenants/${admin.id}`, {
      role: 'normal_user',
      contactEmail: 'new@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: admin.id,
      role: 'normal_user',
      contactEmail: 'new@example.com',
      active: true,
      deletedAt: null,
    });
    // Same token, role re-read from storage: normal_user cannot reach /admin.
    expect((await as(admin, 'GET', '/admin/tenants')).statusCode).toBe(403);

    const off = await as(root, 'PATCH', `/admin/tenants/${admin.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    expect((await as(admin, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await as(root, 'PATCH', `/admin/tenants/${admin.id}`, { active: true })).json()).toMatchObject({
      active: true,
    });
    expect((await as(admin, 'GET', '/auth/me')).statusCode).toBe(200);
  });

  it('an empty or misspelled patch changes nothing and answers 200 with the tenant', async () => {
    const root = await h.createTenant('superadmin');
    const user = await h.createTenant('normal_user');
    const res = await as(root, 'PATCH', `/admin/tenants/${user.id}`, { rol: 'viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'normal_user' });
  });

  it('refuses role api_key or an unknown role in a patch with 400', async () => {
    const root = await h.createTenant('superadmin');
    const user = await h.createTenant('normal_user');
    for (const role of ['api_key', 'owner']) {
      expect((await as(root, 'PATCH', `/admin/tenants/${user.id}`, { role })).statusCode, role).toBe(400);
    }
    expect((await as(root, 'PATCH', `/admin/tenants/${user.id}`, { active: 'no' })).statusCode).toBe(400);
    expect((await row(user.id))?.role).toBe('normal_user');
  });

  it('only superadmin may change a superadmin account or grant the superadmin role: admin_user gets 403 "Forbidden resource"', async () => {
    const root = await h.createTenant('superadmin');
    const admin = await h.createTenant('admin_user');
    const member = await h.createTenant('normal_user');
    await groupOf(admin, member, root); // root is in admin's scope, but still not admin's to manage
    for (const patch of [{ contactEmail: 'x@example.com' }, { active: false }, { role: 'viewer' }]) {
      const res = await as(admin, 'PATCH', `/admin/tenants/${root.id}`, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(403);
      expect(res.json<{ message: string }>().message).toBe('Forbidden resource');
    }
    const grant = await as(admin, 'PATCH', `/admin/tenants/${member.id}`, { role: 'superadmin' });
    expect(grant.statusCode).toBe(403);
    expect((await row(member.id))?.role).toBe('normal_user');
    expect((await as(admin, 'DELETE', `/admin/tenants/${root.id}`)).statusCode).toBe(403);
    // What admin_user may do: manage the other roles in its scope.
    expect((await as(admin, 'PATCH', `/admin/tenants/${member.id}`, { role: 'viewer' })).json()).toMatchObject({
      role: 'viewer',
    });
    // And superadmin may grant superadmin.
    expect((await as(root, 'PATCH', `/admin/tenants/${member.id}`, { role: 'superadmin' })).json()).toMatchObject({
      role: 'superadmin',
    });
  });

  it('admin_user may change only tenants in its data scope: another admin’s tenant is 404 and unchanged', async () => {
    const admin = await h.createTenant('admin_user');
    const other = await h.createTenant('admin_user');
    const theirs = await h.createTenant('normal_user');
    await groupOf(other, theirs);
    for (const id of [theirs.id, other.id]) {
      const res = await as(admin, 'PATCH', `/admin/tenants/${id}`, { active: false });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Tenant not found');
      expect((await as(admin, 'DELETE', `/admin/tenants/${id}`)).statusCode).toBe(404);
      expect((await row(id))?.active).toBe(true);
    }
  });

  it('nobody deactivates itself or changes its own role (409); its own contact e-mail may change', async () => {
    const admin = await h.createTenant('admin_user');
    for (const patch of [{ active: false }, { role: 'normal_user' }]) {
      const res = await as(admin, 'PATCH', `/admin/tenants/${admin.id}`, patch);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(
        'You cannot deactivate your own account or change your own role',
      );
    }
    const same = await as(admin, 'PATCH', `/admin/tenants/${admin.id}`, {
      role: 'admin_user',
      active: true,
      contactEmail: 'me@example.com',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ contactEmail: 'me@example.com', role: 'admin_user', active: true });
  });

  it('a malformed :id is 400 on PATCH and DELETE, an unknown one 404', async () => {
    const root = await h.createTenant('superadmin');
    expect((await as(root, 'PATCH', '/admin/tenants/123', { active: false })).statusCode).toBe(400);
    expect((await as(root, 'DELETE', '/admin/tenants/123')).statusCode).toBe(400);
    expect((await as(root, 'PATCH', `/admin/tenants/${randomUUID()}`, { active: false })).statusCode).toBe(404);
    expect((await as(root, 'DELETE', `/admin/tenants/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('DELETE /admin/tenants/:id', () => {
  it('soft-deletes: 204, the row stays with deleted_at, and the tenant’s JWT is refused at once', async () => {
    const root = await h.createTenant('superadmin');
    const user = await h.createTenant('admin_user');
    expect((await as(user, 'GET', '/auth/me')).statusCode).toBe(200);
    const res = await as(root, 'DELETE', `/admin/tenants/${user.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const stored = await row(user.id);
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect(stored?.active).toBe(false);
    expect((await as(user, 'GET', '/auth/me')).statusCode).toBe(401);
    expect((await as(user, 'GET', '/admin/tenants')).statusCode).toBe(401);
    // Deleting again: it is no longer there to delete.
    expect((await as(root, 'DELETE', `/admin/tenants/${user.id}`)).statusCode).toBe(404);
    expect((await as(root, 'PATCH', `/admin/tenants/${user.id}`, { active: true })).statusCode).toBe(404);
  });

  it('removes the deleted tenant’s group memberships and revokes the keys that act as it', async () => {
    const root = await h.createTenant('superadmin');
    const admin = await h.createTenant('admin_user');
    const user = await h.createTenant('normal_user');
    const group = await groupOf(admin, user);
    const key = await h.createApiKey({ tenantId: user.id }, admin.id);
    expect((await as(admin, 'DELETE', `/admin/tenants/${user.id}`)).statusCode).toBe(204);
    expect(
      await h.db.select().from(schema.tenantGroupMembers).where(eq(schema.tenantGroupMembers.groupId, group)),
    ).toHaveLength(0);
    const [stored] = await h.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, key.id));
    expect(stored?.revokedAt).toBeInstanceOf(Date);
    expect((await as(root, 'GET', `/admin/tenants/${user.id}`)).statusCode).toBe(404);
  });

  it('nobody deletes itself (409)', async () => {
    const admin = await h.createTenant('admin_user');
    const res = await as(admin, 'DELETE', `/admin/tenants/${admin.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('You cannot delete your own account');
    expect((await row(admin.id))?.deletedAt).toBeNull();
  });

  it('a superadmin may delete another superadmin account, whose JWT then stops', async () => {
    const root = await h.createTenant('superadmin');
    const second = await h.createTenant('superadmin');
    expect((await as(root, 'DELETE', `/admin/tenants/${second.id}`)).statusCode).toBe(204);
    expect((await as(second, 'GET', '/auth/me')).statusCode).toBe(401);
  });
});

describe('the last active superadmin', () => {
  // A database of its own, so this block controls how many superadmins exist.
  const solo = useAdminApp();
  const soloAs = (who: TestTenant, method: string, url: string, payload?: object) =>
    call(solo, who, method, url, payload);

  it('cannot be deleted, deactivated or demoted (409); an inactive superadmin does not count', async () => {
    const root = await solo.createTenant('superadmin');
    await solo.createTenant('superadmin', { active: false });
    const message = 'The last active superadmin cannot be deleted, deactivated or demoted';
    for (const [method, payload] of [
      ['PATCH', { active: false }],
      ['PATCH', { role: 'admin_user' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await soloAs(root, method, `/admin/tenants/${root.id}`, payload);
      expect(res.statusCode, method).toBe(409);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const [stored] = await solo.db.select().from(schema.tenants).where(eq(schema.tenants.id, root.id));
    expect(stored).toMatchObject({ role: 'superadmin', active: true, deletedAt: null });
  });

  it('of two superadmins deleting each other at once, exactly one succeeds and one active superadmin remains', async () => {
    await solo.db.update(schema.tenants).set({ active: false }).where(eq(schema.tenants.role, 'superadmin'));
    const a = await solo.createTenant('superadmin');
    const b = await solo.createTenant('superadmin');
    const results = await Promise.all([
      soloAs(a, 'DELETE', `/admin/tenants/${b.id}`),
      soloAs(b, 'DELETE', `/admin/tenants/${a.id}`),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(204);
    // The loser is refused as the last superadmin (409), or was already deleted when it signed in (401).
    expect([401, 409]).toContain(codes[1]);
    const live = (await solo.db.select().from(schema.tenants).where(eq(schema.tenants.role, 'superadmin'))).filter(
      (t) => t.active && t.deletedAt === null,
    );
    expect(live).toHaveLength(1);
  });
});
