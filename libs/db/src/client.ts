import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

/** The drizzle instance every app queries through, typed with the whole schema. */
export type Database = PostgresJsDatabase<typeof schema>;

export interface DatabaseOptions {
  /** Pool size; postgres.js opens connections lazily up to this many. */
  max?: number;
  /** Shown in pg_stat_activity, so an operator can tell which app holds a connection. */
  applicationName?: string;
  /** Wraps the client drizzle queries through (tracing gives each query a span). */
  instrument?: (sql: postgres.Sql) => postgres.Sql;
}

export interface DatabaseHandle {
  db: Database;
  /** The underlying postgres.js client, for health checks and the rare raw query. */
  sql: postgres.Sql;
  close(): Promise<void>;
}

/**
 * How long a request waits for a connection the database does not complete (a host that drops
 * packets): the driver's default is 30 s. Local and in-cluster connections take milliseconds.
 */
export const CONNECT_TIMEOUT_S = 5;

/**
 * Seconds a closed connection waits before it reconnects, by failures in a row (the count is the
 * pool's, reset by a successful connection). The driver's default grows to 20 s, so a database that
 * came back after a few seconds away left every request queued on a connection waiting up to 20 s
 * more; at most 1 s, a restarted database is used again at once.
 */
export function reconnectDelay(failures: number): number {
  return Math.min(0.1 * 2 ** failures, 1);
}

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connection: options.applicationName ? { application_name: options.applicationName } : {},
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: reconnectDelay,
  });
  const db = drizzle(options.instrument?.(sql) ?? sql, { schema });
  return {
    db,
    sql,
    // Bounded so that a shutdown is not held up by a query that never returns.
    close: () => sql.end({ timeout: 5 }),
  };
}
