import { ConfigError, loadConfig } from '@csg/config';
import type { App } from '@csg/server';
import { useTestDatabase } from '@csg/testing';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { ADMIN_TEST_ENV } from './test-env.ts';

const db = useTestDatabase();
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  const sql = postgres(db.url, { max: 1 });
  await sql`truncate tenants, system_settings cascade`;
  await sql.end();
});

const start = async (env: Record<string, string> = {}) =>
  (app = await buildApp(
    loadConfig(configSchema, { ...ADMIN_TEST_ENV, ...env, DATABASE_URL: db.url, LOG_LEVEL: 'silent' }),
  ));

const admin = { username: 'root-admin', password: 'correct horse battery', contactEmail: 'ops@example.com' };

async function tenantRows() {
  const sql = postgres(db.url, { max: 1 });
  const rows = await sql<
    { username: string; role: string; password_hash: string }[]
  >`select username, role, password_hash from tenants`;
  await sql.end();
  return rows;
}

describe('first-boot setup', () => {
  it('reports setup incomplete and locks the admin surface with 423 until it is done', async () => {
    await start();
    expect((await app!.inject({ method: 'GET', url: '/setup/status' })).json()).toEqual({ setupComplete: false });
    for (const url of ['/auth/login', '/admin/tenants', '/auth/me']) {
      const res = await app!.inject({ method: url === '/auth/login' ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(423);
      expect(res.json()).toMatchObject({ code: 'SETUP_REQUIRED' });
    }
    // Liveness stays open: a component health path this app does not serve is its 404, not the gate's 423.
    expect((await app!.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    expect((await app!.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(404);
  });

  it('creates the first superadmin once, stores only a hash, and opens the gate', async () => {
    await start();
    const res = await app!.inject({ method: 'POST', url: '/setup', payload: { ...admin, role: 'viewer', extra: 1 } });
    expect(res.statusCode).toBe(201);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      username: 'root-admin',
      contactEmail: 'ops@example.com',
      role: 'superadmin',
      active: true,
    });
    expect(Object.keys(body).sort()).toEqual(['active', 'contactEmail', 'createdAt', 'id', 'role', 'username']);

    const [row] = await tenantRows();
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain(admin.password);

    expect((await app!.inject({ method: 'GET', url: '/setup/status' })).json()).toEqual({ setupComplete: true });
    expect((await app!.inject({ method: 'GET', url: '/admin/nothing-here' })).statusCode).toBe(404);

    const again = await app!.inject({ method: 'POST', url: '/setup', payload: { ...admin, username: 'second' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, message: 'Setup has already been completed', error: 'Conflict' });
  });

  it('lets exactly one of several concurrent setups win', async () => {
    await start();
    const attempts = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        app!.inject({ method: 'POST', url: '/setup', payload: { ...admin, username: `admin-${i}` } }),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await tenantRows()).toHaveLength(1);
  });

  it('refuses a body that fails validation, naming the fields but not echoing them', async () => {
    await start();
    const res = await app!.inject({
      method: 'POST',
      url: '/setup',
      payload: { username: 'x', password: 'hunter2-secret', contactEmail: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; issues: { path: string[] }[] }>();
    expect(body.message).toBe('Invalid request body');
    expect(body.issues.map((i) => i.path[0]).sort()).toEqual(['contactEmail', 'username']);
    expect(res.body).not.toContain('hunter2-secret');
  });

  it('refuses a password that fails the policy and creates nobody', async () => {
    await start();
    const res = await app!.inject({ method: 'POST', url: '/setup', payload: { ...admin, password: 'short' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Password does not meet the password policy', error: 'Bad Request' });
    expect(await tenantRows()).toHaveLength(0);
  });
});

describe('unattended setup', () => {
  const unattended = {
    SETUP_ADMIN_USERNAME: 'auto-admin',
    SETUP_ADMIN_PASSWORD: 'an unattended passphrase',
    SETUP_ADMIN_EMAIL: 'auto@example.com',
  };

  it('completes setup at boot from SETUP_ADMIN_*, and is a no-op on the next boot', async () => {
    await start(unattended);
    expect((await app!.inject({ method: 'GET', url: '/setup/status' })).json()).toEqual({ setupComplete: true });
    await app!.close();
    await start({ ...unattended, SETUP_ADMIN_USERNAME: 'someone-else' });
    expect((await tenantRows()).map((r) => [r.username, r.role])).toEqual([['auto-admin', 'superadmin']]);
  });

  it('refuses a configuration with only some of the three variables', () => {
    const partial = { ...ADMIN_TEST_ENV, DATABASE_URL: db.url, SETUP_ADMIN_USERNAME: 'auto-admin' };
    expect(() => loadConfig(configSchema, partial)).toThrow(ConfigError);
    expect(() => loadConfig(configSchema, partial)).toThrow(/go together/);
  });
});
