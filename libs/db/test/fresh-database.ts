import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

// The server tests run against; every test file still gets databases of its own (see below).
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin(query: (sql: postgres.Sql) => Promise<unknown>): Promise<void> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await query(sql);
  } finally {
    await sql.end();
  }
}

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty database with a random name, so tests never see each other's (or anyone's) data. */
export async function createFreshDatabase(): Promise<FreshDatabase> {
  const name = `csg_db_test_${randomBytes(6).toString('hex')}`;
  await asAdmin((sql) => sql`create database ${sql(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin((sql) => sql`drop database if exists ${sql(name)} with (force)`),
  };
}
