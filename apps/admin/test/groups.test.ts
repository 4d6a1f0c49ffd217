import { randomUUID } from 'node:crypto';
import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminApp, type TestTenant } from './harness.ts';

const h = useAdminApp();

const as = (who: TestTenant, method: string, url: string, payload?: object) =>
  h.app.inject({ method: method as 'GET', url, headers: who.auth, ...(payload ? { payload } : {}) });

interface Group {
  id: string;
  name: string;
  ownerId: string;
  createdAt: string;
  members: { tenantId: string; username: string; addedAt: string }[];
}
type Page = { data: (Omit<Group, 'members'> & { memberCount: number })[]; meta: Record<string, number> };

async function createGroup(owner: TestTenant, name = 'team'): Promise<Group> {
  const res = await as(owner, 'POST', '/admin/tenant-groups', { name });
  expect(res.statusCode).toBe(201);
  return res.json<Group>();
}

const addMember = (who: TestTenant, groupId: string, tenantId: string) =>
  as(who, 'POST', `/admin/tenant-groups/${groupId}/members`, { tenantId });

describe('POST /admin/tenant-groups', () => {
  it('creates a group owned by the caller: 201 {id, name, ownerId, createdAt, members: []}', async () => {
    const admin = await h.createTenant('admin_user');
    const res = await as(admin, 'POST', '/admin/tenant-groups', { name: '  Red team  ', ownerId: randomUUID() });
    expect(res.statusCode).toBe(201);
    const group = res.json<Group>();
    expect(Object.keys(group).sort()).toEqual(['createdAt', 'id', 'members', 'name', 'ownerId']);
    expect(group).toMatchObject({ name: 'Red team', ownerId: admin.id, members: [] });
    expect(new Date(group.createdAt).toISOString()).toBe(group.createdAt);
  });

  it('refuses a missing, blank or over-long name with 400', async () => {
    const admin = await h.createTenant('admin_user');
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(101) }, { name: 42 }]) {
      const res = await as(admin, 'POST', '/admin/tenant-groups', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Invalid request body');
    }
  });
});

