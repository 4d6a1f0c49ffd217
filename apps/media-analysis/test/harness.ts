import { generateKeyPairSync, type KeyPairKeyObjectResult } from 'node:crypto';
import { createJwtService, exportPublicKey, generateApiKey } from '@csg/auth';
import { loadConfig } from '@csg/config';
import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import type { App } from '@csg/server';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type MediaAnalysisOverrides } from '../src/app.ts';
import { configSchema } from '../src/config.ts';

export const JWT_SECRET = 'media-analysis-test-secret-0123456789abcdef';

export interface Caller {
  id: string;
  auth: { authorization: string };
}

export interface MediaHarness {
  app: App;
  db: DatabaseHandle['db'];
  /** The vendor key licences are signed with in these tests. */
  vendor: KeyPairKeyObjectResult;
  /** A new app on the same database, for tests that change what it reads at start (the licence). */
  rebuild(): Promise<App>;
  /** A normal_user tenant, signed in (JWT). */
  tenant(): Promise<Caller>;
  /** A gateway API key of the tenant. */
  apiKey(tenantId: string): Promise<{ authorization: string }>;
  session(tenantId: string): Promise<string>;
}

/**
 * The media-analysis app on a fresh database, for one test file; without overrides, the real OCR
 * engines and file formats. `settings` are more of its variables, read when the app is built.
 */
export function useMediaApp(
  overrides: () => MediaAnalysisOverrides = () => ({}),
  settings: () => Record<string, string> = () => ({}),
): MediaHarness {
  const testDb = useTestDatabase();
  const jwt = createJwtService({ secret: JWT_SECRET, expiresIn: '1h' });
  const vendor = generateKeyPairSync('ed25519');
  let handle: DatabaseHandle;
  const h = { vendor } as MediaHarness;
  const config = () =>
    loadConfig(configSchema, {
      JWT_SECRET,
      DATABASE_URL: testDb.url,
      LOG_LEVEL: 'silent',
      LICENSE_PUBLIC_KEYS: exportPublicKey(vendor.publicKey),
      OCR_CONCURRENCY: '1',
      ...settings(),
    });

  beforeAll(async () => {
    handle = createDatabase(testDb.url, { max: 2 });
    await markSetupComplete(handle.db, 'test');
    Object.assign(h, { app: await buildApp(config(), overrides()), db: handle.db });
  });
  afterAll(async () => {
    await h.app.close();
    await handle.close();
  });

  h.rebuild = () => buildApp(config(), overrides());

  h.tenant = async () => {
    const { id, username } = await insertTestTenant(handle.db, 'normal_user');
    return { id, auth: { authorization: `Bearer ${await jwt.sign({ sub: id, username, role: 'normal_user' })}` } };
  };

  h.apiKey = async (tenantId) => {
    const key = generateApiKey();
    await handle.db
      .insert(schema.apiKeys)
      .values({ tenantId, name: 'media test', keyHash: key.hash, createdBy: tenantId });
    return { authorization: `Bearer ${key.plaintext}` };
  };

  h.session = async (tenantId) => {
    const [row] = await handle.db
      .insert(schema.sessions)
      .values({ tenantId, title: 'test' })
      .returning({ id: schema.sessions.id });
    return row?.id ?? '';
  };
  return h;
}
