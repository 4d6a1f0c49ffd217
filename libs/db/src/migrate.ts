import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { countPending, migrationsFolder, readApplied, readJournal } from './migration-journal.ts';

// One fixed 64-bit key: every app of the fleet must contend for the same advisory lock.
const LOCK_KEY = createHash('sha256').update('csg:migrations').digest().readBigInt64BE(0).toString();

function openSmall(url: string): postgres.Sql {
  // max 1: the advisory lock is held by a session, so every statement must use that one connection.
  // The migrator's "create schema if not exists" raises notices that would only be noise.
  return postgres(url, { max: 1, onnotice: () => undefined, connection: { application_name: 'csg-migrations' } });
}

/**
 * Brings the database up to the latest migration. Apps call it at boot, all at once; the advisory
 * lock makes them take turns, so the first applies the migrations and the others find nothing to do.
 */
export async function runMigrations(url: string): Promise<{ applied: number }> {
  const sql = openSmall(url);
  try {
    await sql`select pg_advisory_lock(${LOCK_KEY}::bigint)`;
    try {
      const before = await readApplied(sql);
      await migrate(drizzle(sql), { migrationsFolder });
      const after = await readApplied(sql);
      return { applied: after.count - before.count };
    } finally {
      // A failed unlock means the session is gone, and with it the lock; the original error matters more.
      await sql`select pg_advisory_unlock(${LOCK_KEY}::bigint)`.catch(() => undefined);
    }
  } finally {
    await sql.end();
  }
}

/** How many migrations of this build the database still lacks; 0 when it is up to date. */
export async function pendingMigrations(url: string): Promise<number> {
  const sql = openSmall(url);
  try {
    const [journal, applied] = await Promise.all([readJournal(), readApplied(sql)]);
    return countPending(journal, applied);
  } finally {
    await sql.end();
  }
}
