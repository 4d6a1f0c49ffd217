import { schema } from '@csg/db';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';

const { reviews } = schema;

/**
 * A lock in force: the one statement of the rule. It is also the predicate of the partial unique
 * index `reviews_one_open_lock` (one open lock per tenant), which an insert names to let the
 * database refuse a second lock, so it must stay textually the index's.
 */
export const isOpenLock: SQL = sql`${reviews.kind} = 'lock' and ${reviews.resolvedAt} is null`;

export const openLockOf = (tenantId: string): SQL | undefined => and(eq(reviews.tenantId, tenantId), isOpenLock);

/** A warning not yet delivered nor dismissed. */
export const pendingWarningOf = (tenantId: string): SQL | undefined =>
  and(eq(reviews.tenantId, tenantId), eq(reviews.kind, 'warning'), isNull(reviews.resolvedAt));
