import { schema, withTransactions, type Database, type Executor } from '@csg/db';
import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { takeGateState } from './gate-state.ts';
import { isOpenLock, openLockOf } from './open-lock.ts';
import type { OpenLock, Review, ReviewKind, ReviewStatusFilter, ReviewStep } from './review-states.ts';

const { reviews, tenants } = schema;

/** A review with the username of its tenant: an administrator reads who is locked, not a uuid. */
export type ReviewWithUsername = Review & { username: string };

export interface ReviewFilter {
  status: ReviewStatusFilter;
  kind?: ReviewKind | undefined;
  tenantId?: string | undefined;
}

export interface AdminReview {
  tenantId: string;
  kind: ReviewKind;
  reason: string;
  createdBy: string;
}

/**
 * A condition on `tenants` that limits the rows to the caller's data scope (the admin app's rule);
 * the queries that take one join the review's tenant. undefined: no restriction.
 */
export type TenantCondition = SQL | undefined;

// The columns are text in the database; their CHECK constraints hold them to the typed lists.
const withUsername = { ...getTableColumns(reviews), username: tenants.username };
const asReview = <T>(row: T) => row as T & Review;

const statusCondition = (status: ReviewStatusFilter): SQL | undefined => {
  if (status === 'open') return isNull(reviews.resolvedAt);
  if (status === 'resolved') return isNotNull(reviews.resolvedAt);
  return undefined;
};

/** Every query on `reviews`, written once against the database or a transaction. */
export function reviewQueries(q: Executor) {
  /** The new lock or warning; undefined when it is a lock and the tenant already has one open. */
  const insertUnlessLocked = async (values: typeof reviews.$inferInsert): Promise<Review | undefined> => {
    const [row] = await q
      .insert(reviews)
      .values(values)
      .onConflictDoNothing({ target: reviews.tenantId, where: isOpenLock })
      .returning();
    return row && asReview(row);
  };

  return {
    list: async (scope: TenantCondition, filter: ReviewFilter, page: { limit: number; offset: number }) => {
      const where = and(
        scope,
        statusCondition(filter.status),
        filter.kind ? eq(reviews.kind, filter.kind) : undefined,
        filter.tenantId ? eq(reviews.tenantId, filter.tenantId) : undefined,
      );
      const [rows, [totals]] = await Promise.all([
        q
          .select(withUsername)
          .from(reviews)
          .innerJoin(tenants, eq(tenants.id, reviews.tenantId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset(page.offset),
        q.select({ total: count() }).from(reviews).innerJoin(tenants, eq(tenants.id, reviews.tenantId)).where(where),
      ]);
      return { rows: rows.map(asReview), total: totals?.total ?? 0 };
    },

    /** A review of a tenant in scope, locked against the chat side changing it meanwhile. */
    lockReview: async (id: string, scope: TenantCondition): Promise<ReviewWithUsername | undefined> => {
      const [row] = await q
        .select(withUsername)
        .from(reviews)
        .innerJoin(tenants, eq(tenants.id, reviews.tenantId))
        .where(and(eq(reviews.id, id), scope))
        .for('update', { of: reviews });
      return row && asReview(row);
    },

    /** An administrator's lock or warning; undefined when it is a lock and one is already open. */
    insert: (review: AdminReview) => insertUnlessLocked({ ...review, origin: 'admin' }),

    /** Locks the tenant unless a lock is already open (then nothing changes). */
    lockAutomatically: async (tenantId: string, reason: string): Promise<void> => {
      await insertUnlessLocked({ tenantId, kind: 'lock', origin: 'automatic', reason });
    },

    /** The write of an administrator's step; its refusal is checked first (takeReviewStep). */
    applyStep: async (step: ReviewStep, id: string, actorId: string): Promise<Review | undefined> => {
      const changes =
        step === 'deny-unlock'
          ? { unlockRequestStatus: 'denied' }
          : // Unlocking resolves the lock (and answers a pending request); dismissing withdraws a warning.
            { resolvedAt: sql`now()`, resolvedBy: actorId };
      const [row] = await q.update(reviews).set(changes).where(eq(reviews.id, id)).returning();
      return row && asReview(row);
    },

    /** The locked user's request; a request already pending is not renewed. */
    requestUnlock: async (tenantId: string): Promise<OpenLock | undefined> => {
      const [row] = await q
        .update(reviews)
        .set({
          unlockRequestStatus: 'pending',
          unlockRequestedAt: sql`coalesce(${reviews.unlockRequestedAt}, now())`,
        })
        .where(openLockOf(tenantId))
        .returning({
          id: reviews.id,
          reason: reviews.reason,
          createdAt: reviews.createdAt,
          unlockRequestStatus: reviews.unlockRequestStatus,
        });
      return row as OpenLock | undefined;
    },

    takeGateState: (tenantId: string) => takeGateState(q, tenantId),
  };
}

export type ReviewQueries = ReturnType<typeof reviewQueries>;

export const createReviewsRepo = (db: Database) => withTransactions(db, reviewQueries);

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
