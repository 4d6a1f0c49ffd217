import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql as q } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../test/fresh-database.ts';
import { startTcpProxy, type Cut } from '../test/network-faults.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';

// A connection that dies (PostgreSQL restarted, the backend killed) must fail what ran on it and
// nothing else. postgres.js 3.4.9 sent a transaction's later queries (its own rollback, or what the
// callback still runs) to the dead connection, which threw an uncaught TypeError from a setImmediate
// and killed the process; or, once the pool had reconnected it for someone else, ran them there
// outside any transaction. A FATAL error received just before the close was kept and given to the
// first query of the next connection. And a connection cut during the driver's own set-up query left
// that query's rejection unhandled, which stops the process. patches/postgres@3.4.9.patch stops all
// four.

let database: FreshDatabase;
let admin: postgres.Sql;
let handle: DatabaseHandle;
let name: string;

beforeAll(async () => {
  database = await createFreshDatabase();
  admin = postgres(database.url, { max: 1, onnotice: () => undefined });
  await admin`create table lost_tx (n int)`;
});
afterAll(async () => {
  await admin.end();
  await database.drop();
});
afterEach(async () => {
  await handle.close();
  await admin`delete from lost_tx`;
});

/** One pooled connection, as a busy pool reuses its connections; named so that only it is killed. */
function open() {
  name = `lost-tx-${randomBytes(4).toString('hex')}`;
  handle = createDatabase(database.url, { max: 1, applicationName: name });
}
const killBackend = () =>
  admin`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`;
/** Long enough for the driver's deferred writes (setImmediate) to have run. */
const settle = () => sleep(50);

it('fails a transaction whose connection dies under a running query, and throws nothing later', async () => {
  open();
  const escaped = watchUncaught();
  try {
    const running = handle.db
      .transaction(async (tx) => {
        await tx.execute(q`select pg_sleep(30)`);
      })
      .catch((error: unknown) => error);
    await until(() => isRunning('pg_sleep'));
    await killBackend();
    expect(await running).toMatchObject({ code: 'CONNECTION_CLOSED' });
    await settle();
    expect(escaped.errors).toEqual([]);
  } finally {
    escaped.stop();
  }
});

it('answers the first query after a connection was killed under a query on a new connection, not with the old error', async () => {
  open();
  // drizzle sends a query when it is awaited: catch() sends it now.
  const running = handle.db.execute(q`select pg_sleep(30)`).catch((error: unknown) => error);
  await until(() => isRunning('pg_sleep'));
  await killBackend(); // FATAL 57P01 arrives for the running query, then the socket closes
  expect(await running).toMatchObject({ cause: { code: 'CONNECTION_CLOSED' } });
  expect(await handle.db.execute(q`select 1 as up`)).toEqual([{ up: 1 }]);
});

it.each([
  ['while the connection is still closed', false],
  ['once the pool has reconnected it for the next caller', true],
])('refuses what a transaction runs after its connection died, %s', async (_, reconnectFirst) => {
  open();
  let resume: () => void = () => undefined;
  const paused = new Promise<void>((done) => (resume = done));
  let late: unknown;
  const turn = handle.db
    .transaction(async (tx) => {
      await tx.execute(q`insert into lost_tx values (1)`);
      await paused; // a long reply, as a session turn awaits its provider
      await tx.execute(q`insert into lost_tx values (2)`).catch((error: unknown) => {
        late = error;
        throw error;
      });
    })
    .catch((error: unknown) => error);
  await until(() => isRunning('idle in transaction'));
  await killBackend();
  expect(await turn).toMatchObject({ code: 'CONNECTION_CLOSED' });
  if (reconnectFirst) expect(await handle.db.execute(q`select 1 as up`)).toEqual([{ up: 1 }]);

  resume();
  await settle();
  expect(late).toMatchObject({ cause: { code: 'CONNECTION_CLOSED' } });
  expect(await admin`select n from lost_tx`).toEqual([]);
});

/** Whether the pool's connection is running a query like `text`, or is in `state`. */
describe('a connection cut while the driver sets it up (its array-type query)', () => {
  /** A pool of one connection through a proxy that cuts the first connection at that query. */
  async function throughCut(how: Cut) {
    const target = new URL(database.url);
    let cuts = 0;
    // The caller's queries here never read pg_catalog; the driver's set-up query does.
    const proxy = await startTcpProxy(
      { host: target.hostname, port: Number(target.port || 5432) },
      { cut: (chunk) => (chunk.includes('pg_catalog') && cuts++ === 0 ? how : undefined) },
    );
    const through = new URL(database.url);
    through.port = String(proxy.port);
    handle = createDatabase(through.toString(), { max: 1 });
    return proxy;
  }

  it('fails the query that opened a connection reset then, throws nothing, and the next query succeeds', async () => {
    const proxy = await throughCut('reset');
    const escaped = watchUncaught();
    try {
      const first = await handle.db.execute(q`select 1 as up`).catch((error: unknown) => error);
      expect(first).toMatchObject({ cause: { code: 'ECONNRESET' } });
      expect(await handle.db.execute(q`select 1 as up`)).toEqual([{ up: 1 }]);
      await settle();
      expect(escaped.errors).toEqual([]);
    } finally {
      escaped.stop();
      await proxy.close();
    }
  });

  it('runs the query that opened a connection terminated then on the next connection, and throws nothing', async () => {
    const proxy = await throughCut('terminate');
    const escaped = watchUncaught();
    try {
      expect(await handle.db.execute(q`select 1 as up`)).toEqual([{ up: 1 }]);
      await settle();
      expect(escaped.errors).toEqual([]);
    } finally {
      escaped.stop();
      await proxy.close();
    }
  });
});

async function isRunning(text: string): Promise<boolean> {
  const rows = await admin`select 1 from pg_stat_activity
    where application_name = ${name} and (query like ${`%${text}%`} or state = ${text})`;
  return rows.length > 0;
}

/** Errors no caller can catch: thrown from a timer or an I/O callback, or rejections nobody observes. */
function watchUncaught() {
  const errors: unknown[] = [];
  const record = (error: unknown) => errors.push(error);
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  return {
    errors,
    stop: () => {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
    },
  };
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 200 && !(await check()); tries++) await sleep(25);
}
