import { generateKeyPairSync } from 'node:crypto';
import { createLicenceStore } from '@csg/auth';
import { expiredLicence } from '@csg/auth/testing';
import type { App } from '@csg/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDiagnostics, type Role } from './harness.ts';

const h = useDiagnostics();
const SNAPSHOT = '/admin/diagnostics/snapshot';
let app: App;

beforeAll(async () => {
  app = await h.build();
});

describe('who may read the snapshot', () => {
  it.each<Role>(['superadmin', 'admin_user', 'viewer', 'auditor'])('answers 200 to a %s with a JWT', async (role) => {
    const res = await app.inject({ method: 'GET', url: SNAPSHOT, headers: await h.caller(role) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('findings');
  });

  it('refuses a normal_user with 403 Forbidden resource', async () => {
    const res = await app.inject({ method: 'GET', url: SNAPSHOT, headers: await h.caller('normal_user') });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' });
  });

  it('refuses a gateway API key with 401, even an admin’s: the snapshot is JWT only', async () => {
    const res = await app.inject({ method: 'GET', url: SNAPSHOT, headers: await h.apiKey() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'API keys are not accepted on this endpoint' });
  });

  it('refuses a request without a credential, or with a forged token, with 401', async () => {
    const none = await app.inject({ method: 'GET', url: SNAPSHOT });
    expect(none.statusCode).toBe(401);
    const forged = await app.inject({ method: 'GET', url: SNAPSHOT, headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ message: 'Invalid or expired token' });
  });

  it('has no other method on the path: the snapshot is read, never written', async () => {
    const res = await app.inject({ method: 'POST', url: SNAPSHOT, headers: await h.caller('superadmin') });
    expect(res.statusCode).toBe(404);
  });

  it('answers with an expired licence installed: diagnosing the gateway is never licence-gated', async () => {
    const vendor = generateKeyPairSync('ed25519');
    await createLicenceStore(h.db).install(expiredLicence(vendor.privateKey, ['image-analysis']), 'test');
    const res = await app.inject({ method: 'GET', url: SNAPSHOT, headers: await h.caller('viewer') });
    expect(res.statusCode).toBe(200);
  });
});
