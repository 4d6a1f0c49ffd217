import { schema, type Database } from '@csg/db';
import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { offsetOf, type Pagination } from '../../shared/pagination.ts';
import { withTransactions, type Executor } from '../../shared/repo.ts';
import type { ListReviewsQuery } from './reviews.schemas.ts';

const { reviews, tenants } = schema;

/** A review with the username of its tenant: an admin reads who is locked, not a uuid. */
export type ReviewRow = typeof reviews.$inferSelect & { username: string };

export interface NewReview {
  tenantId: string;
  kind: 'lock' | 'warning';
  reason: string;
  createdBy: string;
}

export type ReviewFilter = Pick<ListReviewsQuery, 'status' | 'kind' | 'tenantId'>;

const withUsername = { ...getTableColumns(reviews), username: tenants.username };

const statusCondition = (status: ReviewFilter['status']): SQL | undefined => {
  if (status === 'open') return isNull(reviews.resolvedAt);
  if (status === 'resolved') return isNotNull(reviews.resolvedAt);
  return undefined;
};

function queries(q: Executor) {
  return {
    list: async (scope: SQL | undefined, filter: ReviewFilter, page: Pagination) => {
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
          .offset(offsetOf(page)),
        q.select({ total: count() }).from(reviews).innerJoin(tenants, eq(tenants.id, reviews.tenantId)).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** A tenant the caller may act on, held against deletion until the transaction ends. */
    lockTenant: async (tenantId: string, scope: SQL | undefined) => {
      const [row] = await q
        .select({ id: tenants.id, username: tenants.username })
        .from(tenants)
        .where(and(eq(tenants.id, tenantId), scope))
        .for('share');
      return row;
    },

    /**
     * The new review; undefined when it is a lock and the tenant already has an open one. The
     * partial unique index decides, so two locks requested at once cannot both be stored.
     */
    insert: async (review: NewReview) => {
      const [row] = await q
        .insert(reviews)
        .values({ ...review, origin: 'admin' })
        .onConflictDoNothing({
          target: reviews.tenantId,
          where: sql`${reviews.kind} = 'lock' and ${reviews.resolvedAt} is null`,
        })
        .returning();
      return row;
    },

    /** A review of a tenant in the caller's scope, locked against the chat side changing it meanwhile. */
    lockReview: async (id: string, scope: SQL | undefined): Promise<ReviewRow | undefined> => {
      const [row] = await q
        .select(withUsername)
        .from(reviews)
        .innerJoin(tenants, eq(tenants.id, reviews.tenantId))
        .where(and(eq(reviews.id, id), scope))
        .for('update', { of: reviews });
      return row;
    },

    resolve: async (id: string, resolvedBy: string) => {
      const [row] = await q
        .update(reviews)
        .set({ resolvedAt: sql`now()`, resolvedBy })
        .where(eq(reviews.id, id))
        .returning();
      return row;
    },

    denyUnlock: async (id: string) => {
      const [row] = await q
        .update(reviews)
        .set({ unlockRequestStatus: 'denied' })
        .where(eq(reviews.id, id))
        .returning();
      return row;
    },
  };
}

export type ReviewQueries = ReturnType<typeof queries>;

export const createReviewsRepo = (db: Database) => withTransactions(db, queries);

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
