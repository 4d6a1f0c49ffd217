import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import { useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll } from 'vitest';
import { generateApiKey } from '../src/api-keys.ts';
import { identityPlugin } from '../src/authenticate/identity-plugin.ts';
import { principalOf } from '../src/authenticate/auth-plugin.ts';
import type { AssignableRole } from '../src/roles.ts';

export const JWT_SECRET = 'identity-test-secret-0123456789abcdef';

/**
 * A service app with the identity plugin and two probe routes: one for any credential, one
 * JWT-only. `cached` keeps identities in memory, dropped by the app's change feed.
 */
export async function buildProbeApp(url: string, flushEveryMs = 60_000, cached = false): Promise<App> {
  const app = await createServiceApp('probe', { LOG_LEVEL: 'silent', TRUSTED_PROXIES: [], DATABASE_URL: url });
  await app.register(identityPlugin, {
    db: app.db,
    jwtSecret: JWT_SECRET,
    jwtExpiresIn: '1h',
    flushEveryMs,
    ...(cached && { changes: app.changes }),
  });
  const whoami = async (request: Parameters<typeof principalOf>[0]) => principalOf(request);
  app.get('/probe/any', { config: { auth: { accept: ['jwt', 'api_key'], roles: 'any' } } }, whoami);
  app.get('/probe/jwt-only', { config: { auth: { accept: ['jwt'], roles: 'any' } } }, whoami);
  app.post('/probe/admin-write', { config: { auth: { accept: ['jwt'], roles: ['admin_user'] } } }, async () => ({
    ok: true,
  }));
  app.post(
    '/probe/chat',
    { config: { auth: { accept: ['jwt', 'api_key'], roles: 'any', chatWrite: true } } },
    async () => ({ ok: true }),
  );
  return app;
}

export function useProbeApp() {
  const testDb = useTestDatabase();
  let app: App | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = createDatabase(testDb.url, { max: 2 });
    await markSetupComplete(handle.db, 'test');
    app = await buildProbeApp(testDb.url);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  const need = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('only inside tests');
    return v;
  };
  const db = () => need(handle).db;

  return {
    get app() {
      return need(app);
    },
    get url() {
      return testDb.url;
    },
    db,
    async tenant(role: AssignableRole, username = `${role}-${Math.random().toString(16).slice(2, 10)}`) {
      const [row] = await db()
        .insert(schema.tenants)
        .values({ username, passwordHash: 'unused', role, contactEmail: `${username}@example.com` })
        .returning({ id: schema.tenants.id });
      const id = need(row).id;
      const token = await need(app).jwt.sign({ sub: id, username, role });
      return { id, username, token, auth: { authorization: `Bearer ${token}` } };
    },
    async apiKey(
      owner: { tenantId: string } | { groupId: string },
      createdBy: string,
      extra: { expiresAt?: Date; revokedAt?: Date } = {},
    ) {
      const { plaintext, hash } = generateApiKey();
      const [row] = await db()
        .insert(schema.apiKeys)
        .values({ name: 'probe', keyHash: hash, createdBy, ...owner, ...extra })
        .returning({ id: schema.apiKeys.id });
      return { id: need(row).id, auth: { authorization: `Bearer ${plaintext}` } };
    },
  };
}
