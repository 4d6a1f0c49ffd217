import { createChangeFeed, schema } from '@csg/db';
import { createManualFeed, insertTestTenant, useAppAndOtherPool, useTestDatabase, watchChanges } from '@csg/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JwtClaims } from '../jwt.ts';
import { cacheIdentity } from './identity-cache.ts';
import type { ActiveTenant, ApiKeyIdentity } from './identity-repo.ts';

const testDb = useTestDatabase();
const pools = useAppAndOtherPool(testDb);

const tenant: ActiveTenant = { id: '0b4c3c53-8bd5-4b8e-9d0b-6f1f0e3f9b11', username: 'ann', role: 'normal_user' };
const key: ApiKeyIdentity = { keyId: 'k1', tenant, expiresAt: null };

/** Stored reads that count their calls, as the database would answer them. */
function countingReads(claims: JwtClaims = { sub: tenant.id, username: 'ann', role: 'normal_user', iat: 0, exp: 0 }) {
  const calls = { verify: 0, tenant: 0, key: 0 };
  let known = true;
  return {
    calls,
    forget: () => void (known = false),
    jwt: { verify: async () => (calls.verify++, claims) },
    repo: {
      findActiveTenant: async () => (calls.tenant++, known ? tenant : undefined),
      findApiKey: async () => (calls.key++, known ? key : undefined),
    },
  };
}

describe('cacheIdentity', () => {
  it('verifies a token once and keeps its claims until the token expires', async () => {
    let clock = 1_000_000;
    const stored = countingReads({ sub: tenant.id, username: 'ann', role: 'normal_user', iat: 900, exp: 1_010 });
    const { jwt } = cacheIdentity(stored, { changes: createManualFeed(), now: () => clock });
    await jwt.verify('token');
    clock = 1_009_999;
    await jwt.verify('token');
    expect(stored.calls.verify).toBe(1);
    clock = 1_010_000;
    await jwt.verify('token');
    expect(stored.calls.verify).toBe(2);
  });

  it('reads a tenant and a key once, then answers from memory', async () => {
    const stored = countingReads();
    const { repo } = cacheIdentity(stored, { changes: createManualFeed() });
    for (let i = 0; i < 3; i++) {
      expect(await repo.findActiveTenant(tenant.id)).toEqual(tenant);
      expect(await repo.findApiKey('hash')).toEqual(key);
    }
    expect(stored.calls).toMatchObject({ tenant: 1, key: 1 });
  });

  it('keeps no refusal: a tenant or key not found is read again on the next request', async () => {
    const stored = countingReads();
    stored.forget();
    const { repo } = cacheIdentity(stored, { changes: createManualFeed() });
    await repo.findActiveTenant(tenant.id);
    await repo.findActiveTenant(tenant.id);
    await repo.findApiKey('hash');
    await repo.findApiKey('hash');
    expect(stored.calls).toMatchObject({ tenant: 2, key: 2 });
  });

  it('reads again after the time bound, and after the feed listened again (changes may have been missed)', async () => {
    let clock = 0;
    const feed = createManualFeed();
    const stored = countingReads();
    const { repo } = cacheIdentity(stored, { changes: feed, ttlMs: 30_000, now: () => clock });
    await repo.findActiveTenant(tenant.id);
    clock = 30_000;
    await repo.findActiveTenant(tenant.id);
    feed.missed();
    await repo.findActiveTenant(tenant.id);
    expect(stored.calls.tenant).toBe(3);
  });

  it('reads again after another pool changes a tenant, an API key or a group membership', async () => {
    const changes = createChangeFeed(pools.app.sql, { onError: () => undefined });
    const stored = countingReads();
    const { repo } = cacheIdentity(stored, { changes });
    const watch = await watchChanges(changes);
    const created = watch.next('tenants');
    const { id } = await insertTestTenant(pools.other.db, 'admin_user');
    await created;
    const [group] = await pools.other.db.insert(schema.tenantGroups).values({ name: 'g', ownerId: id }).returning();
    const cases = [
      ['tenants', () => pools.other.db.update(schema.tenants).set({ active: false }).where(eq(schema.tenants.id, id))],
      [
        'api_keys',
        () => pools.other.db.insert(schema.apiKeys).values({ name: 'k', keyHash: 'h', tenantId: id, createdBy: id }),
      ],
      [
        'tenant_group_members',
        () => pools.other.db.insert(schema.tenantGroupMembers).values({ groupId: group!.id, tenantId: id }),
      ],
    ] as const;
    const read = async () => {
      await repo.findActiveTenant(tenant.id);
      await repo.findApiKey('hash');
    };
    await read();
    for (const [table, change] of cases) {
      const before = { ...stored.calls };
      await read();
      expect(stored.calls, `${table}: answered from memory`).toEqual(before);
      const announced = watch.next(table);
      await change();
      await announced;
      await read();
      expect(stored.calls, `${table}: read again`).toMatchObject({ tenant: before.tenant + 1, key: before.key + 1 });
    }
    changes.close();
  });
});
