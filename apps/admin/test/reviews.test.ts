import { randomUUID } from 'node:crypto';
import { schema } from '@csg/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp, type TestTenant } from './harness.ts';

const h = useAdminApp();

interface Review {
  id: string;
  tenantId: string;
  username: string;
  kind: string;
  reason: string;
  origin: string;
  createdBy: string | null;
  createdAt: string;
  unlockRequestStatus: string;
  unlockRequestedAt: string | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
}
type Page = { data: Review[]; meta: { total: number; page: number; limit: number; totalPages: number } };

const as = (who: TestTenant, method: string, url: string, payload?: object) => h.call(who, method, url, payload);

async function create(who: TestTenant, tenantId: string, kind: 'lock' | 'warning', reason = 'please review') {
  const res = await as(who, 'POST', '/admin/reviews', { tenantId, kind, reason });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Review>();
}

async function groupOf(owner: TestTenant, ...members: TestTenant[]) {
  const [group] = await h.db
    .insert(schema.tenantGroups)
    .values({ name: 'team', ownerId: owner.id })
    .returning({ id: schema.tenantGroups.id });
  if (!group) throw new Error('no group');
  for (const m of members) await h.db.insert(schema.tenantGroupMembers).values({ groupId: group.id, tenantId: m.id });
}

/** What chat does when the locked user asks to be unlocked (that side is not under test here). */
async function requestUnlock(reviewId: string) {
  await h.db
    .update(schema.reviews)
    .set({ unlockRequestStatus: 'pending', unlockRequestedAt: sql`now()` })
    .where(eq(schema.reviews.id, reviewId));
}

async function stored(id: string) {
  const [row] = await h.db.select().from(schema.reviews).where(eq(schema.reviews.id, id));
  return row;
}

