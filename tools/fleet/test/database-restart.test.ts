import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@csg/db';
import { freePort } from '@csg/testing';
import { startMockProviders, type MockProviderFleet } from '@csg/testing/mock-providers';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { call, streamPost, type Frame } from './chat-e2e-helpers.ts';
import { isAlive, startFleet, type RunningFleet } from './fleet-process.ts';

// The fleet on a PostgreSQL of its own, whose postmaster is killed (kill -9) under chat, detection
// and session traffic, then started again on the same port and data: no app may die, every request
// meanwhile gets an answer within a bound (503 in the framework body, or an SSE error frame), and
// once the database is back requests succeed without restarting anything.

const KEY = 'sk-restart-test-provider-key';
const PASSWORD = 'a database restart test passphrase';
const LISTENING = /edge gateway listening on (http:\/\/127\.0\.0\.1:\d+)/;
/**
 * A hang is anything longer. An answer during the outage took 1.5 s at most here, or 5 s when a
 * connection attempt met the half-dead server (the pool's connect timeout); a turn may add the
 * provider's 1.5 s. With the driver's defaults answers took up to 20 s (its reconnect backoff), and a
 * connection attempt could wait 30 s.
 */
const ANSWER_BOUND_MS = 15_000;

let dataDir: string;
let pgPort: number;
let pg: EmbeddedPostgres | undefined;
let mocks: MockProviderFleet;
let fleet: RunningFleet;
let edge: string;
let token: string;
const sessionIds: string[] = [];

/** Starts the cluster again once the killed postmaster's backends have gone (they hold its memory). */
async function startPostgres(): Promise<EmbeddedPostgres> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startEmbeddedPostgres({ dataDir, port: pgPort, database: 'gateway' });
    } catch (error) {
      if (attempt === 20) throw error;
      await sleep(250);
    }
  }
}

async function killPostmaster(): Promise<void> {
  const pid = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  process.kill(pid, 'SIGKILL');
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'csg-restart-pg-'));
  pgPort = await freePort();
  pg = await startPostgres();
  mocks = await startMockProviders({ apiKey: KEY });
  fleet = startFleet({
    EDGE_HOST: '127.0.0.1',
    EDGE_PORT: '0',
    INTERNAL_PORT_BASE: '0',
    JWT_SECRET: 'restart-test-secret-0123456789abcdef0123',
    CREDENTIALS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    DATABASE_URL: pg.url,
    ALLOW_PRIVATE_PROVIDER_URLS: 'true',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
  });
  await fleet.waitFor(LISTENING);
  edge = LISTENING.exec(fleet.output())?.[1] ?? '';

  const account = { username: 'restart-admin', password: PASSWORD };
  expect((await call(edge, 'POST', '/setup', { body: { ...account, contactEmail: 'r@example.com' } })).status).toBe(
    201,
  );
  token = String((await call(edge, 'POST', '/auth/login', { body: account })).body['access_token']);
  const credential = { provider: 'openai', name: 'mock', apiKey: KEY, baseUrl: mocks.providers.openai.url };
  expect((await call(edge, 'POST', '/admin/credentials', { token, body: credential })).status).toBe(201);
  for (let i = 0; i < 3; i++) {
    sessionIds.push(String((await call(edge, 'POST', '/sessions', { token, body: { title: `s${i}` } })).body['id']));
  }
}, 90_000);

