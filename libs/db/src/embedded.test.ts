import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';
import { isAlive } from './process-control.ts';

const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** Command lines of live processes naming dataDir; postgres' children rename themselves, so see below. */
async function processesOn(dataDir: string): Promise<string[]> {
  try {
    const { stdout } = await run('pgrep', ['-af', dataDir]);
    return stdout.split('\n').filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

async function postmasterFamily(dataDir: string): Promise<number[]> {
  const postmaster = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const { stdout } = await run('pgrep', ['-P', String(postmaster)]);
  return [postmaster, ...stdout.split('\n').filter(Boolean).map(Number)];
}

async function query<T extends readonly object[]>(url: string, text: string): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return (await sql.unsafe(text)) as unknown as T;
  } finally {
    await sql.end();
  }
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'csg-embedded-test-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

it('keeps data across a stop and restart and leaves no process behind', { timeout: 120_000 }, async () => {
  const port = await freePort();
  const first = await startEmbeddedPostgres({ dataDir, port, database: 'csg' });
  await query(first.url, `create table notes (body text); insert into notes values ('kept')`);
  await first.stop();
  await first.stop(); // a second stop is a no-op

  const second = await startEmbeddedPostgres({ dataDir, port, database: 'csg' });
  expect(second.url).toBe(first.url);
  expect(await query<{ body: string }[]>(second.url, 'select body from notes')).toEqual([{ body: 'kept' }]);
  const family = await postmasterFamily(dataDir);
  expect(family.length).toBeGreaterThan(1);
  await second.stop();

  expect(await processesOn(dataDir)).toEqual([]);
  expect(family.filter(isAlive)).toEqual([]);
});

it('does not throw when postgres was already stopped by a signal from outside', { timeout: 60_000 }, async () => {
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'csg' });
  const [postmaster] = await postmasterFamily(dataDir);
  process.kill(postmaster!, 'SIGINT'); // what a terminal's Ctrl-C does to the whole process group
  await expect(pg.stop()).resolves.toBeUndefined();
  expect(await processesOn(dataDir)).toEqual([]);
});

it(
  'takes over the data of a launcher that was killed, stopping its orphaned postmaster',
  { timeout: 120_000 },
  async () => {
    const fixture = join(import.meta.dirname, '../test/fixtures/hold-embedded.ts');
    const launcher = spawn(process.execPath, [fixture, dataDir, String(await freePort())], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [url] = (await once(launcher.stdout, 'data')) as [Buffer];
    await query(url.toString().trim(), `create table notes (body text); insert into notes values ('survived')`);
    const [orphan] = await postmasterFamily(dataDir);
    launcher.kill('SIGKILL');
    await once(launcher, 'exit');
    expect(isAlive(orphan!)).toBe(true);

    const pg = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'held' });
    expect(isAlive(orphan!)).toBe(false);
    expect(await query<{ body: string }[]>(pg.url, 'select body from notes')).toEqual([{ body: 'survived' }]);
    await pg.stop();
    expect(await processesOn(dataDir)).toEqual([]);
  },
);