const list = async (who: TestTenant, query: string) => {
  const res = await as(who, 'GET', `/admin/reviews?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

let root: TestTenant;
beforeAll(async () => {
  root = await h.createTenant('superadmin');
});

describe('POST /admin/reviews', () => {
  it('locks a tenant: 201 with the whole item, origin admin, created by the caller, nothing resolved', async () => {
    const user = await h.createTenant('normal_user');
    const res = await as(root, 'POST', '/admin/reviews', { tenantId: user.id, kind: 'lock', reason: 'odd prompts' });
    expect(res.statusCode).toBe(201);
    const review = res.json<Review>();
    expect(Object.keys(review).sort()).toEqual(
      [
        'createdAt',
        'createdBy',
        'id',
        'kind',
        'origin',
        'reason',
        'resolvedAt',
        'resolvedBy',
        'tenantId',
        'unlockRequestStatus',
        'unlockRequestedAt',
        'username',
      ].sort(),
    );
    expect(review).toMatchObject({
      tenantId: user.id,
      username: user.username,
      kind: 'lock',
      reason: 'odd prompts',
      origin: 'admin',
      createdBy: root.id,
      unlockRequestStatus: 'none',
      unlockRequestedAt: null,
      resolvedAt: null,
      resolvedBy: null,
    });
    expect((await stored(review.id))?.tenantId).toBe(user.id);
  });

  it('leaves a warning; a tenant may have several pending warnings, and a lock beside them', async () => {
    const user = await h.createTenant('normal_user');
    const first = await create(root, user.id, 'warning', 'first');
    const second = await create(root, user.id, 'warning', 'second');
    expect(first).toMatchObject({ kind: 'warning', origin: 'admin', resolvedAt: null });
    expect(second.id).not.toBe(first.id);
    await create(root, user.id, 'lock');
  });

  it('keeps any reason an admin types, verbatim (quotes, markup, newlines, non-Latin text), trimmed at the ends', async () => {
    const user = await h.createTenant('normal_user');
    const reason = `Robert'); DROP TABLE reviews;--\n<script>alert("x")</script> ${'\u{1F512}'} 審査中 \\ %s $1`;
    const review = await create(root, user.id, 'warning', `  ${reason}\n`);
    expect(review.reason).toBe(reason);
    expect((await stored(review.id))?.reason).toBe(reason);
  });

  it('locking a tenant that already has an open lock is 409; after an unlock it can be locked again', async () => {
    const user = await h.createTenant('normal_user');
    const lock = await create(root, user.id, 'lock');
    const again = await as(root, 'POST', '/admin/reviews', { tenantId: user.id, kind: 'lock', reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Tenant is already locked for review',
    });
    expect((await as(root, 'POST', `/admin/reviews/${lock.id}/unlock`)).statusCode).toBe(200);
    await create(root, user.id, 'lock');
  });

  it('an automatic lock counts as the open lock too (409)', async () => {
    const user = await h.createTenant('normal_user');
    await h.db
      .insert(schema.reviews)
      .values({ tenantId: user.id, kind: 'lock', origin: 'automatic', reason: 'jailbreaks' });
    const res = await as(root, 'POST', '/admin/reviews', { tenantId: user.id, kind: 'lock', reason: 'again' });
    expect(res.statusCode).toBe(409);
  });

  it('two locks requested at once store one: 201 and 409', async () => {
    const user = await h.createTenant('normal_user');
    const body = { tenantId: user.id, kind: 'lock', reason: 'race' };
    const codes = (
      await Promise.all([as(root, 'POST', '/admin/reviews', body), as(root, 'POST', '/admin/reviews', body)])
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([201, 409]);
    expect(await h.db.select().from(schema.reviews).where(eq(schema.reviews.tenantId, user.id))).toHaveLength(1);
  });

  it('refuses a malformed body with 400: reason empty, blank or over 1000 characters, unknown kind, bad tenantId', async () => {
    const user = await h.createTenant('normal_user');
    const valid = { tenantId: user.id, kind: 'warning', reason: 'x' };
    for (const [field, payload] of [
      ['reason', { ...valid, reason: '' }],
      ['reason', { ...valid, reason: '   ' }],
      ['reason', { ...valid, reason: 'r'.repeat(1001) }],
      ['reason', { tenantId: user.id, kind: 'lock' }],
      ['kind', { ...valid, kind: 'ban' }],
      ['tenantId', { ...valid, tenantId: 'not-a-uuid' }],
    ] as const) {
      const res = await as(root, 'POST', '/admin/reviews', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<{ issues: { path: string[] }[] }>().issues.map((i) => i.path[0])).toEqual([field]);
    }
    expect(await h.db.select().from(schema.reviews).where(eq(schema.reviews.tenantId, user.id))).toHaveLength(0);
    expect((await as(root, 'POST', '/admin/reviews', { ...valid, reason: 'r'.repeat(1000) })).statusCode).toBe(201);
  });

  it('an unknown or deleted tenant is 404 "Tenant not found"', async () => {
    const gone = await h.createTenant('normal_user');
    await h.db.update(schema.tenants).set({ deletedAt: new Date() }).where(eq(schema.tenants.id, gone.id));
    for (const tenantId of [randomUUID(), gone.id]) {
      const res = await as(root, 'POST', '/admin/reviews', { tenantId, kind: 'lock', reason: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Tenant not found' });
    }
  });
});

describe('data scope of admin_user', () => {
  it('acts on its own tenant and members of its groups; a tenant outside them is 404 and nothing is stored', async () => {
    const admin = await h.createTenant('admin_user');
    const member = await h.createTenant('normal_user');
    const outsider = await h.createTenant('normal_user');
    await groupOf(admin, member);
    const lock = await create(admin, member.id, 'lock');
    const warning = await create(admin, admin.id, 'warning');
    await requestUnlock(lock.id);
    expect((await as(admin, 'POST', `/admin/reviews/${lock.id}/deny-unlock`)).statusCode).toBe(200);
    expect((await as(admin, 'POST', `/admin/reviews/${lock.id}/unlock`)).json()).toMatchObject({
      resolvedBy: admin.id,
    });
    expect((await as(admin, 'POST', `/admin/reviews/${warning.id}/dismiss`)).json()).toMatchObject({
      resolvedBy: admin.id,
    });
    const res = await as(admin, 'POST', '/admin/reviews', { tenantId: outsider.id, kind: 'lock', reason: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Tenant not found');
    expect(await h.db.select().from(schema.reviews).where(eq(schema.reviews.tenantId, outsider.id))).toHaveLength(0);
  });

  it('lists only reviews in its scope, even when asked for an outside tenant by id', async () => {
    const admin = await h.createTenant('admin_user');
    const member = await h.createTenant('normal_user');
    const outsider = await h.createTenant('normal_user');
    await groupOf(admin, member);
    const mine = [await create(root, member.id, 'warning'), await create(root, admin.id, 'lock')];
    await create(root, outsider.id, 'lock');

    const page = await list(admin, 'status=all&limit=100');
    expect(page.data.map((r) => r.id).sort()).toEqual(mine.map((r) => r.id).sort());
    expect(page.meta.total).toBe(2);
    const asked = await list(admin, `status=all&tenantId=${outsider.id}`);
    expect(asked).toEqual({ data: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0 } });
  });

  it('unlock, deny-unlock and dismiss of an outside review are 404, and change nothing', async () => {
    const admin = await h.createTenant('admin_user');
    const outsider = await h.createTenant('normal_user');
    const lock = await create(root, outsider.id, 'lock');
    const warning = await create(root, outsider.id, 'warning');
    await requestUnlock(lock.id);
    for (const url of [
      `/admin/reviews/${lock.id}/unlock`,
      `/admin/reviews/${lock.id}/deny-unlock`,
      `/admin/reviews/${warning.id}/dismiss`,
    ]) {
      const res = await as(admin, 'POST', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ statusCode: 404, error: 'Not Found', message: 'Review not found' });
    }
    expect(await stored(lock.id)).toMatchObject({ resolvedAt: null, unlockRequestStatus: 'pending' });
    expect((await stored(warning.id))?.resolvedAt).toBeNull();
  });

  it('a member leaving the group leaves the admin_user scope with its reviews', async () => {
    const admin = await h.createTenant('admin_user');
    const member = await h.createTenant('normal_user');
    await groupOf(admin, member);
    const lock = await create(admin, member.id, 'lock');
    await h.db.delete(schema.tenantGroupMembers).where(eq(schema.tenantGroupMembers.tenantId, member.id));
    expect((await as(admin, 'POST', `/admin/reviews/${lock.id}/unlock`)).statusCode).toBe(404);
    expect((await list(admin, `tenantId=${member.id}`)).data).toEqual([]);
  });
});

describe('GET /admin/reviews', () => {
  let tenant: TestTenant;
  let openLock: Review;
  let resolvedLock: Review;
  let openWarning: Review;
  let dismissedWarning: Review;
  beforeAll(async () => {
    tenant = await h.createTenant('normal_user');
    resolvedLock = await create(root, tenant.id, 'lock', 'first lock');
    await as(root, 'POST', `/admin/reviews/${resolvedLock.id}/unlock`);
    dismissedWarning = await create(root, tenant.id, 'warning', 'withdrawn');
    await as(root, 'POST', `/admin/reviews/${dismissedWarning.id}/dismiss`);
    openWarning = await create(root, tenant.id, 'warning', 'heads up');
    openLock = await create(root, tenant.id, 'lock', 'second lock');
  });
  const ids = (page: Page) => page.data.map((r) => r.id);

  it('answers the paginated envelope, open reviews by default, newest first, page 1 and limit 10 by default', async () => {
    const page = await list(root, `tenantId=${tenant.id}`);
    expect(ids(page)).toEqual([openLock.id, openWarning.id]);
    expect(page.meta).toEqual({ total: 2, page: 1, limit: 10, totalPages: 1 });
    expect(page.data[0]).toEqual(openLock);
  });

  it('filters by status (open, resolved, all) and kind', async () => {
    expect(ids(await list(root, `tenantId=${tenant.id}&status=resolved`))).toEqual([
      dismissedWarning.id,
      resolvedLock.id,
    ]);
    expect(ids(await list(root, `tenantId=${tenant.id}&status=all`))).toEqual([
      openLock.id,
      openWarning.id,
      dismissedWarning.id,
      resolvedLock.id,
    ]);
    expect(ids(await list(root, `tenantId=${tenant.id}&status=all&kind=lock`))).toEqual([openLock.id, resolvedLock.id]);
    expect(ids(await list(root, `tenantId=${tenant.id}&kind=warning`))).toEqual([openWarning.id]);
  });

  it('pages through the list', async () => {
    const second = await list(root, `tenantId=${tenant.id}&status=all&page=2&limit=3`);
    expect(ids(second)).toEqual([resolvedLock.id]);
    expect(second.meta).toEqual({ total: 4, page: 2, limit: 3, totalPages: 2 });
  });

  it('refuses a bad status, kind, tenantId, page or limit with 400 "Invalid query parameters"', async () => {
    for (const query of ['status=closed', 'kind=ban', 'tenantId=nope', 'page=0', 'limit=101']) {
      const res = await as(root, 'GET', `/admin/reviews?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toBe('Invalid query parameters');
    }
  });

  it('viewer and auditor read every tenant (global scope); only the auditor also sees departed tenants', async () => {
    const viewer = await h.createTenant('viewer');
    const auditor = await h.createTenant('auditor');
    expect(ids(await list(viewer, `tenantId=${tenant.id}`))).toEqual([openLock.id, openWarning.id]);
    expect(ids(await list(auditor, `tenantId=${tenant.id}`))).toEqual([openLock.id, openWarning.id]);

    const departed = await h.createTenant('normal_user');
    const lock = await create(root, departed.id, 'lock');
    await h.db.update(schema.tenants).set({ deletedAt: new Date() }).where(eq(schema.tenants.id, departed.id));
    expect(ids(await list(auditor, `tenantId=${departed.id}`))).toEqual([lock.id]);
    expect(ids(await list(root, `tenantId=${departed.id}`))).toEqual([]);
  });
});

describe('state changes', () => {
  let user: TestTenant;
  beforeAll(async () => {
    user = await h.createTenant('normal_user');
  });
  const step = (action: string, id: string) => as(root, 'POST', `/admin/reviews/${id}/${action}`);
  const expectConflict = async (action: string, id: string, message: string) => {
    const res = await step(action, id);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message });
  };

  it('unlock resolves an open lock (resolvedAt, resolvedBy = the caller); a resolved lock or a warning is 409', async () => {
    const lock = await create(root, user.id, 'lock');
    await requestUnlock(lock.id);
    const res = await step('unlock', lock.id);
    expect(res.statusCode).toBe(200);
    const unlocked = res.json<Review>();
    expect(unlocked).toMatchObject({ id: lock.id, username: user.username, resolvedBy: root.id });
    expect(Date.parse(unlocked.resolvedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(lock.createdAt));
    expect((await stored(lock.id))?.resolvedAt).not.toBeNull();
    await expectConflict('unlock', lock.id, 'The lock is already resolved');

    const warning = await create(root, user.id, 'warning');
    await expectConflict('unlock', warning.id, 'Only a lock can be unlocked; a warning is dismissed');
  });

  it('deny-unlock answers a pending request with denied and keeps the lock; without a pending request it is 409', async () => {
    const lock = await create(root, user.id, 'lock');
    await expectConflict('deny-unlock', lock.id, 'No unlock request is pending');
    await requestUnlock(lock.id);
    const res = await step('deny-unlock', lock.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: lock.id,
      unlockRequestStatus: 'denied',
      resolvedAt: null,
      resolvedBy: null,
    });
    expect(res.json<Review>().unlockRequestedAt).not.toBeNull();
    await expectConflict('deny-unlock', lock.id, 'No unlock request is pending');

    // A denied lock can still be unlocked, and a resolved lock has no request left to deny.
    expect((await step('unlock', lock.id)).statusCode).toBe(200);
    await requestUnlock(lock.id);
    await expectConflict('deny-unlock', lock.id, 'The lock is already resolved');

    const warning = await create(root, user.id, 'warning');
    await expectConflict('deny-unlock', warning.id, 'A warning has no unlock request');
  });

  it('dismiss resolves a pending warning; a dismissed or delivered warning, or a lock, is 409', async () => {
    const warning = await create(root, user.id, 'warning');
    const res = await step('dismiss', warning.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: warning.id, kind: 'warning', resolvedBy: root.id });
    expect(res.json<Review>().resolvedAt).not.toBeNull();
    await expectConflict('dismiss', warning.id, 'The warning has already been delivered or dismissed');

    // Delivery by chat resolves the warning with no one as resolver.
    const delivered = await create(root, user.id, 'warning');
    await h.db
      .update(schema.reviews)
      .set({ resolvedAt: sql`now()` })
      .where(eq(schema.reviews.id, delivered.id));
    await expectConflict('dismiss', delivered.id, 'The warning has already been delivered or dismissed');

    const lock = await create(root, (await h.createTenant('normal_user')).id, 'lock');
    await expectConflict('dismiss', lock.id, 'Only a pending warning can be dismissed; a lock is unlocked');
  });

  it('an unknown id is 404; a malformed id is 400 "Invalid path parameters"', async () => {
    for (const action of ['unlock', 'deny-unlock', 'dismiss']) {
      expect((await step(action, randomUUID())).statusCode, action).toBe(404);
      const bad = await step(action, 'not-a-uuid');
      expect(bad.statusCode, action).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe('Invalid path parameters');
    }
  });
});

describe('who may call the review routes', () => {
  /** Every write, each on a review it would otherwise succeed on. */
  async function writes(target: TestTenant) {
    const lock = await create(root, target.id, 'lock');
    await requestUnlock(lock.id);
    const warning = await create(root, target.id, 'warning');
    return {
      lock,
      warning,
      calls: [
        ['POST', '/admin/reviews', { tenantId: target.id, kind: 'warning', reason: 'x' }],
        ['POST', `/admin/reviews/${lock.id}/unlock`, undefined],
        ['POST', `/admin/reviews/${lock.id}/deny-unlock`, undefined],
        ['POST', `/admin/reviews/${warning.id}/dismiss`, undefined],
      ] as const,
    };
  }

  async function expectUnchanged(lock: Review, warning: Review) {
    expect(await stored(lock.id)).toMatchObject({ resolvedAt: null, unlockRequestStatus: 'pending' });
    expect((await stored(warning.id))?.resolvedAt).toBeNull();
    expect(await h.db.select().from(schema.reviews).where(eq(schema.reviews.tenantId, lock.tenantId))).toHaveLength(2);
  }

  it('viewer reads, and every write is 403 READ_ONLY_ROLE', async () => {
    const viewer = await h.createTenant('viewer');
    const { lock, warning, calls } = await writes(await h.createTenant('normal_user'));
    expect((await as(viewer, 'GET', '/admin/reviews')).statusCode).toBe(200);
    for (const [method, url, payload] of calls) {
      const res = await as(viewer, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ statusCode: 403, code: 'READ_ONLY_ROLE' });
    }
    await expectUnchanged(lock, warning);
  });

  it('auditor reads, and every write is 403 "Forbidden resource"', async () => {
    const auditor = await h.createTenant('auditor');
    const { lock, warning, calls } = await writes(await h.createTenant('normal_user'));
    expect((await as(auditor, 'GET', '/admin/reviews')).statusCode).toBe(200);
    for (const [method, url, payload] of calls) {
      const res = await as(auditor, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden resource' });
    }
    await expectUnchanged(lock, warning);
  });

  it('normal_user is refused everything with 403 "Forbidden resource", even its own reviews', async () => {
    const user = await h.createTenant('normal_user');
    const { lock, warning, calls } = await writes(user);
    for (const [method, url, payload] of [
      ['GET', `/admin/reviews?tenantId=${user.id}`, undefined],
      ...calls,
    ] as const) {
      const res = await as(user, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden resource' });
    }
    await expectUnchanged(lock, warning);
  });

  it('takes a JWT only: an API key is 401, no credential is 401', async () => {
    const admin = await h.createTenant('admin_user');
    const key = await h.createApiKey({ tenantId: admin.id }, admin.id);
    const { lock, warning, calls } = await writes(admin);
    for (const [method, url, payload] of [['GET', '/admin/reviews', undefined], ...calls] as const) {
      const res = await h.call(key.auth, method, url, payload);
      expect(res.statusCode, url).toBe(401);
      expect(res.json<{ message: string }>().message).toBe('API keys are not accepted on this endpoint');
      expect((await h.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(401);
    }
    await expectUnchanged(lock, warning);
  });
});