afterAll(async () => {
  if (fleet?.child.exitCode === null) {
    fleet.child.kill('SIGINT');
    await fleet.exited;
  }
  await mocks?.close();
  await pg?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

type Kind = 'chat' | 'detect' | 'session-turn' | 'session-list';
interface Answer {
  kind: Kind;
  at: number;
  ms: number;
  status: number;
  /** ok, sse-error (an error frame then [DONE]), the body of a refusal, or what the client threw. */
  outcome: 'ok' | 'sse-error' | { statusCode?: unknown; message?: unknown; error?: unknown } | { thrown: string };
}

const isErrorFrame = (frame: Frame | undefined) => typeof frame === 'object' && 'error' in frame && !('type' in frame);

async function send(kind: Kind): Promise<Answer> {
  const at = Date.now();
  const sse = async (path: string, body: object) => {
    const res = await streamPost(`${edge}${path}`, token, body, AbortSignal.timeout(ANSWER_BOUND_MS));
    if (res.frames.length === 0) return { status: res.status, outcome: JSON.parse(res.raw) as Answer['outcome'] };
    const failed = isErrorFrame(res.frames.at(-2));
    return { status: res.status, outcome: failed ? ('sse-error' as const) : ('ok' as const) };
  };
  const json = async (method: string, path: string, body?: object) => {
    const res = await fetch(`${edge}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(ANSWER_BOUND_MS),
    });
    const parsed = (await res.json()) as Answer['outcome'];
    return { status: res.status, outcome: res.status === 200 ? ('ok' as const) : parsed };
  };
  const session = sessionIds[Math.floor(Math.random() * sessionIds.length)];
  try {
    const result =
      kind === 'chat'
        ? await sse('/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hello there' }] })
        : kind === 'session-turn'
          ? await sse(`/sessions/${session}/messages`, { model: 'gpt-4o-mini', content: 'How are you?' })
          : kind === 'detect'
            ? await json('POST', '/api/v1/guardrails/detect', { text: 'Mail jane.roe@example.org' })
            : await json('GET', '/sessions');
    return { kind, at, ms: Date.now() - at, ...result };
  } catch (error) {
    // A timeout (a hang), a malformed event stream, a connection cut: each fails the test below.
    const thrown = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind, at, ms: Date.now() - at, status: 0, outcome: { thrown } };
  }
}

it('keeps every app up through a PostgreSQL crash and restart under traffic, and serves again once it is back', async () => {
  onTestFailed(() => {
    // The apps' own account of what went wrong (a crash prints its stack there).
    const notable = fleet
      .output()
      .split('\n')
      .filter((line) => !/"level":(30|40)/.test(line));
    console.error(notable.slice(-60).join('\n'));
  });
  const pids = fleet.pids();
  expect(pids).toHaveLength(7);
  // Turns hold their session's transaction while the provider answers: the kill lands inside them.
  mocks.providers.openai.reply({ firstByteDelayMs: 1_500 });

  const answers: Answer[] = [];
  let running = true;
  const worker = async (kind: Kind) => {
    while (running) answers.push(await send(kind));
  };
  const kinds: Kind[] = ['chat', 'detect', 'session-turn', 'session-turn', 'session-turn', 'session-list'];
  const workers = kinds.map(worker);

  await sleep(1_000);
  const killedAt = Date.now();
  await killPostmaster();
  await sleep(1_000);
  // While it is down: the apps answer, and say so.
  const probe = await call(edge, 'GET', '/sessions', { token });
  expect(probe.status).toBe(503);
  expect(probe.body).toEqual({ statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' });
  const health = await call<{ status: string; upstreams: Record<string, { healthy: boolean }> }>(
    edge,
    'GET',
    '/health',
  );
  expect(health.body.status).toBe('degraded');
  expect(health.body.upstreams['sessions']?.healthy).toBe(false);

  pg = await startPostgres();
  const restartedAt = Date.now();
  // Back: every kind of request succeeds again, without restarting anything.
  const recovered = new Set<Kind>();
  while (recovered.size < 4 && Date.now() - restartedAt < 15_000) {
    await sleep(200);
    for (const a of answers) if (a.at > restartedAt && a.outcome === 'ok') recovered.add(a.kind);
  }
  running = false;
  await Promise.all(workers);

  expect([...recovered].sort()).toEqual(['chat', 'detect', 'session-list', 'session-turn']);
  expect(pids.filter(isAlive)).toEqual(pids);
  expect(fleet.output()).not.toMatch(/exited unexpectedly|closing after an unhandled error/);
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(ANSWER_BOUND_MS);
  const failures = answers.filter((a) => a.outcome !== 'ok');
  expect(failures.filter((a) => a.at >= killedAt - 2_000).length).toBeGreaterThan(0);
  for (const failure of failures) {
    if (failure.outcome === 'sse-error') continue;
    expect(failure).toMatchObject({
      status: 503,
      outcome: { statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' },
    });
  }
}, 60_000);
