import { randomBytes } from 'node:crypto';
import { createDatabase, markSetupComplete, runMigrations } from '@csg/db';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import './provided-context.ts';

export interface TestDatabase {
  /** URL of a database of this test file's own, migrated to the latest schema. */
  readonly url: string;
  readonly name: string;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(inject('pgAdminUrl'), { max: 1, onnotice: () => undefined });
  try {
    return await fn(sql);
  } finally {
    await sql.end();
  }
}

/** Creates a fresh, migrated database; drop it with dropTestDatabase. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `csg_test_${randomBytes(6).toString('hex')}`;
  await admin((sql) => sql.unsafe(`create database "${name}"`));
  const url = withDatabase(inject('pgAdminUrl'), name);
  await runMigrations(url);
  return { url, name };
}

export async function dropTestDatabase(db: TestDatabase): Promise<void> {
  await admin((sql) => sql.unsafe(`drop database if exists "${db.name}" with (force)`));
}

/** Gives the calling test file an isolated database for its lifetime. */
export function useTestDatabase(): TestDatabase {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    if (db) await dropTestDatabase(db);
  });
  const current = () => {
    if (!db) throw new Error('useTestDatabase(): the database exists only inside tests and hooks');
    return db;
  };
  return {
    get url() {
      return current().url;
    },
    get name() {
      return current().name;
    },
  };
}

/** Marks first-boot setup complete in a test database, for tests of what lies behind the gate. */
export async function completeSetup(url: string): Promise<void> {
  const database = createDatabase(url, { max: 1 });
  try {
    await markSetupComplete(database.db, 'test');
  } finally {
    await database.close();
  }
}
