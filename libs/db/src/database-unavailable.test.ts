import { freePort } from '@csg/testing';
import { sql as q } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../test/fresh-database.ts';
import { startRecoveringServer } from '../test/network-faults.ts';
import { createDatabase } from './client.ts';
import { databaseUnavailableCode } from './database-unavailable.ts';

/** The error a query through createDatabase() fails with against `url`. */
async function failureOf(url: string, query = q`select 1`): Promise<unknown> {
  const handle = createDatabase(url, { max: 1 });
  try {
    await handle.db.execute(query);
  } catch (error) {
    return error;
  } finally {
    await handle.close();
  }
  throw new Error('the query succeeded');
}

let database: FreshDatabase;
beforeAll(async () => {
  database = await createFreshDatabase();
});
afterAll(() => database.drop());

describe('databaseUnavailableCode', () => {
  it('names a database that refuses connections (through drizzle’s wrapping)', async () => {
    const error = await failureOf(`postgres://postgres@127.0.0.1:${await freePort()}/none`);
    expect(databaseUnavailableCode(error)).toBe('ECONNREFUSED');
  });

  it('names a database that is starting up (57P03)', async () => {
    const recovering = await startRecoveringServer();
    try {
      const error = await failureOf(`postgres://postgres@127.0.0.1:${recovering.port}/none`);
      expect(databaseUnavailableCode(error)).toBe('57P03');
    } finally {
      await recovering.close();
    }
  });

  it('names a transaction whose connection died', async () => {
    const handle = createDatabase(database.url, { max: 1, applicationName: 'unavailable-code-test' });
    const admin = postgres(database.url, { max: 1 });
    try {
      const turn = handle.db
        .transaction(async (tx) => {
          await tx.execute(q`select pg_sleep(30)`);
        })
        .catch((error: unknown) => error);
      await until(async () => {
        const rows =
          await admin`select 1 from pg_stat_activity where application_name = 'unavailable-code-test' and query like '%pg_sleep%'`;
        return rows.length > 0;
      });
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'unavailable-code-test'`;
      expect(databaseUnavailableCode(await turn)).toBe('CONNECTION_CLOSED');
    } finally {
      await Promise.all([handle.close(), admin.end()]);
    }
  });

  it('leaves out a query’s own fault and another client’s refused connection', async () => {
    expect(databaseUnavailableCode(await failureOf(database.url, q`select from nowhere_at_all`))).toBeUndefined();
    const refusedFetch = await fetch(`http://127.0.0.1:${await freePort()}/`).catch((error: unknown) => error);
    expect(refusedFetch).toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    expect(databaseUnavailableCode(refusedFetch)).toBeUndefined();
  });
});

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200 && !(await check()); tries++) await new Promise((r) => setTimeout(r, 25));
}
