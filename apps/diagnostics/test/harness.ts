import { createJwtService, generateApiKey } from '@csg/auth';
import { loadConfig } from '@csg/config';
import { diagnosticsSnapshotSchema, type DiagnosticsSnapshot } from '@csg/contracts';
import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import type { App } from '@csg/server';
import { freePort, insertTestTenant, useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { fakeFleetApp, fakeMedia, healthyMedia, type MediaState } from './fakes.ts';

export const JWT_SECRET = 'diagnostics-test-secret-0123456789abcdef';

export type Role = 'superadmin' | 'admin_user' | 'normal_user' | 'viewer' | 'auditor';

export interface DiagnosticsHarness {
  /** The test file's database (migrated, setup complete). */
  readonly databaseUrl: string;
  readonly db: DatabaseHandle['db'];
  /** A healthy fleet: the edge and the internal apps, media-analysis as `media` says. */
  readonly fleet: Record<string, string>;
  readonly media: MediaState;
  /** An app on the test database with the fleet's URLs and `settings` on top (closed after the file). */
  build(settings?: Record<string, string>): Promise<App>;
  /** The bearer header of a new tenant of that role. */
  caller(role: Role): Promise<{ authorization: string }>;
  apiKey(): Promise<{ authorization: string }>;
  /** GET the snapshot as a superadmin; the body is checked against the contract. */
  snapshot(app: App): Promise<{ body: DiagnosticsSnapshot; ms: number }>;
}

/** The diagnostics app on a fresh database, for one test file, with a healthy fleet to probe. */
export function useDiagnostics(): DiagnosticsHarness {
  const testDb = useTestDatabase();
  const jwt = createJwtService({ secret: JWT_SECRET, expiresIn: '1h' });
  const apps: App[] = [];
  let handle: DatabaseHandle;
  const h = { media: healthyMedia(), fleet: {} } as DiagnosticsHarness & { fleet: Record<string, string> };

  beforeAll(async () => {
    handle = createDatabase(testDb.url, { max: 2 });
    await markSetupComplete(handle.db, 'test');
    const [edge, chat, detection, sessions, admin, media] = await Promise.all([
      fakeFleetApp('edge-gateway'),
      fakeFleetApp('chat-pipeline'),
      fakeFleetApp('detection'),
      fakeFleetApp('sessions'),
      fakeFleetApp('admin'),
      fakeMedia(h.media),
    ]);
    Object.assign(h, {
      databaseUrl: testDb.url,
      db: handle.db,
      fleet: {
        EDGE_URL: edge.url,
        CHAT_PIPELINE_URL: chat.url,
        DETECTION_URL: detection.url,
        SESSIONS_URL: sessions.url,
        ADMIN_URL: admin.url,
        MEDIA_ANALYSIS_URL: media.url,
        // Nothing listens here: the default, 443, may be served on the machine running the tests.
        TLS_PROBE_PORT: String(await freePort()),
      },
    });
  });
  afterAll(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await handle.close();
  });

  h.build = async (settings = {}) => {
    const config = loadConfig(configSchema, {
      JWT_SECRET,
      DATABASE_URL: testDb.url,
      LOG_LEVEL: 'silent',
      ...h.fleet,
      ...settings,
    });
    const app = await buildApp(config);
    apps.push(app);
    return app;
  };

  h.caller = async (role) => {
    const { id, username } = await insertTestTenant(handle.db, role);
    return { authorization: `Bearer ${await jwt.sign({ sub: id, username, role })}` };
  };

  h.apiKey = async () => {
    const { id } = await insertTestTenant(handle.db, 'admin_user');
    const key = generateApiKey();
    await handle.db
      .insert(schema.apiKeys)
      .values({ tenantId: id, name: 'diagnostics test', keyHash: key.hash, createdBy: id });
    return { authorization: `Bearer ${key.plaintext}` };
  };

  h.snapshot = async (app) => {
    const headers = await h.caller('superadmin');
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/admin/diagnostics/snapshot', headers });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`snapshot answered ${res.statusCode}: ${res.body}`);
    return { body: diagnosticsSnapshotSchema.parse(res.json()), ms };
  };
  return h;
}
