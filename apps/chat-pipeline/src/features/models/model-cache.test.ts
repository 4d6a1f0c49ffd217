import { randomBytes, randomUUID } from 'node:crypto';
import { createChangeFeed, schema } from '@csg/db';
import { HttpError } from '@csg/errors';
import { createManualFeed, insertTestTenant, useAppAndOtherPool, useTestDatabase, watchChanges } from '@csg/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cacheModelResolutions } from './model-cache.ts';
import type { ModelResolver, ResolvedModel } from './model-resolver.ts';

const testDb = useTestDatabase();
const pools = useAppAndOtherPool(testDb);

const resolution = (provider: string): ResolvedModel => ({
  model: { id: randomUUID(), provider, name: 'm', displayName: 'M', contextWindow: 8192, redTeam: false },
  credential: { apiKey: 'sk-test', baseUrl: null, apiVersion: null, deployments: null },
});

/** A resolver that counts its resolutions, each a query and a decryption. */
function countingResolver(refuse = false) {
  const calls: string[] = [];
  const resolve: ModelResolver = async (caller, model, provider) => {
    calls.push(`${caller.tenantId}:${caller.role}:${provider ?? ''}:${model}`);
    if (refuse) throw new HttpError(400, 'not available');
    return resolution(provider ?? 'openai');
  };
  return { resolve, calls };
}

const admin = (tenantId: string) => ({ tenantId, role: 'admin_user' as const });
const user = (tenantId: string) => ({ tenantId, role: 'normal_user' as const });

describe('cacheModelResolutions', () => {
  it('resolves once per tenant, red-team visibility, provider and model, then answers from memory', async () => {
    const stored = countingResolver();
    const resolve = cacheModelResolutions(stored.resolve, { changes: createManualFeed() });
    const t = randomUUID();
    for (let i = 0; i < 2; i++) {
      await resolve(admin(t), 'm');
      await resolve(user(t), 'm');
      await resolve(admin(t), 'm', 'azure-openai');
      await resolve(admin(t), 'other');
    }
    expect(stored.calls).toHaveLength(4);
  });

  it('keeps no refusal: a model not available is resolved again at each request', async () => {
    const stored = countingResolver(true);
    const resolve = cacheModelResolutions(stored.resolve, { changes: createManualFeed() });
    const t = randomUUID();
    await expect(resolve(admin(t), 'm')).rejects.toThrow(HttpError);
    await expect(resolve(admin(t), 'm')).rejects.toThrow(HttpError);
    expect(stored.calls).toHaveLength(2);
  });

  it("resolves a tenant's models again after another app changes its credentials, and everyone's after a catalogue change", async () => {
    const changes = createChangeFeed(pools.app.sql, { onError: () => undefined });
    const stored = countingResolver();
    const resolve = cacheModelResolutions(stored.resolve, { changes });
    const watch = await watchChanges(changes);
    const [owner, bystander] = [(await insertTestTenant(pools.other.db, 'admin_user')).id, randomUUID()];
    const both = async () => {
      await resolve(admin(owner), 'gpt-4o');
      await resolve(admin(bystander), 'gpt-4o');
    };
    await both();
    await both();
    expect(stored.calls).toHaveLength(2);

    const credentialAdded = watch.next('provider_credentials');
    await pools.other.db.insert(schema.providerCredentials).values({
      tenantId: owner,
      provider: 'openai',
      name: 'second',
      secretCiphertext: randomBytes(16).toString('base64'),
    });
    await credentialAdded;
    await both();
    expect(stored.calls).toHaveLength(3);
    expect(stored.calls.at(-1)).toContain(owner);

    const modelChanged = watch.next('models');
    await pools.other.db.update(schema.models).set({ active: false }).where(eq(schema.models.name, 'gpt-4o'));
    await modelChanged;
    await both();
    expect(stored.calls).toHaveLength(5);
    changes.close();
  });
});
