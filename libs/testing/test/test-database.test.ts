import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, dropTestDatabase, useTestDatabase } from '../src/test-database.ts';

describe('test databases', () => {
  const db = useTestDatabase();

  it('gives the file a database of its own, already migrated', async () => {
    expect(db.name).toMatch(/^csg_test_[0-9a-f]{12}$/);
    const sql = postgres(db.url, { max: 1 });
    const [row] = await sql<{ exists: boolean }[]>`select to_regclass('public.system_settings') is not null as exists`;
    await sql.end();
    expect(row?.exists).toBe(true);
  });

  it('creates a distinct database each time and drops it completely', async () => {
    const other = await createTestDatabase();
    expect(other.name).not.toBe(db.name);
    await dropTestDatabase(other);
    const sql = postgres(db.url, { max: 1 });
    const rows = await sql`select 1 from pg_database where datname = ${other.name}`;
    await sql.end();
    expect(rows).toHaveLength(0);
  });
});
