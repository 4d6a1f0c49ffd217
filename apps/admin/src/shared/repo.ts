import type { Database, schema } from '@csg/db';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PostgresJsQueryResultHKT } from 'drizzle-orm/postgres-js';

/** The database or a transaction of it: repo queries are written once and run in either. */
export type Executor = PgDatabase<PostgresJsQueryResultHKT, typeof schema>;

/**
 * A repo from a set of queries: usable as is, and through `transaction(fn)` with the same queries
 * bound to one transaction.
 */
export function withTransactions<Q extends object>(db: Database, queries: (q: Executor) => Q) {
  return {
    ...queries(db),
    transaction: <T>(fn: (tx: Q) => Promise<T>): Promise<T> => db.transaction((tx) => fn(queries(tx))),
  };
}
