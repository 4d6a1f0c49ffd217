import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PostgresJsQueryResultHKT } from 'drizzle-orm/postgres-js';
import type { Database } from './client.ts';
import type * as schema from './schema/index.ts';

/**
 * The database or a transaction of it: a domain lib writes its queries once against this, and an
 * app can run queries of several libs in one transaction.
 */
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
