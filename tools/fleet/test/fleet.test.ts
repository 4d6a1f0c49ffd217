import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, useTestDatabase } from '@csg/testing';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive, startFleet, type RunningFleet } from './fleet-process.ts';

/** architecture.md's routing, written out independently of the edge's own table. */
const PREFIX_OWNERS: [string, string][] = [
  ['/chat/completions', 'chat-pipeline'],
  ['/models', 'chat-pipeline'],
  ['/api/v1/guardrails/detect', 'detection'],
  ['/sessions', 'sessions'],
  ['/image-analysis/analyze', 'media-analysis'],
  ['/document-analysis/supported-types', 'media-analysis'],
  ['/admin/diagnostics/snapshot', 'diagnostics'],
  ['/auth/login', 'admin'],
  ['/setup/status', 'admin'],
  ['/admin/tenants', 'admin'],
];

let fleet: RunningFleet | undefined;
afterEach(async () => {
  if (fleet && fleet.child.exitCode === null) {
    fleet.child.kill('SIGINT');
    await fleet.exited;
  }
});

// Every app takes a free port of its own and reports it to the launcher: no collisions between runs.
// The secrets are given so that no test writes one under the repository's .data/.
const TEST_FLEET_ENV = {
  EDGE_HOST: '127.0.0.1',
  EDGE_PORT: '0',
  INTERNAL_PORT_BASE: '0',
  JWT_SECRET: 'fleet-test-secret-0123456789abcdef0123',
  CREDENTIALS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
};
const LISTENING = /edge gateway listening on (http:\/\/127\.0\.0\.1:\d+)/;

async function edgeUrl(running: RunningFleet): Promise<string> {
  await running.waitFor(LISTENING);
  return LISTENING.exec(running.output())?.[1] ?? '';
}

describe('the fleet, started as `pnpm start` starts it', () => {
  const db = useTestDatabase();

  it('serves /health at the edge, routes every prefix to its app, signs in through it, and stops with no process left', async () => {
    fleet = startFleet({ ...TEST_FLEET_ENV, DATABASE_URL: db.url, LOG_LEVEL: 'info' });
    const edge = await edgeUrl(fleet);

    const health = await fetch(`${edge}/health`);
    expect(health.status).toBe(200);
    const body = (await health.json()) as { status: string; upstreams: Record<string, { healthy: boolean }> };
    expect(body.status).toBe('ok');
    expect(Object.keys(body.upstreams).sort()).toEqual([
      'admin',
      'chat-pipeline',
      'detection',
      'diagnostics',
      'media-analysis',
      'sessions',
    ]);

    for (const [path, owner] of PREFIX_OWNERS) {
      const res = await fetch(`${edge}${path}`);
      const requestId = res.headers.get('x-request-id');
      expect(requestId, path).toBeTruthy();
      await fleet.waitFor(new RegExp(`\\[${owner}\\] .*"reqId":"${requestId}"`), 10_000);
    }

    // First boot through the edge: setup, sign-in, then an authenticated call.
    const json = { 'content-type': 'application/json' };
    const account = { username: 'fleet-admin', password: 'a fleet test passphrase' };
    const setup = await fetch(`${edge}/setup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...account, contactEmail: 'fleet@example.com' }),
    });
    expect(setup.status).toBe(201);
    const login = await fetch(`${edge}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const me = await fetch(`${edge}/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ username: 'fleet-admin', role: 'superadmin' });

    const pids = fleet.pids();
    expect(pids).toHaveLength(7);
    fleet.child.kill('SIGINT');
    expect(await fleet.exited).toBe(0);
    expect(pids.filter(isAlive)).toEqual([]);
    expect(fleet.output()).toContain('[fleet] stopped');
  }, 120_000);
});

/** The embedded cluster's superuser password is kept beside its data (see README, Data). */
async function embeddedUrl(dataDir: string, port: number) {
  const password = (await readFile(join(dataDir, 'csg-superuser-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/gateway`;
}

describe('the fleet without DATABASE_URL', () => {
  it('runs on an embedded PostgreSQL whose data survives a stop and a start', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'csg-fleet-pg-'));
    const pgPort = await freePort();
    const env = {
      ...TEST_FLEET_ENV,
      DATABASE_URL: '',
      EMBEDDED_PG_DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
    };
    try {
      fleet = startFleet(env, { ownGroup: true });
      const edge = await edgeUrl(fleet);
      const url = await embeddedUrl(dataDir, pgPort);
      const sql = postgres(url, { max: 1 });
      await sql`insert into system_settings (key, value) values ('fleet-test', ${sql.json({ kept: true })})`;
      await sql.end();
      // Authenticated calls leave counts the apps write to the database as they stop.
      const json = { 'content-type': 'application/json' };
      const account = { username: 'fleet-pg', password: 'a fleet test passphrase' };
      const body = JSON.stringify({ ...account, contactEmail: 'fleet-pg@example.com' });
      expect((await fetch(`${edge}/setup`, { method: 'POST', headers: json, body })).status).toBe(201);
      const login = await fetch(`${edge}/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) });
      const { access_token: token } = (await login.json()) as { access_token: string };
      expect((await fetch(`${edge}/sessions`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

      // Ctrl-C in a terminal signals the whole process group at once: the database must still
      // outlive the apps, so that what they write as they stop is kept.
      process.kill(-(fleet.child.pid ?? 0), 'SIGINT');
      expect(await fleet.exited).toBe(0);
      expect(fleet.pids().filter(isAlive)).toEqual([]);
      expect(fleet.output()).not.toMatch(/could not store|"level":(40|50)/);
      expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);

      fleet = startFleet(env);
      await edgeUrl(fleet);
      const again = postgres(url, { max: 1 });
      const rows = await again`select value from system_settings where key = 'fleet-test'`;
      await again.end();
      expect(rows).toEqual([{ value: { kept: true } }]);
      fleet.child.kill('SIGINT');
      expect(await fleet.exited).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
