import { schema } from '@csg/db';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAdminApp } from './harness.ts';

const h = useAdminApp();

/** Each test signs in from addresses of its own, so the sign-in rate limit never interferes. */
const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;

const login = (username: string, password: string, remoteAddress = freshIp()) =>
  h.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, remoteAddress });

const INVALID = { statusCode: 401, message: 'Invalid credentials', error: 'Unauthorized' };

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

describe('POST /auth/login', () => {
  it('answers 200 with exactly access_token, tenant_id, username, contact_email and role', async () => {
    const tenant = await h.createTenant('admin_user', { contactEmail: 'owner@example.com' });
    const res = await login(tenant.username, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'contact_email', 'role', 'tenant_id', 'username']);
    expect(body).toMatchObject({
      tenant_id: tenant.id,
      username: tenant.username,
      contact_email: 'owner@example.com',
      role: 'admin_user',
    });
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('mints an HS256 token with exactly sub, username, role, iat and exp (24 h by default)', async () => {
    const tenant = await h.createTenant('normal_user');
    const { access_token: token } = (await login(tenant.username, TEST_PASSWORD)).json<{ access_token: string }>();
    const [header = '', payload = ''] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, number | string>;
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'role', 'sub', 'username']);
    expect(claims).toMatchObject({ sub: tenant.id, username: tenant.username, role: 'normal_user' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(24 * 3600);
  });

  it('matches the username whatever its case, and answers with the stored spelling', async () => {
    const tenant = await h.createTenant('normal_user', { username: `Mixed.Case-${randomBytes(3).toString('hex')}` });
    for (const typed of [tenant.username.toLowerCase(), tenant.username.toUpperCase(), `  ${tenant.username}  `]) {
      const res = await login(typed, TEST_PASSWORD);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toMatchObject({ tenant_id: tenant.id, username: tenant.username });
    }
  });

  it('answers a wrong password and an unknown user with the same 401 framework body', async () => {
    const tenant = await h.createTenant('normal_user');
    const wrong = await login(tenant.username, 'not the password at all');
    const unknown = await login(`nobody-${randomBytes(4).toString('hex')}`, TEST_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toStrictEqual(INVALID);
    }
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('takes comparable time for a wrong password and an unknown user (means of 5 within ×2.5)', async () => {
    const tenant = await h.createTenant('normal_user');
    const unknownName = `nobody-${randomBytes(4).toString('hex')}`;
    await login(unknownName, 'warm-up'); // the dummy hash and the pool are ready before measuring
    await login(tenant.username, 'warm-up');
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      // Interleaved, so drift in machine load falls on both series alike.
      wrong.push(await timed(() => login(tenant.username, `wrong-password-${i}`)));
      unknown.push(await timed(() => login(unknownName, `wrong-password-${i}`)));
    }
    const ratio = mean(wrong) / mean(unknown);
    expect(ratio, `wrong ${mean(wrong).toFixed(1)} ms, unknown ${mean(unknown).toFixed(1)} ms`).toBeGreaterThan(
      1 / 2.5,
    );
    expect(ratio).toBeLessThan(2.5);
  });

  it('refuses a deactivated account with the same 401, even with the right password', async () => {
    const tenant = await h.createTenant('admin_user', { active: false });
    const res = await login(tenant.username, TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toStrictEqual(INVALID);
  });

  it('refuses a deleted account with the same 401, and a new account may take its name', async () => {
    const tenant = await h.createTenant('normal_user');
    await h.db.update(schema.tenants).set({ deletedAt: new Date() }).where(eq(schema.tenants.id, tenant.id));
    const res = await login(tenant.username, TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toStrictEqual(INVALID);

    const successor = await h.createTenant('viewer', { username: tenant.username.toUpperCase() });
    const again = await login(tenant.username, TEST_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ tenant_id: successor.id, role: 'viewer' });
  });

  it('answers a body without username or password with 400 Invalid request body', async () => {
    for (const payload of [{}, { username: 'someone' }, { password: TEST_PASSWORD }, { username: '', password: '' }]) {
      const res = await h.app.inject({ method: 'POST', url: '/auth/login', payload, remoteAddress: freshIp() });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'Invalid request body', error: 'Bad Request' });
    }
  });

  it('answers U+0000 in the username or password with 400 naming the field, not a 500', async () => {
    for (const [field, payload] of [
      ['username', { username: 'adm\u0000in', password: TEST_PASSWORD }],
      ['password', { username: 'admin', password: 'pass\u0000word-long-enough' }],
    ] as const) {
      const res = await h.app.inject({ method: 'POST', url: '/auth/login', payload, remoteAddress: freshIp() });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid request body', issues: [{ path: [field] }] });
    }
  });

  it('needs no credential: a bearer token, even a bad one, is ignored', async () => {
    const tenant = await h.createTenant('normal_user');
    const res = await h.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: tenant.username, password: TEST_PASSWORD },
      headers: { authorization: 'Bearer not-a-token' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('issues a token that works on GET /auth/me, where the role is the stored one, not the claim', async () => {
    const tenant = await h.createTenant('normal_user');
    const { access_token: token } = (await login(tenant.username, TEST_PASSWORD)).json<{ access_token: string }>();
    const me = () => h.app.inject({ method: 'GET', url: '/auth/me', headers: { authorization: `Bearer ${token}` } });

    const before = await me();
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: tenant.id, username: tenant.username, role: 'normal_user' });

    await h.db.update(schema.tenants).set({ role: 'auditor' }).where(eq(schema.tenants.id, tenant.id));
    const after = await me();
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ id: tenant.id, role: 'auditor' });

    await h.db.update(schema.tenants).set({ active: false }).where(eq(schema.tenants.id, tenant.id));
    expect((await me()).statusCode).toBe(401);
  });
});
