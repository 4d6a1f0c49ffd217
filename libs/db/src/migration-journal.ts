import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';

// Resolved from this file, not the working directory, so it holds wherever an app is started from
// and when the package is reached through pnpm's symlinks.
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

interface JournalEntry {
  tag: string;
  /** drizzle-kit's creation time; the migrator compares it with the newest applied row. */
  when: number;
}

export async function readJournal(): Promise<JournalEntry[]> {
  const raw: unknown = JSON.parse(await readFile(`${migrationsFolder}/meta/_journal.json`, 'utf8'));
  const entries = (raw as { entries?: unknown }).entries;
  if (!Array.isArray(entries)) throw new Error(`${migrationsFolder}/meta/_journal.json has no entries list`);
  return entries.map((entry: Partial<JournalEntry>) => {
    if (typeof entry.tag !== 'string' || typeof entry.when !== 'number') {
      throw new Error(`${migrationsFolder}/meta/_journal.json has a malformed entry`);
    }
    return { tag: entry.tag, when: entry.when };
  });
}

export interface AppliedState {
  count: number;
  /** created_at of the newest applied migration, or null on a database never migrated. */
  newest: number | null;
}

/** What drizzle's bookkeeping table (drizzle.__drizzle_migrations) says has been applied. */
export async function readApplied(sql: postgres.Sql): Promise<AppliedState> {
  const [exists] = await sql<{ table: string | null }[]>`
    select to_regclass('drizzle.__drizzle_migrations')::text as table`;
  if (!exists?.table) return { count: 0, newest: null };
  const [row] = await sql<{ count: number; newest: string | null }[]>`
    select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`;
  return { count: row?.count ?? 0, newest: row?.newest == null ? null : Number(row.newest) };
}

/** Counts entries the migrator would apply: it runs every entry newer than the newest applied one. */
export function countPending(journal: JournalEntry[], applied: AppliedState): number {
  const { newest } = applied;
  return journal.filter((entry) => newest === null || entry.when > newest).length;
}
