import { generateApiKey } from '@csg/auth';
import { schema } from '@csg/db';
import { watchChanges, type ChangeWatch } from '@csg/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useChatApp, userSays } from './harness.ts';

const h = useChatApp();

/**
 * The facts a turn reads are kept in memory; a change another app makes (h.db is another pool
 * than the app's) reaches the app through its change feed, and holds from the next turn on.
 */
describe('changes made by another app, on the next chat turn', () => {
  let watch: ChangeWatch;
  beforeAll(async () => {
    watch = await watchChanges(h.app.changes);
  });

  async function caller() {
    const tenant = await h.tenant('normal_user');
    await h.credential(tenant.id, 'openai');
    return tenant;
  }
  /** A change, once the app has heard of it. */
  async function changed(table: Parameters<ChangeWatch['next']>[0], change: () => Promise<unknown>) {
    const announced = watch.next(table);
    await change();
    await announced;
  }

  it('refuses a revoked gateway API key', async () => {
    const tenant = await caller();
    const key = generateApiKey();
    await changed('api_keys', () =>
      h.db.insert(schema.apiKeys).values({ name: 'k', keyHash: key.hash, tenantId: tenant.id, createdBy: tenant.id }),
    );
    expect((await h.chat(key.plaintext, userSays('hi'))).status).toBe(200);
    expect((await h.chat(key.plaintext, userSays('hi'))).status).toBe(200);
    await changed('api_keys', () =>
      h.db.update(schema.apiKeys).set({ revokedAt: new Date() }).where(eq(schema.apiKeys.keyHash, key.hash)),
    );
    const res = await h.chat(key.plaintext, userSays('hi'));
    expect(res.status).toBe(401);
    expect(JSON.parse(res.raw)).toMatchObject({ message: 'Invalid API key' });
  });

  it('refuses the token of a deactivated tenant', async () => {
    const tenant = await caller();
    expect((await h.chat(tenant.token, userSays('hi'))).status).toBe(200);
    expect((await h.chat(tenant.token, userSays('hi'))).status).toBe(200);
    await changed('tenants', () =>
      h.db.update(schema.tenants).set({ active: false }).where(eq(schema.tenants.id, tenant.id)),
    );
    expect((await h.chat(tenant.token, userSays('hi'))).status).toBe(401);
  });

  it('stops using a credential the tenant deactivated, and a model taken out of chat', async () => {
    const tenant = await caller();
    expect((await h.chat(tenant.token, userSays('hi'))).status).toBe(200);
    await changed('provider_credentials', () =>
      h.db
        .update(schema.providerCredentials)
        .set({ active: false })
        .where(eq(schema.providerCredentials.tenantId, tenant.id)),
    );
    expect((await h.chat(tenant.token, userSays('hi'))).status).toBe(400);

    const other = await caller();
    expect((await h.chat(other.token, userSays('hi', 'gpt-4o'))).status).toBe(200);
    await changed('models', () =>
      h.db.update(schema.models).set({ active: false }).where(eq(schema.models.name, 'gpt-4o')),
    );
    expect((await h.chat(other.token, userSays('hi', 'gpt-4o'))).status).toBe(400);
  });
});
