import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createJwtService } from '../src/jwt.ts';
import { buildProbeApp, JWT_SECRET, useProbeApp } from './identity-harness.ts';

const h = useProbeApp();
const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });

describe('JWT authentication', () => {
  it('answers a missing or malformed Authorization header with 401 Unauthorized', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }] as Record<
      string,
      string
    >[]) {
      const res = await get('/probe/any', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
    }
  });

  it('admits a valid token and re-reads the role from the database on every request', async () => {
    const t = await h.tenant('normal_user');
    expect((await get('/probe/any', t.auth)).json()).toMatchObject({ tenantId: t.id, role: 'normal_user', via: 'jwt' });
    await h.db().update(schema.tenants).set({ role: 'viewer' }).where(eq(schema.tenants.id, t.id));
    expect((await get('/probe/any', t.auth)).json()).toMatchObject({ role: 'viewer' });
  });

  it('refuses the token of a deactivated or deleted tenant before it expires', async () => {
    const off = await h.tenant('admin_user');
    await h.db().update(schema.tenants).set({ active: false }).where(eq(schema.tenants.id, off.id));
    expect((await get('/probe/any', off.auth)).statusCode).toBe(401);
    const gone = await h.tenant('admin_user');
    await h.db().update(schema.tenants).set({ deletedAt: new Date() }).where(eq(schema.tenants.id, gone.id));
    expect((await get('/probe/any', gone.auth)).statusCode).toBe(401);
  });

  it('refuses an expired token, one signed with another secret, and one with alg none', async () => {
    const t = await h.tenant('admin_user');
    const past = createJwtService({ secret: JWT_SECRET, expiresIn: '1h', now: () => Date.now() - 2 * 3600_000 });
    const other = createJwtService({ secret: 'another-secret-0123456789abcdef0123', expiresIn: '1h' });
    const claims = { sub: t.id, username: t.username, role: 'superadmin' as const };
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, iat: 1, exp: 4e9 })).toString('base64url')}.`;
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    for (const token of [await past.sign(claims), await other.sign(claims), none, hs512]) {
      const res = await get('/probe/any', { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Invalid or expired token' });
    }
  });
  it('refuses with 401 a validly signed token whose subject is not a tenant id (a UUID)', async () => {
    const jwt = createJwtService({ secret: JWT_SECRET, expiresIn: '1h' });
    for (const sub of ['admin', '1', "x' or 1=1 --", '00000000-0000-0000-0000-00000000000g']) {
      const token = await jwt.sign({ sub, username: 'admin', role: 'superadmin' });
      const res = await get('/probe/any', { authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Invalid or expired token' });
    }
  });
});

describe('API key authentication', () => {
  it('admits a key as the synthetic api_key role acting for its tenant', async () => {
    const owner = await h.tenant('admin_user');
    const key = await h.apiKey({ tenantId: owner.id }, owner.id);
    expect((await get('/probe/any', key.auth)).json()).toMatchObject({
      role: 'api_key',
      tenantId: owner.id,
      via: 'api_key',
      apiKeyId: key.id,
    });
  });

  it('answers an unknown, revoked, expired or malformed key with 401 Invalid API key', async () => {
    const owner = await h.tenant('admin_user');
    const revoked = await h.apiKey({ tenantId: owner.id }, owner.id, { revokedAt: new Date() });
    const expired = await h.apiKey({ tenantId: owner.id }, owner.id, { expiresAt: new Date(Date.now() - 1000) });
    const unknown = { authorization: `Bearer gw_key_${'a'.repeat(64)}` };
    const malformed = { authorization: 'Bearer gw_key_XYZ' };
    for (const auth of [revoked.auth, expired.auth, unknown, malformed]) {
      const res = await get('/probe/any', auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, message: 'Invalid API key', error: 'Unauthorized' });
    }
  });

  it('refuses an API key on a JWT-only surface with 401', async () => {
    const owner = await h.tenant('admin_user');
    const key = await h.apiKey({ tenantId: owner.id }, owner.id);
    const res = await get('/probe/jwt-only', key.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'API keys are not accepted on this endpoint' });
  });

  it('attributes a group key to the earliest-added member, and moves it on when that member leaves', async () => {
    const owner = await h.tenant('admin_user');
    const [first, second] = [await h.tenant('normal_user'), await h.tenant('normal_user')];
    const [group] = await h.db().insert(schema.tenantGroups).values({ name: 'team', ownerId: owner.id }).returning();
    await h.db().insert(schema.tenantGroupMembers).values({ groupId: group!.id, tenantId: first.id });
    await h.db().insert(schema.tenantGroupMembers).values({ groupId: group!.id, tenantId: second.id });
    const key = await h.apiKey({ groupId: group!.id }, owner.id);
    expect((await get('/probe/any', key.auth)).json()).toMatchObject({ tenantId: first.id });
    await h.db().delete(schema.tenantGroupMembers).where(eq(schema.tenantGroupMembers.tenantId, first.id));
    expect((await get('/probe/any', key.auth)).json()).toMatchObject({ tenantId: second.id });
  });

  it('records last use after the response, not during it', async () => {
    const owner = await h.tenant('admin_user');
    const key = await h.apiKey({ tenantId: owner.id }, owner.id);
    const app = await buildProbeApp(h.url, 100);
    try {
      expect((await app.inject({ method: 'GET', url: '/probe/any', headers: key.auth })).statusCode).toBe(200);
      const lastUsed = async () =>
        (
          await h
            .db()
            .select({ at: schema.apiKeys.lastUsedAt })
            .from(schema.apiKeys)
            .where(eq(schema.apiKeys.id, key.id))
        )[0]?.at;
      await expect.poll(lastUsed, { timeout: 3000 }).toBeInstanceOf(Date);
    } finally {
      await app.close();
    }
  });
});

describe('enforced role rules', () => {
  it('refuses a viewer every mutating request with READ_ONLY_ROLE, and an auditor chat writes with ROLE_NOT_FOR_CHAT', async () => {
    const viewer = await h.tenant('viewer');
    const auditor = await h.tenant('auditor');
    const write = await h.app.inject({ method: 'POST', url: '/probe/admin-write', headers: viewer.auth });
    expect(write.json()).toEqual({ statusCode: 403, code: 'READ_ONLY_ROLE', message: 'This role is read-only' });
    const chat = await h.app.inject({ method: 'POST', url: '/probe/chat', headers: auditor.auth });
    expect(chat.json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_FOR_CHAT' });
    const normal = await h.tenant('normal_user');
    const forbidden = await h.app.inject({ method: 'POST', url: '/probe/admin-write', headers: normal.auth });
    expect(forbidden.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' });
  });
});

describe('capability shadow mode', () => {
  it('counts enforced and capability decisions per route and role in the shared table, enforcing nothing', async () => {
    const app = await buildProbeApp(h.url);
    const viewer = await h.tenant('viewer');
    const admin = await h.tenant('admin_user');
    await app.inject({ method: 'POST', url: '/probe/admin-write', headers: viewer.auth });
    await app.inject({ method: 'POST', url: '/probe/admin-write', headers: admin.auth });
    await app.inject({ method: 'POST', url: '/probe/admin-write', headers: admin.auth });
    await app.close();
    const rows = await h
      .db()
      .select()
      .from(schema.rbacShadowCounts)
      .where(eq(schema.rbacShadowCounts.route, '/probe/admin-write'));
    const byRole = Object.fromEntries(rows.map((r) => [r.role, r]));
    expect(byRole.viewer).toMatchObject({
      method: 'POST',
      enforcedDenies: 1,
      enforcedAllows: 0,
      mapped: false,
      unmapped: 1,
    });
    expect(byRole.admin_user).toMatchObject({ enforcedAllows: 2, unmapped: 2 });
  });
});
