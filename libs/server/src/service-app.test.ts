import { createDatabase, pendingMigrations } from '@csg/db';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServiceApp } from './service-app.ts';

/** An empty database of this file's own: useTestDatabase() would hand over a migrated one. */
const admin = createDatabase(inject('pgAdminUrl'), { max: 1 });
const name = `csg_server_test_${randomBytes(6).toString('hex')}`;
const url = Object.assign(new URL(inject('pgAdminUrl')), { pathname: `/${name}` }).toString();

beforeAll(async () => {
  await admin.sql`create database ${admin.sql(name)}`;
});
afterAll(async () => {
  await admin.sql`drop database if exists ${admin.sql(name)} with (force)`;
  await admin.close();
});

describe('createServiceApp and MIGRATE_ON_START', () => {
  const build = (migrate: boolean | undefined) =>
    createServiceApp('probe', {
      LOG_LEVEL: 'silent',
      TRUSTED_PROXIES: [],
      DATABASE_URL: url,
      MIGRATE_ON_START: migrate,
    });

  it('leaves the schema alone when told not to migrate, and still answers /health', async () => {
    const app = await build(false);
    try {
      expect(await pendingMigrations(url)).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('migrates at start when the setting is unset (npm start, a lone app)', async () => {
    const app = await build(undefined);
    await app.close();
    expect(await pendingMigrations(url)).toBe(0);
  });

  it('answers /metrics before first-boot setup, while other routes wait for it (423)', async () => {
    const app = await build(false);
    try {
      expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/anything' })).statusCode).toBe(423);
    } finally {
      await app.close();
    }
  });
});

describe('the change feed of a service app', () => {
  it('listens on one connection of its own once asked, and the app close ends it', async () => {
    const app = await createServiceApp('feed-probe', { LOG_LEVEL: 'silent', TRUSTED_PROXIES: [], DATABASE_URL: url });
    const listeners = async () =>
      (
        await admin.sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
          where datname = ${name} and application_name = 'feed-probe' and query ilike 'listen%'`
      )[0]?.n;
    try {
      expect(await app.changes.listening()).toBe(true);
      expect(await listeners()).toBe(1);
    } finally {
      await app.close();
    }
    await expect.poll(listeners).toBe(0);
  });
});
