import { generateKeyPairSync } from 'node:crypto';
import { createLicenceStore, exportPublicKey, generateApiKey, LICENCE_SETTING_KEY } from '@csg/auth';
import { expiredLicence } from '@csg/auth/testing';
import { loadConfig } from '@csg/config';
import { createDatabase, markSetupComplete, schema, type DatabaseHandle } from '@csg/db';
import type { App } from '@csg/server';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';

const JWT_SECRET = 'detection-test-secret-0123456789abcdef';
const vendor = generateKeyPairSync('ed25519');
const testDb = useTestDatabase();
let app: App;
let handle: DatabaseHandle;
let key = '';
let ownSession = '';
let otherSession = '';

const EMAIL = 'jane.roe@example.org';
const CARD = '4111 1111 1111 1111';
const PROMPT = `Contact ${EMAIL} and charge card ${CARD} today.`;

beforeAll(async () => {
  handle = createDatabase(testDb.url, { max: 2 });
  await markSetupComplete(handle.db, 'test');
  const env = {
    JWT_SECRET,
    DATABASE_URL: testDb.url,
    LOG_LEVEL: 'silent',
    TRUSTED_PROXIES: '127.0.0.1',
    LICENSE_PUBLIC_KEYS: exportPublicKey(vendor.publicKey),
  };
  app = await buildApp(loadConfig(configSchema, env));
  const tenant = await insertTestTenant(handle.db, 'normal_user', { username: 'detect-owner' });
  const generated = generateApiKey();
  await handle.db
    .insert(schema.apiKeys)
    .values({ name: 'k', keyHash: generated.hash, tenantId: tenant.id, createdBy: tenant.id });
  key = generated.plaintext;
  const other = await insertTestTenant(handle.db, 'normal_user', { username: 'someone-else' });
  const sessionOf = async (tenantId: string) => {
    const [row] = await handle.db
      .insert(schema.sessions)
      .values({ tenantId, title: 'test' })
      .returning({ id: schema.sessions.id });
    return row?.id ?? '';
  };
  ownSession = await sessionOf(tenant.id);
  otherSession = await sessionOf(other.id);
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const detect = (payload: unknown, extra: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/guardrails/detect', payload: payload as object, ...extra });
const withKey = () => ({ headers: { authorization: `Bearer ${key}` }, remoteAddress: '203.0.113.50' });

interface DetectResponse {
  action: string;
  detectedEntities: { type: string; value: string; start: number; end: number; action: string }[];
  maskedText: string;
  normalization: { originalText: string };
  contentFilter: string;
}

describe('POST /api/v1/guardrails/detect', () => {
  it('answers 200 with placeholders, never the raw values, and a blank normalization.originalText', async () => {
    const res = await detect({ text: PROMPT }, withKey());
    expect(res.statusCode).toBe(200);
    const body = res.json<DetectResponse>();
    expect(body.normalization.originalText).toBe('');
    expect(body.action).toBe('mask');
    expect(body.detectedEntities.map((e) => e.type)).toEqual(expect.arrayContaining(['EMAIL_ADDRESS', 'CREDIT_CARD']));
    for (const e of body.detectedEntities) expect(e.value).toMatch(/^\[[A-Z_]+\]$|^\[REDACTED\]$/);
    expect(body.maskedText).toBe('Contact [EMAIL_ADDRESS] and charge card [CREDIT_CARD] today.');
    expect(res.body).not.toContain(EMAIL);
    expect(res.body).not.toContain('4111');
  });

  it('stores a detection record for the tenant with offsets and placeholders only', async () => {
    await detect({ text: PROMPT, session_id: ownSession }, withKey());
    const rows = await handle.db.select().from(schema.detections);
    const row = rows.find((r) => r.sessionId === ownSession);
    expect(row).toMatchObject({ surface: 'detect', action: 'mask', filter: 'content-safety-v2' });
    expect(row?.tenantId).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(EMAIL);
    expect(JSON.stringify(row)).not.toContain('4111');
  });

  it("refuses another tenant's session, an unknown one, and any session without a tenant with 404, recording nothing", async () => {
    const unknown = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';
    for (const [sessionId, caller] of [
      [otherSession, withKey()],
      [unknown, withKey()],
      [ownSession, { remoteAddress: '127.0.0.1' }],
    ] as const) {
      const res = await detect({ text: PROMPT, session_id: sessionId }, caller);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Session not found', error: 'Not Found' });
    }
    const rows = await handle.db.select().from(schema.detections);
    expect(rows.filter((r) => r.sessionId === otherSession || r.sessionId === unknown)).toEqual([]);
  });

  it('falls back to content-safety-v2 for an unknown content_filter', async () => {
    const res = await detect({ text: 'hello there', content_filter: 'no-such-filter' }, withKey());
    expect(res.json<DetectResponse>().contentFilter).toBe('content-safety-v2');
  });

  it('refuses a missing text, a text over 1 MB and a malformed session_id with 400', async () => {
    for (const payload of [{}, { text: 'a'.repeat(1_000_001) }, { text: 'x', session_id: 'nope' }]) {
      expect((await detect(payload, withKey())).statusCode).toBe(400);
    }
  });
});

describe('who may call detect', () => {
  it('admits an unauthenticated call from loopback or a private address, with no tenant', async () => {
    expect((await detect({ text: 'hi' }, { remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await detect({ text: 'hi' }, { remoteAddress: '10.2.3.4' })).statusCode).toBe(200);
  });

  it('refuses an unauthenticated call from a public address with 401', async () => {
    expect((await detect({ text: 'hi' }, { remoteAddress: '203.0.113.9' })).statusCode).toBe(401);
  });

  it('does not let an outsider in by sending X-Forwarded-For through the edge', async () => {
    // The edge (a trusted proxy) appends the real client address after whatever the client sent.
    const spoofed = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.0.0.5, 203.0.113.9' } };
    expect((await detect({ text: 'hi' }, spoofed)).statusCode).toBe(401);
    const inside = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.0.0.7' } };
    expect((await detect({ text: 'hi' }, inside)).statusCode).toBe(200);
  });

  it('refuses an invalid API key even from loopback', async () => {
    const res = await detect(
      { text: 'hi' },
      { remoteAddress: '127.0.0.1', headers: { authorization: `Bearer gw_key_${'0'.repeat(64)}` } },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid API key' });
  });
});

describe('licence', () => {
  it('answers 402 LICENSE_EXPIRED once the installed licence has expired', async () => {
    await createLicenceStore(handle.db).install(expiredLicence(vendor.privateKey, ['detection']), 'test');
    const fresh = await buildApp(
      loadConfig(configSchema, {
        JWT_SECRET,
        DATABASE_URL: testDb.url,
        LOG_LEVEL: 'silent',
        LICENSE_PUBLIC_KEYS: exportPublicKey(vendor.publicKey),
      }),
    );
    try {
      const res = await fresh.inject({
        method: 'POST',
        url: '/api/v1/guardrails/detect',
        payload: { text: 'hi' },
        headers: withKey().headers,
      });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ statusCode: 402, code: 'LICENSE_EXPIRED' });
    } finally {
      await fresh.close();
      await handle.db
        .delete(schema.systemSettings)
        .where((await import('drizzle-orm')).eq(schema.systemSettings.key, LICENCE_SETTING_KEY));
    }
  });
});