describe('GET /admin/tenant-groups (scope and pagination)', () => {
  it('admin_user lists only the groups it owns, with memberCount; superadmin and viewer list all', async () => {
    const admin = await h.createTenant('admin_user');
    const other = await h.createTenant('admin_user');
    const mine = await createGroup(admin, 'mine');
    const theirs = await createGroup(other, 'theirs');
    expect((await addMember(admin, mine.id, admin.id)).statusCode).toBe(201);

    const page = (await as(admin, 'GET', '/admin/tenant-groups')).json<Page>();
    expect(page.data).toEqual([
      { id: mine.id, name: 'mine', ownerId: admin.id, createdAt: mine.createdAt, memberCount: 1 },
    ]);
    expect(page.meta).toEqual({ total: 1, page: 1, limit: 10, totalPages: 1 });

    for (const who of [await h.createTenant('superadmin'), await h.createTenant('viewer')]) {
      const all = (await as(who, 'GET', '/admin/tenant-groups?limit=100')).json<Page>();
      expect(all.data.map((g) => g.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    }
  });

  it('pages default to page 1 and limit 10, with meta {total, page, limit, totalPages}', async () => {
    const admin = await h.createTenant('admin_user');
    for (let i = 0; i < 11; i++) await createGroup(admin, `g${i}`);
    const first = await as(admin, 'GET', '/admin/tenant-groups');
    expect(first.json<Page>().data).toHaveLength(10);
    expect(first.json<Page>().meta).toEqual({ total: 11, page: 1, limit: 10, totalPages: 2 });
    const second = (await as(admin, 'GET', '/admin/tenant-groups?page=2')).json<Page>();
    expect(second.data.map((g) => g.name)).toEqual(['g10']);
    expect(second.meta).toEqual({ total: 11, page: 2, limit: 10, totalPages: 2 });
  });

  it('bad pagination values are 400: limit=101, page=0, page=abc', async () => {
    const admin = await h.createTenant('admin_user');
    for (const query of ['limit=101', 'page=0', 'page=abc']) {
      const res = await as(admin, 'GET', `/admin/tenant-groups?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Invalid query parameters');
    }
  });
});

describe('members', () => {
  it('GET /admin/tenant-groups/:id lists members [{tenantId, username, addedAt}] in the order they were added', async () => {
    const admin = await h.createTenant('admin_user');
    const group = await createGroup(admin);
    const root = await h.createTenant('superadmin');
    const [a, b, c] = [
      await h.createTenant('normal_user'),
      await h.createTenant('viewer'),
      await h.createTenant('auditor'),
    ];
    // Superadmin (global scope) adds tenants, which brings them into the owner's scope.
    for (const t of [c, a, b]) {
      const res = await addMember(root, group.id, t.id);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ tenantId: t.id, username: t.username, addedAt: expect.any(String) as string });
    }
    const res = await as(admin, 'GET', `/admin/tenant-groups/${group.id}`);
    expect(res.statusCode).toBe(200);
    const got = res.json<Group>();
    expect(got.members.map((m) => [m.tenantId, m.username])).toEqual([c, a, b].map((t) => [t.id, t.username]));
    expect(Object.keys(got.members[0] ?? {}).sort()).toEqual(['addedAt', 'tenantId', 'username']);
  });

  it('a member must be a live tenant in the caller’s data scope: another admin’s tenant, a deleted tenant, an unknown id are 404', async () => {
    const admin = await h.createTenant('admin_user');
    const other = await h.createTenant('admin_user');
    const group = await createGroup(admin);
    const stranger = await h.createTenant('normal_user');
    const gone = await h.createTenant('normal_user');
    await h.db.update(schema.tenants).set({ deletedAt: new Date() }).where(eq(schema.tenants.id, gone.id));
    for (const id of [other.id, stranger.id, randomUUID()]) {
      const res = await addMember(admin, group.id, id);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Tenant not found');
    }
    const root = await h.createTenant('superadmin');
    expect((await addMember(root, group.id, gone.id)).statusCode).toBe(404);
    // Itself is in its scope.
    expect((await addMember(admin, group.id, admin.id)).statusCode).toBe(201);
  });

  it('adding a tenant that is already a member is 409', async () => {
    const admin = await h.createTenant('admin_user');
    const group = await createGroup(admin);
    expect((await addMember(admin, group.id, admin.id)).statusCode).toBe(201);
    const dup = await addMember(admin, group.id, admin.id);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Tenant is already a member of this group',
    });
  });

  it('DELETE /admin/tenant-groups/:id/members/:tenantId removes a member (204); a non-member is 404', async () => {
    const admin = await h.createTenant('admin_user');
    const group = await createGroup(admin);
    const root = await h.createTenant('superadmin');
    const member = await h.createTenant('normal_user');
    await addMember(root, group.id, member.id);
    expect((await as(admin, 'GET', `/admin/tenants/${member.id}`)).statusCode).toBe(200);
    const res = await as(admin, 'DELETE', `/admin/tenant-groups/${group.id}/members/${member.id}`);
    expect(res.statusCode).toBe(204);
    expect((await as(admin, 'GET', `/admin/tenant-groups/${group.id}`)).json<Group>().members).toEqual([]);
    // Out of the group, out of the owner's scope.
    expect((await as(admin, 'GET', `/admin/tenants/${member.id}`)).statusCode).toBe(404);
    const again = await as(admin, 'DELETE', `/admin/tenant-groups/${group.id}/members/${member.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe('Tenant is not a member of this group');
  });
});

describe('ownership', () => {
  it('another admin’s group is 404 on every route, and unchanged', async () => {
    const admin = await h.createTenant('admin_user');
    const other = await h.createTenant('admin_user');
    const theirs = await createGroup(other);
    await addMember(other, theirs.id, other.id);
    for (const [method, url, payload] of [
      ['GET', `/admin/tenant-groups/${theirs.id}`, undefined],
      ['POST', `/admin/tenant-groups/${theirs.id}/members`, { tenantId: admin.id }],
      ['DELETE', `/admin/tenant-groups/${theirs.id}/members/${other.id}`, undefined],
      ['DELETE', `/admin/tenant-groups/${theirs.id}`, undefined],
    ] as const) {
      const res = await as(admin, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Tenant group not found');
    }
    expect((await as(other, 'GET', `/admin/tenant-groups/${theirs.id}`)).json<Group>().members).toHaveLength(1);
  });

  it('a superadmin manages any group: reads, adds and removes members, deletes it', async () => {
    const admin = await h.createTenant('admin_user');
    const root = await h.createTenant('superadmin');
    const group = await createGroup(admin);
    expect((await as(root, 'GET', `/admin/tenant-groups/${group.id}`)).statusCode).toBe(200);
    expect((await addMember(root, group.id, admin.id)).statusCode).toBe(201);
    expect((await as(root, 'DELETE', `/admin/tenant-groups/${group.id}/members/${admin.id}`)).statusCode).toBe(204);
    expect((await as(root, 'DELETE', `/admin/tenant-groups/${group.id}`)).statusCode).toBe(204);
    expect((await as(admin, 'GET', `/admin/tenant-groups/${group.id}`)).statusCode).toBe(404);
  });

  it('viewer reads every group but its writes are 403 READ_ONLY_ROLE; auditor and normal_user are 403 "Forbidden resource"', async () => {
    const admin = await h.createTenant('admin_user');
    const group = await createGroup(admin);
    const viewer = await h.createTenant('viewer');
    expect((await as(viewer, 'GET', '/admin/tenant-groups')).statusCode).toBe(200);
    expect((await as(viewer, 'GET', `/admin/tenant-groups/${group.id}`)).statusCode).toBe(200);
    const writes = [
      ['POST', '/admin/tenant-groups', { name: 'x' }],
      ['POST', `/admin/tenant-groups/${group.id}/members`, { tenantId: viewer.id }],
      ['DELETE', `/admin/tenant-groups/${group.id}/members/${admin.id}`, undefined],
      ['DELETE', `/admin/tenant-groups/${group.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      const res = await as(viewer, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'READ_ONLY_ROLE' });
    }
    for (const who of [await h.createTenant('auditor'), await h.createTenant('normal_user')]) {
      for (const [method, url, payload] of [['GET', '/admin/tenant-groups', undefined], ...writes] as const) {
        const res = await as(who, method, url, payload);
        expect(res.statusCode, `${who.role} ${method} ${url}`).toBe(403);
        expect(res.json<{ message: string }>().message).toBe('Forbidden resource');
      }
    }
  });

  it('malformed ids are 400, not 500', async () => {
    const admin = await h.createTenant('admin_user');
    const group = await createGroup(admin);
    for (const [method, url, payload] of [
      ['GET', '/admin/tenant-groups/nope', undefined],
      ['DELETE', '/admin/tenant-groups/nope', undefined],
      ['POST', '/admin/tenant-groups/nope/members', { tenantId: admin.id }],
      ['POST', `/admin/tenant-groups/${group.id}/members`, { tenantId: 'nope' }],
      ['DELETE', `/admin/tenant-groups/${group.id}/members/nope`, undefined],
    ] as const) {
      expect((await as(admin, method, url, payload)).statusCode, `${method} ${url}`).toBe(400);
    }
  });
});

describe('DELETE /admin/tenant-groups/:id', () => {
  it('is refused with 409 while the group has an API key that is not revoked; once revoked, 204 and the group is gone', async () => {
    const admin = await h.createTenant('admin_user');
    const group = await createGroup(admin);
    await addMember(admin, group.id, admin.id);
    const issued = await as(admin, 'POST', '/admin/api-keys', { groupId: group.id });
    expect(issued.statusCode).toBe(201);
    const keyId = issued.json<{ id: string }>().id;

    const refused = await as(admin, 'DELETE', `/admin/tenant-groups/${group.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/API keys that are not revoked/);
    expect((await as(admin, 'GET', `/admin/tenant-groups/${group.id}`)).statusCode).toBe(200);

    expect((await as(admin, 'DELETE', `/admin/api-keys/${keyId}`)).statusCode).toBe(204);
    expect((await as(admin, 'DELETE', `/admin/tenant-groups/${group.id}`)).statusCode).toBe(204);
    expect((await as(admin, 'GET', `/admin/tenant-groups/${group.id}`)).statusCode).toBe(404);
    expect(
      await h.db.select().from(schema.tenantGroupMembers).where(eq(schema.tenantGroupMembers.groupId, group.id)),
    ).toEqual([]);
  });

  it('an expired key does not hold a group back from deletion', async () => {
    const admin = await h.createTenant('admin_user');
    const group = await createGroup(admin);
    await h.createApiKey({ groupId: group.id }, admin.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await as(admin, 'DELETE', `/admin/tenant-groups/${group.id}`)).statusCode).toBe(204);
  });

  it('an unknown group is 404', async () => {
    const admin = await h.createTenant('admin_user');
    expect((await as(admin, 'DELETE', `/admin/tenant-groups/${randomUUID()}`)).statusCode).toBe(404);
  });
});
