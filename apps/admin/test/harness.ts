import { generateApiKey, hashPassword, type AssignableRole } from '@csg/auth';
import { loadConfig } from '@csg/config';
import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import type { App } from '@csg/server';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { ADMIN_TEST_ENV } from './test-env.ts';

export const TEST_PASSWORD = 'a test passphrase that passes';

export interface TestTenant {
  id: string;
  username: string;
  role: AssignableRole;
  token: string;
  /** `{ authorization: 'Bearer <jwt>' }` for app.inject. */
  auth: { authorization: string };
}

/**
 * The admin app on a database of the test file's own, past first-boot setup, with helpers that
 * create accounts and keys directly in the database (the routes under test are not trusted to).
 */
export function useAdminApp(env: Record<string, string> = {}) {
  const testDb = useTestDatabase();
  let app: App | undefined;
  let handle: DatabaseHandle | undefined;
  let passwordHash = '';

  beforeAll(async () => {
    handle = createDatabase(testDb.url, { max: 2 });
    await markSetupComplete(handle.db, 'test');
    passwordHash = await hashPassword(TEST_PASSWORD);
    app = await buildApp(
      loadConfig(configSchema, { ...ADMIN_TEST_ENV, ...env, DATABASE_URL: testDb.url, LOG_LEVEL: 'silent' }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useAdminApp(): only inside tests and hooks');
    return value;
  };

  return {
    get app() {
      return current(app);
    },
    get db() {
      return current(handle).db;
    },
    get url() {
      return testDb.url;
    },

    async createTenant(
      role: AssignableRole,
      fields: { username?: string; active?: boolean; contactEmail?: string } = {},
    ): Promise<TestTenant> {
      const { id, username } = await insertTestTenant(current(handle).db, role, { ...fields, passwordHash });
      const token = await current(app).jwt.sign({ sub: id, username, role });
      return { id, username, role, token, auth: { authorization: `Bearer ${token}` } };
    },

    /** app.inject as a caller: a test tenant, or raw headers such as an API key's. */
    call: (caller: TestTenant | { authorization: string }, method: string, url: string, payload?: unknown) =>
      current(app).inject({
        method: method as 'GET',
        url,
        headers: 'auth' in caller ? caller.auth : caller,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),

    /** A key stored as the routes store one; returns the plaintext. */
    async createApiKey(
      owner: { tenantId: string } | { groupId: string },
      createdBy: string,
      fields: { expiresAt?: Date; revokedAt?: Date } = {},
    ) {
      const { plaintext, hash } = generateApiKey();
      const [row] = await current(handle)
        .db.insert(schema.apiKeys)
        .values({ name: 'test key', keyHash: hash, createdBy, ...owner, ...fields })
        .returning({ id: schema.apiKeys.id });
      return { id: current(row).id, plaintext, auth: { authorization: `Bearer ${plaintext}` } };
    },
  };
}

export type AdminHarness = ReturnType<typeof useAdminApp>;
