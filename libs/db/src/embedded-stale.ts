import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exitsWithin, isAlive, parentPid, postmasterOf, shutDownPostmaster } from './process-control.ts';

// Which Node process launched the postmaster; lets a later start tell an orphan from a live cluster.
const LAUNCHER_FILE = 'csg-launcher.pid';

async function readPid(file: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(file, 'utf8')).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export async function recordLauncher(dataDir: string): Promise<void> {
  await writeFile(join(dataDir, LAUNCHER_FILE), `${process.pid}\n`);
}

export async function forgetLauncher(dataDir: string): Promise<void> {
  await rm(join(dataDir, LAUNCHER_FILE), { force: true });
}

/**
 * Clears what an earlier run that was killed can leave in dataDir, before PostgreSQL starts.
 *
 * - postmaster.pid of a dead process: PostgreSQL discards it itself; nothing to do.
 * - postmaster.pid naming a live process that is not a postmaster on this dataDir (the pid was
 *   reused, e.g. after a container restart): PostgreSQL would refuse to start when that process
 *   runs as the same user, so the file goes.
 * - a live postmaster on this dataDir whose launcher is gone (the Node process was SIGKILLed and
 *   postgres, a separate process, lived on): it is shut down so that this run can own the cluster.
 * - a live postmaster whose launcher is still its parent: someone is using it; that is an error.
 */
export async function clearStaleRun(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  const pid = await readPid(pidFile);
  if (pid === undefined || !isAlive(pid)) return;

  const identity = postmasterOf(pid, dataDir);
  if (identity === 'unknown') return; // cannot tell without /proc; PostgreSQL's own check decides
  if (identity === 'other') {
    await rm(pidFile, { force: true });
    return;
  }

  const launcher = await readPid(join(dataDir, LAUNCHER_FILE));
  if (launcher !== undefined && parentPid(pid) === launcher) {
    throw new Error(`PostgreSQL (pid ${pid}) is already running on ${dataDir}, started by process ${launcher}`);
  }
  await shutDownPostmaster(
    (signal) => {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    },
    (ms) => exitsWithin(pid, ms),
  );
  await forgetLauncher(dataDir);
}
