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
}

export interface DatabaseHandle {
  db: Database;
  /** The underlying postgres.js client, for health checks and the rare raw query. */
  sql: postgres.Sql;
  close(): Promise<void>;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connection: options.applicationName ? { application_name: options.applicationName } : {},
  });
  const db = drizzle(sql, { schema });
  return {
    db,
    sql,
    // Bounded so that a shutdown is not held up by a query that never returns.
    close: () => sql.end({ timeout: 5 }),
  };
}
