import { createDatabase, schema, type DatabaseHandle } from '@csg/db';
import { insertTestTenant, useTestDatabase } from '@csg/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewsRepo, takeReviewStep, type ReviewsRepo } from '../src/index.ts';

const testDb = useTestDatabase();
let handle: DatabaseHandle;
let repo: ReviewsRepo;
beforeAll(() => {
  handle = createDatabase(testDb.url, { max: 4 });
  repo = createReviewsRepo(handle.db);
});
afterAll(() => handle.close());

const tenant = async () => (await insertTestTenant(handle.db, 'normal_user')).id;
const warn = (tenantId: string, reason: string, createdBy: string) =>
  repo.insert({ tenantId, kind: 'warning', reason, createdBy });
const reviewsOf = (tenantId: string) =>
  handle.db.select().from(schema.reviews).where(eq(schema.reviews.tenantId, tenantId));

describe('the open-lock rule', () => {
  it('keeps one open lock per tenant, whoever asks for the second', async () => {
    const [user, admin] = [await tenant(), await tenant()];
    expect(await repo.insert({ tenantId: user, kind: 'lock', reason: 'first', createdBy: admin })).toMatchObject({
      kind: 'lock',
      origin: 'admin',
      unlockRequestStatus: 'none',
    });
    expect(await repo.insert({ tenantId: user, kind: 'lock', reason: 'again', createdBy: admin })).toBeUndefined();
    await repo.lockAutomatically(user, 'automatic');
    expect(await reviewsOf(user)).toHaveLength(1);
  });

  it('lets a tenant be locked again once its lock is resolved, and never limits warnings', async () => {
    const [user, admin] = [await tenant(), await tenant()];
    const lock = await repo.insert({ tenantId: user, kind: 'lock', reason: 'first', createdBy: admin });
    expect(await warn(user, 'w1', admin)).toBeDefined();
    expect(await warn(user, 'w2', admin)).toBeDefined();
    await repo.applyStep('unlock', lock?.id ?? '', admin);
    await repo.lockAutomatically(user, 'automatic');
    const locks = (await reviewsOf(user)).filter((r) => r.kind === 'lock');
    expect(locks.map((r) => [r.origin, r.resolvedAt === null])).toEqual([
      ['admin', false],
      ['automatic', true],
    ]);
  });
});

describe('the gate', () => {
  it('reads the open lock and leaves the warnings pending while it stands', async () => {
    const [user, admin] = [await tenant(), await tenant()];
    await warn(user, 'later', admin);
    const lock = await repo.insert({ tenantId: user, kind: 'lock', reason: 'held', createdBy: admin });
    const state = await repo.takeGateState(user);
    expect(state).toEqual({
      lock: { id: lock?.id, reason: 'held', createdAt: lock?.createdAt, unlockRequestStatus: 'none' },
    });
    expect((await reviewsOf(user)).filter((r) => r.resolvedAt === null)).toHaveLength(2);
  });

  it('delivers each pending warning once, oldest first, even to two readers at the same time', async () => {
    const [user, admin] = [await tenant(), await tenant()];
    const first = await warn(user, 'first', admin);
    await warn(user, 'second', admin);
    const both = await Promise.all([repo.takeGateState(user), repo.takeGateState(user)]);
    expect(both.map((s) => s.warning?.reason).sort()).toEqual(['first', 'second']);
    expect(both.find((s) => s.warning?.reason === 'first')?.warning?.id).toBe(first?.id);
    expect(await repo.takeGateState(user)).toEqual({});
  });
});

describe('unlock requests', () => {
  it('mark the open lock pending once, keeping the first request time, and need a lock', async () => {
    const [user, admin] = [await tenant(), await tenant()];
    expect(await repo.requestUnlock(user)).toBeUndefined();
    await repo.insert({ tenantId: user, kind: 'lock', reason: 'held', createdBy: admin });
    expect(await repo.requestUnlock(user)).toMatchObject({ unlockRequestStatus: 'pending' });
    const [asked] = await reviewsOf(user);
    await handle.db.execute(sql`select pg_sleep(0.01)`);
    await repo.requestUnlock(user);
    const [again] = await reviewsOf(user);
    expect(again?.unlockRequestedAt).toEqual(asked?.unlockRequestedAt);
  });
});

describe('administrators’ steps', () => {
  it('deny a pending request and keep the lock, then refuse a second denial', async () => {
    const [user, admin] = [await tenant(), await tenant()];
    const lock = await repo.insert({ tenantId: user, kind: 'lock', reason: 'held', createdBy: admin });
    await repo.requestUnlock(user);
    const step = () => repo.transaction((tx) => takeReviewStep(tx, 'deny-unlock', lock?.id ?? '', undefined, admin));
    expect(await step()).toMatchObject({
      outcome: 'done',
      review: { unlockRequestStatus: 'denied', resolvedAt: null },
    });
    expect(await step()).toEqual({ outcome: 'refused', refusal: 'No unlock request is pending' });
  });

  it('record who resolved a lock, and find no review outside the caller’s scope', async () => {
    const admin = await tenant();
    const { id: user, username } = await insertTestTenant(handle.db, 'normal_user');
    const lock = await repo.insert({ tenantId: user, kind: 'lock', reason: 'held', createdBy: admin });
    const id = lock?.id ?? '';
    const elsewhere = sql`${schema.tenants.id} = ${admin}`;
    expect(await repo.transaction((tx) => takeReviewStep(tx, 'unlock', id, elsewhere, admin))).toEqual({
      outcome: 'missing',
    });
    const done = await repo.transaction((tx) => takeReviewStep(tx, 'unlock', id, undefined, admin));
    expect(done).toMatchObject({ outcome: 'done', review: { resolvedBy: admin, username } });
  });
});
