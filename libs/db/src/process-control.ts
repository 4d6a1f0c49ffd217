import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** True while the process exists and is not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    return true; // no /proc (not Linux): kill(0) is all we know
  }
}

export function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a live process is a postmaster serving dataDir. 'unknown' when its command line cannot be
 * read (no /proc): callers must then not treat it as a stranger.
 */
export function postmasterOf(pid: number, dataDir: string): 'this-data-dir' | 'other' | 'unknown' {
  let args: string[];
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return 'unknown';
  }
  const flag = args.indexOf('-D');
  const dir = flag >= 0 ? args[flag + 1] : undefined;
  return basename(args[0] ?? '') === 'postgres' && dir !== undefined && resolve(dir) === resolve(dataDir)
    ? 'this-data-dir'
    : 'other';
}

export async function exitsWithin(pid: number, ms: number): Promise<boolean> {
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(100)) {
    if (!isAlive(pid)) return true;
  }
  return !isAlive(pid);
}

// PostgreSQL's own shutdown modes: SIGINT is "fast" (rolls back sessions, writes a checkpoint),
// SIGQUIT is "immediate" (the next start runs crash recovery). SIGKILL only if both hang.
const ESCALATION: [NodeJS.Signals, number][] = [
  ['SIGINT', 30_000],
  ['SIGQUIT', 5_000],
  ['SIGKILL', 5_000],
];

/** Shuts a postmaster down, harder at each step it ignores. Sending to an exited one is harmless. */
export async function shutDownPostmaster(
  send: (signal: NodeJS.Signals) => void,
  exited: (withinMs: number) => Promise<boolean>,
): Promise<void> {
  for (const [signal, ms] of ESCALATION) {
    send(signal);
    if (await exited(ms)) return;
  }
  throw new Error('PostgreSQL did not exit even after SIGKILL');
}
