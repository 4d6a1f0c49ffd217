import { schema } from '@csg/db';
import { eq, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useAdminApp, type TestTenant } from './harness.ts';

const RESET_URL = 'https://gateway.example.com/reset-password';
const h = useAdminApp({ PASSWORD_RESET_URL: RESET_URL });

const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;
const NEW_PASSWORD = 'a freshly reset passphrase';
const ACCEPTED = { message: 'If the account exists, a reset link has been sent' };
const BAD_TOKEN = { statusCode: 400, message: 'Invalid or expired reset token', error: 'Bad Request' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const forgot = (payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/auth/forgot-password', payload, remoteAddress: freshIp() });
const reset = (payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/auth/reset-password', payload, remoteAddress: freshIp() });
const login = (username: string, password: string) =>
  h.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, remoteAddress: freshIp() });

const outboxFor = (recipient: string) =>
  h.db
    .select()
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.recipient, recipient))
    .orderBy(schema.outboxMessages.createdAt);

const tokensOf = (tenant: TestTenant) =>
  h.db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.tenantId, tenant.id));

/** The token in the newest reset mail to this tenant, read back from the outbox as an admin would. */
async function latestToken(tenant: TestTenant): Promise<string> {
  const rows = await outboxFor(`${tenant.username}@example.com`);
  const body = rows.at(-1)?.body ?? '';
  const match = /\?token=([\w-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no reset link in ${JSON.stringify(body)}`);
  return match[1];
}

describe('POST /auth/forgot-password', () => {
  it('answers 202 with the same body whether or not the account exists; only a real account gets mail', async () => {
    const tenant = await h.createTenant('normal_user');
    const ghost = `ghost-${randomBytes(4).toString('hex')}`;
    const known = await forgot({ username: tenant.username });
    const unknown = await forgot({ username: ghost });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toStrictEqual(ACCEPTED);
    }
    expect(known.body).toBe(unknown.body);

    const mail = await outboxFor(`${tenant.username}@example.com`);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ deliveredVia: 'outbox', subject: expect.stringMatching(/reset/i) as string });
    expect(mail[0]?.body).toContain(`Hello ${tenant.username},`);
    expect(mail[0]?.body).toMatch(new RegExp(`${RESET_URL.replaceAll('.', '\\.')}\\?token=[\\w-]{43}\\b`));
    expect(await outboxFor(`${ghost}@example.com`)).toHaveLength(0);
    const [{ n } = { n: 0 }] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.outboxMessages)
      .where(sql`${schema.outboxMessages.body} like ${`%${ghost}%`}`);
    expect(n).toBe(0);
  });

  it('stores only the SHA-256 of a 32-byte token, valid for 30 minutes', async () => {
    const tenant = await h.createTenant('normal_user');
    const before = Date.now();
    await forgot({ username: tenant.username });
    const token = await latestToken(tenant);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const rows = await tokensOf(tenant);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(rows[0]?.usedAt).toBeNull();
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThan(31 * 60_000);
    const [{ n } = { n: 0 }] = await h.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.passwordResetTokens)
      .where(sql`${schema.passwordResetTokens.tokenHash} = ${token}`);
    expect(n).toBe(0);
  });

  it('finds the account by contact e-mail too, whatever its case', async () => {
    const tenant = await h.createTenant('admin_user');
    const res = await forgot({ email: `${tenant.username}@EXAMPLE.com`.toUpperCase() });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toStrictEqual(ACCEPTED);
    expect(await outboxFor(`${tenant.username}@example.com`)).toHaveLength(1);
    expect(await forgot({ email: `nobody-${randomBytes(3).toString('hex')}@example.com` })).toMatchObject({
      statusCode: 202,
    });
  });

  it('matches the username whatever its case', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username.toUpperCase() });
    expect(await outboxFor(`${tenant.username}@example.com`)).toHaveLength(1);
  });

  it('sends nothing for a deactivated or deleted account, and answers the same', async () => {
    const inactive = await h.createTenant('normal_user', { active: false });
    const deleted = await h.createTenant('normal_user');
    await h.db.update(schema.tenants).set({ deletedAt: new Date() }).where(eq(schema.tenants.id, deleted.id));
    for (const tenant of [inactive, deleted]) {
      const res = await forgot({ username: tenant.username });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toStrictEqual(ACCEPTED);
      expect(await outboxFor(`${tenant.username}@example.com`)).toHaveLength(0);
      expect(await tokensOf(tenant)).toHaveLength(0);
    }
  });

  it('answers in comparable time whether or not the account exists (means of 3 within ×2.5)', async () => {
    const tenant = await h.createTenant('normal_user');
    const known: number[] = [];
    const unknown: number[] = [];
    const time = async (payload: Record<string, unknown>) => {
      const started = performance.now();
      await forgot(payload);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i++) {
      known.push(await time({ username: tenant.username }));
      unknown.push(await time({ username: `ghost-${i}-${randomBytes(3).toString('hex')}` }));
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const ratio = mean(known) / mean(unknown);
    expect(ratio).toBeGreaterThan(1 / 2.5);
    expect(ratio).toBeLessThan(2.5);
  });

  it('wants exactly one of username and email: 400 Invalid request body otherwise', async () => {
    for (const payload of [
      {},
      { username: 'a', email: 'a@example.com' },
      { email: 'not-an-email' },
      { username: '' },
    ]) {
      const res = await forgot(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'Invalid request body', error: 'Bad Request' });
    }
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password with a valid token (204), once; a second use is 400', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username });
    const token = await latestToken(tenant);

    const first = await reset({ token, newPassword: NEW_PASSWORD });
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await login(tenant.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(tenant.username, TEST_PASSWORD)).statusCode).toBe(401);
    const [row] = await tokensOf(tenant);
    expect(row?.usedAt).toBeInstanceOf(Date);

    const second = await reset({ token, newPassword: 'yet another passphrase' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toStrictEqual(BAD_TOKEN);
    expect((await login(tenant.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent uses of a token win', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username });
    const token = await latestToken(tenant);
    const results = await Promise.all([
      reset({ token, newPassword: 'first concurrent passphrase' }),
      reset({ token, newPassword: 'second concurrent passphrase' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 400]);
  });

  it('refuses an expired token with the same 400', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username });
    const token = await latestToken(tenant);
    await h.db
      .update(schema.passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.passwordResetTokens.tenantId, tenant.id));
    const res = await reset({ token, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toStrictEqual(BAD_TOKEN);
    expect((await login(tenant.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token with the same 400', async () => {
    const res = await reset({ token: randomBytes(32).toString('base64url'), newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toStrictEqual(BAD_TOKEN);
  });

  it('voids older unused links when a new one is issued', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username });
    const older = await latestToken(tenant);
    await forgot({ username: tenant.username });
    const newer = await latestToken(tenant);
    expect(newer).not.toBe(older);
    expect(await tokensOf(tenant)).toHaveLength(1);
    expect((await reset({ token: older, newPassword: NEW_PASSWORD })).json()).toStrictEqual(BAD_TOKEN);
    expect((await reset({ token: newer, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('enforces the password policy without spending the token', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username });
    const token = await latestToken(tenant);
    const weak = await reset({ token, newPassword: 'too short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toStrictEqual({
      statusCode: 400,
      message: 'Password does not meet the password policy',
      error: 'Bad Request',
      problems: ['Password must be at least 12 characters'],
    });
    expect((await reset({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('refuses the link of an account deactivated after it was sent, leaving the password alone', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username });
    const token = await latestToken(tenant);
    await h.db.update(schema.tenants).set({ active: false }).where(eq(schema.tenants.id, tenant.id));
    expect((await reset({ token, newPassword: NEW_PASSWORD })).json()).toStrictEqual(BAD_TOKEN);
    const [row] = await tokensOf(tenant);
    expect(row?.usedAt).toBeNull();
  });

  it('voids pending links when the password is changed while signed in', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username });
    const token = await latestToken(tenant);
    const change = await h.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: tenant.auth,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(204);
    expect((await reset({ token, newPassword: 'the attacker passphrase' })).json()).toStrictEqual(BAD_TOKEN);
  });
});

describe('GET /admin/outbox', () => {
  it('lists mail newest first in the paginated envelope, reset links usable, for a superadmin', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username });
    const token = await latestToken(tenant);
    const root = await h.createTenant('superadmin');
    const res = await h.app.inject({ method: 'GET', url: '/admin/outbox?page=1&limit=2', headers: root.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Record<string, unknown>[]; meta: Record<string, number> }>();
    expect(body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(1);
    expect(body.meta.totalPages).toBe(Math.ceil((body.meta.total ?? 0) / 2));
    expect(body.data.length).toBeLessThanOrEqual(2);
    const [newest] = body.data;
    expect(Object.keys(newest ?? {}).sort()).toEqual([
      'body',
      'createdAt',
      'deliveredVia',
      'id',
      'recipient',
      'subject',
    ]);
    expect(newest).toMatchObject({ recipient: `${tenant.username}@example.com`, deliveredVia: 'outbox' });
    expect(newest?.body).toContain(`?token=${token}`);
  });

  it('shows a viewer (read-only, passes reads) the list with reset links masked', async () => {
    const tenant = await h.createTenant('normal_user');
    await forgot({ username: tenant.username });
    const token = await latestToken(tenant);
    const viewer = await h.createTenant('viewer');
    const res = await h.app.inject({ method: 'GET', url: '/admin/outbox?limit=100', headers: viewer.auth });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(token);
    const mine = res
      .json<{ data: { recipient: string; body: string }[] }>()
      .data.find((m) => m.recipient === `${tenant.username}@example.com`);
    expect(mine?.body).toContain('?token=[REDACTED]');
  });

  it('is for superadmin only: admin_user, normal_user and auditor get 403, no credential 401', async () => {
    for (const role of ['admin_user', 'normal_user', 'auditor'] as const) {
      const tenant = await h.createTenant(role);
      const res = await h.app.inject({ method: 'GET', url: '/admin/outbox', headers: tenant.auth });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await h.app.inject({ method: 'GET', url: '/admin/outbox' })).statusCode).toBe(401);
  });

  it('refuses a bad page or limit with 400', async () => {
    const root = await h.createTenant('superadmin');
    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=x']) {
      const res = await h.app.inject({ method: 'GET', url: `/admin/outbox?${query}`, headers: root.auth });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
