import { generateKeyPairSync } from 'node:crypto';
import { createLicenceReader, exportPublicKey, identityPlugin, signLicence, type AssignableRole } from '@csg/auth';
import { loadConfig } from '@csg/config';
import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import { useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEST_ENV } from '../../../test/test-env.ts';
import { configSchema } from '../../config.ts';
import { licenceRoutes } from './licence.routes.ts';
import { createLicenceService } from './licence.service.ts';

const DAY = 86_400_000;
const vendor = generateKeyPairSync('ed25519');
const stranger = generateKeyPairSync('ed25519');

const testDb = useTestDatabase();
let handle: DatabaseHandle | undefined;
const apps: App[] = [];

/** A fresh admin-like app: identity plus the licence routes, with LICENSE_PUBLIC_KEYS as given. */
async function buildLicenceApp(publicKeys: string | undefined): Promise<App> {
  const env = {
    ...ADMIN_TEST_ENV,
    DATABASE_URL: testDb.url,
    LOG_LEVEL: 'silent',
    ...(publicKeys ? { LICENSE_PUBLIC_KEYS: publicKeys } : {}),
  };
  const config = loadConfig(configSchema, env);
  const app = await createServiceApp('admin', config);
  apps.push(app);
  await app.register(identityPlugin, { db: app.db, jwtSecret: config.JWT_SECRET, jwtExpiresIn: '1h' });
  const licence = createLicenceReader(app.db, config.LICENSE_PUBLIC_KEYS);
  await app.register(licenceRoutes, { service: createLicenceService({ licence, log: app.log }) });
  await app.ready();
  return app;
}

let app: App;
let keyless: App;

beforeAll(async () => {
  handle = createDatabase(testDb.url, { max: 2 });
  await markSetupComplete(handle.db, 'test');
  app = await buildLicenceApp(exportPublicKey(vendor.publicKey));
  keyless = await buildLicenceApp(undefined);
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await handle?.close();
});

async function signedIn(role: AssignableRole) {
  if (!handle) throw new Error('only inside tests');
  const username = `${role}-${Math.random().toString(16).slice(2, 10)}`;
  const [row] = await handle.db
    .insert(schema.tenants)
    .values({ username, passwordHash: 'unused', role, contactEmail: `${username}@example.com` })
    .returning({ id: schema.tenants.id });
  if (!row) throw new Error('no tenant row');
  const token = await app.jwt.sign({ sub: row.id, username, role });
  return { authorization: `Bearer ${token}` };
}

function licence(
  fields: { tier?: 'professional' | 'enterprise'; features?: string[]; days?: number } = {},
  key = vendor.privateKey,
) {
  const now = Date.now();
  return signLicence(
    {
      v: 1,
      licenseId: `lic-${Math.random().toString(16).slice(2, 10)}`,
      customer: 'Acme Corp',
      tier: fields.tier ?? 'enterprise',
      features: fields.features ?? ['governance', 'inspection'],
      issuedAt: new Date(now - 400 * DAY).toISOString(),
      expiresAt: new Date(now + (fields.days ?? 365) * DAY).toISOString(),
    },
    key,
  );
}

const get = (headers: Record<string, string>, on: App = app) =>
  on.inject({ method: 'GET', url: '/admin/licence', headers });
const put = (headers: Record<string, string>, body: unknown, on: App = app) =>
  on.inject({ method: 'PUT', url: '/admin/licence', headers, payload: body as object });

// One file, run in order: the install tests change the licence the later reads see.
describe('/admin/licence', () => {
  it('GET before any install: community, status none, no expiry (admin_user, auditor and viewer may read)', async () => {
    for (const role of ['admin_user', 'auditor', 'viewer', 'superadmin'] as const) {
      const res = await get(await signedIn(role));
      expect(res.statusCode, role).toBe(200);
      expect(res.json(), role).toMatchObject({
        status: 'none',
        tier: 'community',
        expiresAt: null,
        licenseId: null,
        customer: null,
      });
      expect(res.json<{ features: string[] }>().features, role).toContain('chat');
    }
  });

  it('GET refuses normal_user (403) and a missing token (401)', async () => {
    expect((await get(await signedIn('normal_user'))).statusCode).toBe(403);
    expect((await get({})).statusCode).toBe(401);
  });

  it('PUT by admin_user is 403 Forbidden resource: installing is superadmin only', async () => {
    const res = await put(await signedIn('admin_user'), { licence: licence() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Forbidden resource' });
  });

  it('PUT by viewer is 403 READ_ONLY_ROLE', async () => {
    const res = await put(await signedIn('viewer'), { licence: licence() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'READ_ONLY_ROLE' });
  });

  it("PUT of a bad token is 400 'Invalid licence': garbage, empty, tampered, or signed by another key", async () => {
    const root = await signedIn('superadmin');
    const [body, sig] = licence().split('.') as [string, string];
    const tampered = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), tier: 'enterprise', features: ['license-admin'] })).toString('base64url')}.${sig}`;
    for (const bad of ['not-a-licence', '', tampered, licence({}, stranger.privateKey)]) {
      const res = await put(root, { licence: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toStrictEqual({ statusCode: 400, message: 'Invalid licence', error: 'Bad Request' });
    }
    expect((await put(root, {})).json()).toMatchObject({ statusCode: 400, message: 'Invalid request body' });
  });

  it("PUT of an expired licence is 400 'Licence has expired'", async () => {
    const res = await put(await signedIn('superadmin'), { licence: licence({ days: -1 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Licence has expired' });
  });

  it("PUT with no LICENSE_PUBLIC_KEYS configured is 400 'No licence public key is configured'", async () => {
    const res = await put(await signedIn('superadmin'), { licence: licence() }, keyless);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'No licence public key is configured' });
  });

  it('the rejected PUTs above installed nothing', async () => {
    expect((await get(await signedIn('admin_user'))).json()).toMatchObject({ status: 'none', tier: 'community' });
  });

  it('superadmin installs a valid licence: 200 with the new state', async () => {
    const token = licence({ tier: 'professional', features: ['compliance'] });
    const res = await put(await signedIn('superadmin'), { licence: `${token}\n` });
    expect(res.statusCode).toBe(200);
    const state = res.json<{ features: string[] }>();
    expect(state).toMatchObject({ status: 'valid', tier: 'professional', customer: 'Acme Corp' });
    expect(state.features).toContain('compliance');
    expect(state.features).toContain('chat');
    expect(state.features).toStrictEqual([...state.features].sort());
  });

  it('GET after install shows the new tier, on this instance and on a fresh one', async () => {
    const root = await signedIn('superadmin');
    const put1 = await put(root, { licence: licence({ tier: 'enterprise' }) });
    expect(put1.statusCode).toBe(200);
    const { licenseId } = put1.json<{ licenseId: string }>();
    for (const on of [app, await buildLicenceApp(exportPublicKey(vendor.publicKey))]) {
      const res = await get(await signedIn('auditor'), on);
      expect(res.json()).toMatchObject({ status: 'valid', tier: 'enterprise', licenseId });
    }
  });

  it('an installed licence reads as invalid where its signing key is not configured', async () => {
    const other = await buildLicenceApp(exportPublicKey(stranger.publicKey));
    expect((await get(await signedIn('admin_user'), other)).json()).toMatchObject({
      status: 'invalid',
      tier: 'community',
    });
  });

  it('a malformed LICENSE_PUBLIC_KEYS stops the app at start', async () => {
    await expect(buildLicenceApp('not-a-key!')).rejects.toThrow('LICENSE_PUBLIC_KEYS entry 1 is not a public key');
  });
});
