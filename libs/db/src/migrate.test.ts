import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../test/fresh-database.ts';
import { pendingMigrations, runMigrations } from './migrate.ts';
import { readJournal } from './migration-journal.ts';

const journalSize = (await readJournal()).length;

async function tableExists(url: string, table: string): Promise<boolean> {
  const sql = postgres(url, { max: 1 });
  try {
    const [row] = await sql<{ found: string | null }[]>`select to_regclass(${table})::text as found`;
    return row?.found != null;
  } finally {
    await sql.end();
  }
}

describe('runMigrations on an empty database', () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await createFreshDatabase();
  });
  afterAll(() => database.drop());

  it('reports every journal entry as pending before the first run', async () => {
    expect(journalSize).toBeGreaterThan(0);
    expect(await pendingMigrations(database.url)).toBe(journalSize);
  });

  it('applies every migration once, then nothing', async () => {
    expect(await runMigrations(database.url)).toEqual({ applied: journalSize });
    expect(await tableExists(database.url, 'public.system_settings')).toBe(true);
    expect(await pendingMigrations(database.url)).toBe(0);
    expect(await runMigrations(database.url)).toEqual({ applied: 0 });
  });
});

describe('runMigrations started by several apps at once', () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await createFreshDatabase();
  });
  afterAll(() => database.drop());

  it('applies each migration exactly once and fails none of the callers', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => runMigrations(database.url)));
    expect(results.reduce((sum, r) => sum + r.applied, 0)).toBe(journalSize);
    expect(await pendingMigrations(database.url)).toBe(0);
  });
});
