import { schema } from '@csg/db';
import type { App } from '@csg/server';
import { watchChanges, type ChangeWatch } from '@csg/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProbeApp, useProbeApp } from './identity-harness.ts';

const h = useProbeApp();

describe('with identities kept in memory, and changed by another app', () => {
  // h.db() is another pool than the app's: the change reaches the app only as its feed announces it.
  let app: App;
  let watch: ChangeWatch;
  beforeAll(async () => {
    app = await buildProbeApp(h.url, 100, true);
    watch = await watchChanges(app.changes);
  });
  afterAll(async () => {
    await app.close();
  });
  const probe = (auth: Record<string, string>) => app.inject({ method: 'GET', url: '/probe/any', headers: auth });

  it('refuses an API key on the first request after another app revoked it', async () => {
    const owner = await h.tenant('admin_user');
    const key = await h.apiKey({ tenantId: owner.id }, owner.id);
    expect((await probe(key.auth)).statusCode).toBe(200);
    expect((await probe(key.auth)).statusCode).toBe(200);
    const revoked = watch.next('api_keys', (change) => change.id === key.id);
    await h.db().update(schema.apiKeys).set({ revokedAt: new Date() }).where(eq(schema.apiKeys.id, key.id));
    await revoked;
    expect((await probe(key.auth)).json()).toMatchObject({ statusCode: 401, message: 'Invalid API key' });
  });

  it('refuses the token of a tenant on the first request after another app deactivated or deleted it', async () => {
    for (const change of [{ active: false }, { deletedAt: new Date() }]) {
      const t = await h.tenant('normal_user');
      expect((await probe(t.auth)).statusCode).toBe(200);
      expect((await probe(t.auth)).statusCode).toBe(200);
      const changed = watch.next('tenants', (c) => c.id === t.id && c.op === 'UPDATE');
      await h.db().update(schema.tenants).set(change).where(eq(schema.tenants.id, t.id));
      await changed;
      expect((await probe(t.auth)).json()).toMatchObject({ statusCode: 401, message: 'Invalid or expired token' });
    }
  });

  it('refuses an API key as soon as it expires, with its identity still in memory', async () => {
    const owner = await h.tenant('admin_user');
    const expiresAt = new Date(Date.now() + 1_000);
    const key = await h.apiKey({ tenantId: owner.id }, owner.id, { expiresAt });
    expect((await probe(key.auth)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 10));
    expect((await probe(key.auth)).statusCode).toBe(401);
  });

  it('records the last use of a key answered from memory', async () => {
    const owner = await h.tenant('admin_user');
    const key = await h.apiKey({ tenantId: owner.id }, owner.id);
    const lastUsed = async () =>
      (
        await h.db().select({ at: schema.apiKeys.lastUsedAt }).from(schema.apiKeys).where(eq(schema.apiKeys.id, key.id))
      )[0]?.at ?? null;
    expect((await probe(key.auth)).statusCode).toBe(200);
    await expect.poll(lastUsed, { timeout: 3000 }).toBeInstanceOf(Date);
    // Not announced (last use is no fact of the cache), so the next request is answered from memory.
    await h.db().update(schema.apiKeys).set({ lastUsedAt: null }).where(eq(schema.apiKeys.id, key.id));
    expect((await probe(key.auth)).statusCode).toBe(200);
    await expect.poll(lastUsed, { timeout: 3000 }).toBeInstanceOf(Date);
  });
});
