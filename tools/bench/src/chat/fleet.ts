import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { whenListening, type UrlChild } from './child-url.ts';

/**
 * The real fleet as `pnpm start` runs it (tools/fleet/src/start.ts: six apps and the edge, each a
 * process of its own) on a database of the benchmark's own, with the loop and CPU-profile probes
 * preloaded (both idle until signalled).
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
const START = resolve(ROOT, 'tools/fleet/src/start.ts');
const PROBES = ['loop-probe.ts', 'cpu-profile-probe.ts'].map((m) => resolve(import.meta.dirname, m));
const LISTENING = /edge gateway listening on (http:\/\/127\.0\.0\.1:\d+)/;
export const PROBED_APPS = ['chat-pipeline', 'edge-gateway'] as const;

export interface BenchFleet {
  edgeUrl: string;
  /** App name → pid, from the launcher's "<app> started (pid N)" lines. */
  pids: Map<string, number>;
  probeDir: string;
  /** The PostgreSQL backends serving the fleet's database (its connection pools), by pid. */
  databasePids(): Promise<number[]>;
  output: () => string;
  stop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T = unknown>(serverUrl: string, statement: string, params: string[] = []): Promise<T[]> {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    return (await sql.unsafe(statement, params)) as unknown as T[];
  } finally {
    await sql.end();
  }
}

function waitFor(child: ChildProcess, output: () => string, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((done, fail) => {
    const timer = setInterval(() => {
      const match = pattern.exec(output());
      if (match) finish(() => done(match[1] ?? ''));
      else if (child.exitCode !== null) finish(() => fail(new Error(`fleet exited:\n${output()}`)));
    }, 100);
    const deadline = setTimeout(() => finish(() => fail(new Error(`fleet did not start:\n${output()}`))), timeoutMs);
    const finish = (then: () => void) => {
      clearInterval(timer);
      clearTimeout(deadline);
      then();
    };
  });
}

/** More for the apps' environment, and modules to preload into every fleet process beside the loop probe. */
export interface FleetExtras {
  env?: NodeJS.ProcessEnv;
  preloads?: readonly string[];
}

/** Creates `bench_chat_<timestamp>` on the server in DATABASE_URL, starts the fleet on it. */
export async function startBenchFleet(
  serverUrl: string,
  logLevel: string,
  extras: FleetExtras = {},
): Promise<BenchFleet> {
  const database = `bench_chat_${Date.now()}`;
  await admin(serverUrl, `create database "${database}"`);
  const probeDir = await mkdtemp(join(tmpdir(), 'csg-bench-chat-'));
  const child = spawn(process.execPath, [START], {
    env: {
      ...process.env,
      DATABASE_URL: withDatabase(serverUrl, database),
      EDGE_HOST: '127.0.0.1',
      EDGE_PORT: '0',
      INTERNAL_PORT_BASE: '0',
      ALLOW_PRIVATE_PROVIDER_URLS: 'true',
      LOG_LEVEL: logLevel,
      // Given, so that the launcher writes no secret under the repository's .data/.
      JWT_SECRET: randomBytes(48).toString('base64'),
      CREDENTIALS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      BENCH_LOOP_PROBE_DIR: probeDir,
      BENCH_LOOP_PROBE_APPS: PROBED_APPS.join(','),
      BENCH_CPU_PROFILE_DIR: probeDir,
      ...extras.env,
      NODE_OPTIONS: [
        process.env.NODE_OPTIONS ?? '',
        ...[...PROBES, ...(extras.preloads ?? [])].map((m) => `--import ${m}`),
      ]
        .join(' ')
        .trim(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => out;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGINT');
      await exited;
    }
    await admin(serverUrl, `drop database if exists "${database}" with (force)`);
    await rm(probeDir, { recursive: true, force: true });
  };
  try {
    const edgeUrl = await waitFor(child, output, LISTENING, 120_000);
    const pids = new Map([...out.matchAll(/\[fleet\] (\S+) started \(pid (\d+)\)/g)].map((m) => [m[1]!, Number(m[2])]));
    const databasePids = async () =>
      (await admin<{ pid: number }>(serverUrl, 'select pid from pg_stat_activity where datname = $1', [database])).map(
        (row) => row.pid,
      );
    return { edgeUrl, pids, probeDir, databasePids, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function call(url: string, init: { body?: unknown; token?: string }, expected: number): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(init.body) });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`POST ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
}

/** First-boot setup and sign-in of its superadmin, through the edge; the JWT. */
export async function setUpAndSignIn(edgeUrl: string): Promise<string> {
  const account = { username: 'bench-admin', password: 'a benchmark passphrase for chat' };
  await call(`${edgeUrl}/setup`, { body: { ...account, contactEmail: 'bench@example.com' } }, 201);
  const { access_token: token } = (await call(`${edgeUrl}/auth/login`, { body: account }, 200)) as {
    access_token: string;
  };
  return token;
}

/** A gateway API key of the signed-in tenant, issued through the edge. */
export async function issueApiKey(edgeUrl: string, token: string): Promise<string> {
  const { key } = (await call(`${edgeUrl}/admin/api-keys`, { token, body: { name: 'bench' } }, 201)) as { key: string };
  return key;
}

/** First-boot setup, sign-in and an OpenAI credential on the mock, all through the edge; the JWT. */
export async function prepareTenant(edgeUrl: string, mockUrl: string, apiKey: string): Promise<string> {
  const token = await setUpAndSignIn(edgeUrl);
  await call(
    `${edgeUrl}/admin/credentials`,
    { token, body: { provider: 'openai', name: 'bench mock', apiKey, baseUrl: mockUrl } },
    201,
  );
  return token;
}

/** Starts chat-mock.ts in a child process; resolves with its base URL (with /v1). */
export function startMockProcess(): Promise<UrlChild> {
  const child = spawn(process.execPath, [resolve(import.meta.dirname, 'mock.ts')], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return whenListening(child, 'the mock provider');
}
