import { createJwtService, generateApiKey, type AssignableRole } from '@csg/auth';
import { loadConfig } from '@csg/config';
import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import type { App } from '@csg/server';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';

const JWT_SECRET = 'sessions-test-secret-0123456789abcdef0123';

/** What a test reads of a response. */
export interface Reply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json<T = unknown>(): T;
}

export interface Caller {
  id: string;
  auth: { authorization: string };
}

export interface SessionsHarness {
  app: App;
  db: DatabaseHandle['db'];
  /** A tenant of the role, signed in (JWT). */
  tenant(role: AssignableRole): Promise<Caller>;
  /** A gateway API key of the tenant. */
  apiKey(tenantId: string): Promise<{ authorization: string }>;
  call(caller: { authorization: string } | Caller | null, method: string, url: string, body?: object): Promise<Reply>;
}

/** The sessions app on a fresh database, for one test file; `env` is read when the app is built. */
export function useSessionsApp(env: () => Record<string, string> = () => ({})): SessionsHarness {
  const testDb = useTestDatabase();
  const jwt = createJwtService({ secret: JWT_SECRET, expiresIn: '1h' });
  let handle: DatabaseHandle;
  const h = {} as SessionsHarness;

  beforeAll(async () => {
    handle = createDatabase(testDb.url, { max: 4 });
    await markSetupComplete(handle.db, 'test');
    const config = loadConfig(configSchema, { JWT_SECRET, DATABASE_URL: testDb.url, LOG_LEVEL: 'silent', ...env() });
    Object.assign(h, { app: await buildApp(config), db: handle.db });
  });
  afterAll(async () => {
    await h.app.close();
    await handle.close();
  });

  h.tenant = async (role) => {
    const { id, username } = await insertTestTenant(handle.db, role);
    return { id, auth: { authorization: `Bearer ${await jwt.sign({ sub: id, username, role })}` } };
  };

  h.apiKey = async (tenantId) => {
    const key = generateApiKey();
    await handle.db
      .insert(schema.apiKeys)
      .values({ tenantId, name: 'sessions test', keyHash: key.hash, createdBy: tenantId });
    return { authorization: `Bearer ${key.plaintext}` };
  };

  h.call = (caller, method, url, body) =>
    h.app.inject({
      method: method as 'GET',
      url,
      headers: caller === null ? {} : 'auth' in caller ? caller.auth : caller,
      ...(body === undefined ? {} : { payload: body }),
    });
  return h;
}
