import { sql as q } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../test/fresh-database.ts';
import { startSilentListener, startTcpProxy, type TcpProxy } from '../test/network-faults.ts';
import { CONNECT_TIMEOUT_S, createDatabase } from './client.ts';

// A database that goes away must cost a request a bounded wait, and its return must be used at once
// (the driver's defaults: a reconnect backoff growing to 20 s, a 30 s connect timeout).

let database: FreshDatabase;
let proxy: TcpProxy;
beforeAll(async () => {
  database = await createFreshDatabase();
  const url = new URL(database.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
});
afterAll(async () => {
  await proxy.close();
  await database.drop();
});

const timed = async (work: Promise<unknown>) => {
  const started = performance.now();
  const outcome = await work.then(
    () => 'ok',
    () => 'failed',
  );
  return { outcome, ms: performance.now() - started };
};

it('fails each query within 2 s while the database is away, and uses it again within 2 s of its return', async () => {
  const through = new URL(database.url);
  through.port = String(proxy.port);
  const handle = createDatabase(through.toString(), { max: 1 });
  try {
    expect((await timed(handle.db.execute(q`select 1`))).outcome).toBe('ok');
    await proxy.down();
    // Six seconds of failures in a row: the driver's own backoff would wait 4-7 s before the next try.
    const away: number[] = [];
    for (const until = Date.now() + 6_000; Date.now() < until;) {
      const attempt = await timed(handle.db.execute(q`select 1`));
      expect(attempt.outcome).toBe('failed');
      away.push(attempt.ms);
    }
    expect(Math.max(...away)).toBeLessThan(2_000);

    await proxy.up();
    const back = await timed(handle.db.execute(q`select 1`));
    expect(back.outcome).toBe('ok');
    expect(back.ms).toBeLessThan(2_000);
  } finally {
    await handle.close();
  }
}, 20_000);

it(`gives up on a connection the database never completes after ${CONNECT_TIMEOUT_S} s`, async () => {
  const silent = await startSilentListener();
  const handle = createDatabase(`postgres://postgres@127.0.0.1:${silent.port}/none`, { max: 1 });
  try {
    const { outcome, ms } = await timed(handle.db.execute(q`select 1`));
    expect(outcome).toBe('failed');
    expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_S * 1000 - 100);
    expect(ms).toBeLessThan(CONNECT_TIMEOUT_S * 1000 + 2_000);
  } finally {
    await handle.close();
    await silent.close();
  }
}, 20_000);
