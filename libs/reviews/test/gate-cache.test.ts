import { createChangeFeed, createDatabase, schema, type DatabaseHandle } from '@csg/db';
import { createManualFeed, insertTestTenant, useTestDatabase, watchChanges } from '@csg/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheOpenGate, createReviewsRepo, type GateState, type ReviewsRepo } from '../src/index.ts';

const testDb = useTestDatabase();
/** This app's pool (its feed listens there) and another app's, which adds reviews. */
let app: DatabaseHandle;
let other: DatabaseHandle;
let repo: ReviewsRepo;
beforeAll(() => {
  app = createDatabase(testDb.url, { max: 2 });
  other = createDatabase(testDb.url, { max: 2 });
  repo = createReviewsRepo(app.db);
});
afterAll(async () => {
  await Promise.all([app.close(), other.close()]);
});

const LOCK = { id: 'l1', reason: 'held', createdAt: new Date(0), unlockRequestStatus: 'none' as const };

/** A stored gate that answers `state` and counts its readings. */
function countingGate(state: GateState) {
  const calls = { take: 0, lock: 0 };
  return {
    calls,
    repo: {
      takeGateState: async () => (calls.take++, state),
      lockAutomatically: async () => void calls.lock++,
    },
  };
}

describe('cacheOpenGate', () => {
  it('skips the reading for a tenant found with nothing open, until the time bound', async () => {
    let clock = 0;
    const stored = countingGate({});
    const gate = cacheOpenGate(stored.repo, { changes: createManualFeed(), ttlMs: 30_000, now: () => clock });
    for (let i = 0; i < 3; i++) expect(await gate.takeGateState('t1')).toEqual({});
    expect(stored.calls.take).toBe(1);
    clock = 30_000;
    await gate.takeGateState('t1');
    expect(stored.calls.take).toBe(2);
  });

  it('reads every time while a lock or a warning is found', async () => {
    for (const state of [{ lock: LOCK }, { warning: { id: 'w1', reason: 'r' } }]) {
      const stored = countingGate(state);
      const gate = cacheOpenGate(stored.repo, { changes: createManualFeed() });
      await gate.takeGateState('t1');
      expect(await gate.takeGateState('t1')).toEqual(state);
      expect(stored.calls.take).toBe(2);
    }
  });

  it("reads again after this instance's automatic lock, without waiting for its announcement", async () => {
    const stored = countingGate({});
    const gate = cacheOpenGate(stored.repo, { changes: createManualFeed() });
    await gate.takeGateState('t1');
    await gate.lockAutomatically('t1', 'why');
    await gate.takeGateState('t1');
    expect(stored.calls).toEqual({ take: 2, lock: 1 });
  });

  it("reads again after an announced change to the tenant's reviews, or after the feed listened again", async () => {
    const feed = createManualFeed();
    const stored = countingGate({});
    const gate = cacheOpenGate(stored.repo, { changes: feed });
    await gate.takeGateState('t1');
    await gate.takeGateState('t2');
    feed.announce({ table: 'reviews', op: 'INSERT', id: 'r1', tenantId: 't1' });
    await gate.takeGateState('t1');
    await gate.takeGateState('t2');
    expect(stored.calls.take).toBe(3);
    feed.missed();
    await gate.takeGateState('t2');
    expect(stored.calls.take).toBe(4);
  });

  it('delivers a warning another app adds to a tenant known clear on the next reading, exactly once', async () => {
    const changes = createChangeFeed(app.sql, { onError: () => undefined });
    let readings = 0;
    const gate = cacheOpenGate(
      { ...repo, takeGateState: (tenantId) => (readings++, repo.takeGateState(tenantId)) },
      { changes },
    );
    const watch = await watchChanges(changes);
    const user = (await insertTestTenant(app.db, 'normal_user')).id;
    expect(await gate.takeGateState(user)).toEqual({});
    expect(await gate.takeGateState(user)).toEqual({});
    expect(readings).toBe(1);

    const announced = watch.next('reviews', (change) => change.tenantId === user);
    const [warning] = await other.db
      .insert(schema.reviews)
      .values({ tenantId: user, kind: 'warning', origin: 'admin', reason: 'stop' })
      .returning();
    await announced;
    expect(await gate.takeGateState(user)).toEqual({ warning: { id: warning?.id, reason: 'stop' } });
    expect(await gate.takeGateState(user)).toEqual({});
    changes.close();
  });
});
