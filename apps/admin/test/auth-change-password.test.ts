import { verifyPassword } from '@csg/auth';
import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAdminApp, type TestTenant } from './harness.ts';

const h = useAdminApp();

const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;
const NEW_PASSWORD = 'an entirely new passphrase';

const changePassword = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/auth/change-password', headers: auth, payload });

const login = (username: string, password: string) =>
  h.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, remoteAddress: freshIp() });

async function storedHash(tenant: TestTenant): Promise<string> {
  const [row] = await h.db
    .select({ hash: schema.tenants.passwordHash })
    .from(schema.tenants)
    .where(eq(schema.tenants.id, tenant.id));
  return row?.hash ?? '';
}

describe('POST /auth/change-password', () => {
  it('answers 204 with no body, stores the new hash, and sign-in follows the new password', async () => {
    const tenant = await h.createTenant('normal_user');
    const before = await storedHash(tenant);
    const res = await changePassword(tenant.auth, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await storedHash(tenant);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^scrypt\$/);
    expect(after).not.toContain(NEW_PASSWORD);
    expect(await verifyPassword(NEW_PASSWORD, after)).toBe(true);

    expect((await login(tenant.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(tenant.username, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('keeps tokens issued before the change valid (no revocation list; they expire as usual)', async () => {
    const tenant = await h.createTenant('admin_user');
    expect(
      (await changePassword(tenant.auth, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(204);
    const me = await h.app.inject({ method: 'GET', url: '/auth/me', headers: tenant.auth });
    expect(me.statusCode).toBe(200);
  });

  it('answers a wrong current password with 401 Invalid credentials and changes nothing', async () => {
    const tenant = await h.createTenant('normal_user');
    const before = await storedHash(tenant);
    const res = await changePassword(tenant.auth, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toStrictEqual({ statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' });
    expect(await storedHash(tenant)).toBe(before);
  });

  it("answers a new password that fails the policy with 400 and the policy's problems", async () => {
    const tenant = await h.createTenant('normal_user');
    const before = await storedHash(tenant);
    const res = await changePassword(tenant.auth, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toStrictEqual({
      statusCode: 400,
      message: 'Password does not meet the password policy',
      error: 'Bad Request',
      problems: ['Password must be at least 12 characters'],
    });
    expect(await storedHash(tenant)).toBe(before);
  });

  it('answers a missing field with 400 Invalid request body', async () => {
    const tenant = await h.createTenant('normal_user');
    const res = await changePassword(tenant.auth, { newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid request body' });
  });

  it('is open to every role but viewer, which is read-only (403 READ_ONLY_ROLE)', async () => {
    for (const role of ['superadmin', 'admin_user', 'normal_user', 'auditor'] as const) {
      const tenant = await h.createTenant(role);
      const res = await changePassword(tenant.auth, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
      expect(res.statusCode, role).toBe(204);
    }
    const viewer = await h.createTenant('viewer');
    const res = await changePassword(viewer.auth, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'READ_ONLY_ROLE' });
  });

  it('needs a JWT: none, or a gateway API key, is 401', async () => {
    const tenant = await h.createTenant('admin_user');
    const key = await h.createApiKey({ tenantId: tenant.id }, tenant.id);
    const payload = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await changePassword({}, payload)).statusCode).toBe(401);
    expect((await changePassword(key.auth, payload)).statusCode).toBe(401);
  });

  it('refuses the token of an account deactivated since it was issued', async () => {
    const tenant = await h.createTenant('normal_user');
    await h.db.update(schema.tenants).set({ active: false }).where(eq(schema.tenants.id, tenant.id));
    const res = await changePassword(tenant.auth, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('is not rate limited', async () => {
    const tenant = await h.createTenant('normal_user');
    for (let i = 0; i < 12; i++) {
      const res = await changePassword(tenant.auth, { currentPassword: 'wrong', newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(Object.keys(res.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    }
  });
});
