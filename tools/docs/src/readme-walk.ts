// `npm run readme:walk`: starts the fleet as the README's Quick start and "Chatting without a vendor
// key" do (mock providers, then `ALLOW_PRIVATE_PROVIDER_URLS=true npm start` on an embedded
// PostgreSQL), then runs every ```bash block of README.md, in order, in one bash shell with
// `set -euo pipefail`. It exits 1 naming the first block that fails; CI runs it (.ci/run).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../fleet/src/config.ts';
import { BLOCK_MARKER, bashBlocks, walkScript } from './readme-blocks.ts';

/** The ports the README's commands name: the edge and the OpenAI mock its credentials point at. */
const README_PORTS = [3000, 4101];
const FLEET_START_MS = 150_000;
const WALK_MS = 180_000;

const say = (line: string) => process.stdout.write(`[readme-walk] ${line}\n`);

const answers = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

/** A command in a process group of its own, as a terminal runs it, so that Ctrl-C can be sent to the group. */
function startInGroup(name: string, command: string, env: NodeJS.ProcessEnv): Started {
  const child = spawn('bash', ['-c', command], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
    for (const line of chunk.toString().trimEnd().split('\n')) process.stdout.write(`[${name}] ${line}\n`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => out, exited: new Promise((done) => child.once('exit', done)) };
}

async function stop(started: Started) {
  if (started.child.exitCode !== null || started.child.signalCode !== null || !started.child.pid) return;
  process.kill(-started.child.pid, 'SIGINT');
  const timer = setTimeout(() => started.child.pid && process.kill(-started.child.pid, 'SIGKILL'), 30_000);
  await started.exited;
  clearTimeout(timer);
}

async function waitFor(started: Started, pattern: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(started.output())) {
    if (started.child.exitCode !== null) throw new Error(`${pattern} never came: the process exited`);
    if (Date.now() > deadline) throw new Error(`${pattern} did not come within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const untracked = () =>
  new Set(
    spawnSync('git', ['ls-files', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).stdout.split(
      '\n',
    ),
  );

/** Runs the walk; resolves to the marker of the block that failed, or undefined when every block passed. */
function walk(script: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  return new Promise((done) => {
    const shell = spawn('bash', ['-c', script], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    shell.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    const timer = setTimeout(() => shell.kill('SIGKILL'), WALK_MS);
    shell.once('exit', (code) => {
      clearTimeout(timer);
      const current = output.split('\n').findLast((line) => line.startsWith(BLOCK_MARKER)) ?? 'before block 1';
      done(code === 0 ? undefined : `${current.replace('### ', '')} failed (exit ${code ?? 'killed: over time'})`);
    });
  });
}

const blocks = bashBlocks(await readFile(join(ROOT, 'README.md'), 'utf8'));
for (const port of README_PORTS) {
  if (await answers(port)) {
    console.error(`readme-walk: port ${port} is in use; the README's commands need it (stop what listens there)`);
    process.exit(1);
  }
}
// A first boot, as on a fresh clone: the embedded database and the generated secrets in a new place.
// The data directory itself, not one inside it: as root, PostgreSQL runs as its own user and is given only this.
const pgDir = await mkdtemp(join(tmpdir(), 'readme-walk-pg-'));
const secretsDir = await mkdtemp(join(tmpdir(), 'readme-walk-secrets-'));
const environment = { ...process.env };
delete environment.DATABASE_URL;
delete environment.REDIS_URL;
const fleetEnv = {
  ...environment,
  EMBEDDED_PG_DATA_DIR: pgDir,
  FLEET_SECRETS_DIR: secretsDir,
};
const before = untracked();
const mocks = startInGroup('mocks', 'npm run mock:providers', environment);
let fleet: Started | undefined;
let failure: string | undefined;
try {
  await waitFor(mocks, /Mock providers listening/, 60_000);
  fleet = startInGroup('fleet', 'ALLOW_PRIVATE_PROVIDER_URLS=true npm start', fleetEnv);
  await waitFor(fleet, /edge gateway listening on/, FLEET_START_MS);
  say(`running ${blocks.length} bash blocks of README.md in one shell`);
  failure = await walk(walkScript(blocks), environment);
} catch (err) {
  failure = `the fleet did not start: ${err instanceof Error ? err.message : String(err)}`;
} finally {
  if (fleet) await stop(fleet);
  await stop(mocks);
  for (const dir of [pgDir, secretsDir]) await rm(dir, { recursive: true, force: true });
  // What the walk wrote into the worktree (contract.txt, downloads) goes; what was there stays.
  for (const file of untracked()) if (file && !before.has(file)) await rm(join(ROOT, file), { force: true });
}
if (failure) {
  console.error(`readme-walk: ${failure}`);
  process.exit(1);
}
say(`all ${blocks.length} bash blocks of README.md passed`);
