import { setTimeout as sleep } from 'node:timers/promises';
import { useTestDatabase } from '@csg/testing';
import { afterEach, expect, it } from 'vitest';
import { call } from './chat-e2e-helpers.ts';
import { isAlive, startFleet, type RunningFleet } from './fleet-process.ts';

// `npm start` supervises: an app that dies is restarted (logged, with backoff) on the port it had,
// so the edge and the clients keep their URLs; the rest of the fleet runs on; Ctrl-C still stops all.

const LISTENING = /edge gateway listening on (http:\/\/127\.0\.0\.1:\d+)/;
const db = useTestDatabase();
let fleet: RunningFleet | undefined;
afterEach(async () => {
  if (fleet && fleet.child.exitCode === null) {
    fleet.child.kill('SIGINT');
    await fleet.exited;
  }
});

/** The pid the launcher reported for `name`'s latest process. */
function pidOf(running: RunningFleet, name: string): number {
  const starts = [...running.output().matchAll(new RegExp(`\\[fleet\\] ${name} (?:re)?started \\(pid (\\d+)\\)`, 'g'))];
  return Number(starts.at(-1)?.[1]);
}

/** Polls until `check` holds, at most `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(200)) {
    if (await check().catch(() => false)) return true;
  }
  return false;
}

it('restarts an app killed with SIGKILL, and the edge itself, on their ports; the rest run on; Ctrl-C stops all', async () => {
  fleet = startFleet({
    EDGE_HOST: '127.0.0.1',
    EDGE_PORT: '0',
    INTERNAL_PORT_BASE: '0',
    JWT_SECRET: 'supervision-test-secret-0123456789abcdef',
    CREDENTIALS_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
    DATABASE_URL: db.url,
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
  });
  await fleet.waitFor(LISTENING);
  const edge = LISTENING.exec(fleet.output())?.[1] ?? '';
  const account = { username: 'supervised', password: 'a supervision test passphrase' };
  expect((await call(edge, 'POST', '/setup', { body: { ...account, contactEmail: 's@example.com' } })).status).toBe(
    201,
  );
  const token = String((await call(edge, 'POST', '/auth/login', { body: account })).body['access_token']);
  const listSessions = async () => (await call(edge, 'GET', '/sessions', { token })).status;
  expect(await listSessions()).toBe(200);
  const firstPids = fleet.pids();

  const killed = pidOf(fleet, 'sessions');
  process.kill(killed, 'SIGKILL');
  await fleet.waitFor(/\[fleet\] sessions exited unexpectedly \(signal SIGKILL\); restarting in 1 s/, 10_000);
  await fleet.waitFor(/\[fleet\] sessions restarted \(pid \d+\)/, 10_000);
  expect(await eventually(async () => (await listSessions()) === 200, 30_000)).toBe(true);
  expect(firstPids.filter((pid) => pid !== killed).every(isAlive)).toBe(true);

  process.kill(pidOf(fleet, 'edge-gateway'), 'SIGKILL');
  await fleet.waitFor(/\[fleet\] edge-gateway restarted \(pid \d+\)/, 10_000);
  expect(await eventually(async () => (await fetch(`${edge}/health`)).ok, 30_000)).toBe(true);
  expect(await listSessions()).toBe(200);
  expect(fleet.child.exitCode).toBeNull();

  const restartedPids = [pidOf(fleet, 'sessions'), pidOf(fleet, 'edge-gateway')];
  fleet.child.kill('SIGINT');
  expect(await fleet.exited).toBe(0);
  expect([...firstPids, ...restartedPids].filter(isAlive)).toEqual([]);
}, 90_000);
