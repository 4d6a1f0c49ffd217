import { withTransactions, type Database } from '@csg/db';
import { reviewQueries } from '@csg/reviews';
import type { SQL } from 'drizzle-orm';
import { lockTenantInScope } from '../../shared/scoped-locks.ts';

/**
 * The reviews' queries (libs/reviews), with the tenant lock an administrator's new review takes
 * first, so that both run in one transaction.
 */
export const createReviewDeskRepo = (db: Database) =>
  withTransactions(db, (q) => ({
    ...reviewQueries(q),
    lockTenant: (tenantId: string, scope: SQL | undefined) => lockTenantInScope(q, tenantId, scope),
  }));

export type ReviewDeskRepo = ReturnType<typeof createReviewDeskRepo>;
