import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoopDelay } from './loop-probe.ts';

/** CPU time (user + system) a process has used so far, in ms; Linux /proc, 100 ticks per second. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** How long a process's main thread has been ready to run but waiting for a CPU, in ms (schedstat). */
export function runQueueWaitMs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

/**
 * Write system calls a process has made so far (/proc/<pid>/io `syscw`: write, writev; each socket
 * write on loopback also runs the receiver's side of TCP in the kernel, so they are dear).
 */
export function writeCalls(pid: number): number {
  try {
    return Number(/^syscw: (\d+)$/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'))?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

type Groups = ReadonlyMap<string, readonly number[]>;
const sum = (groups: Groups, read: (pid: number) => number) =>
  new Map([...groups].map(([name, pids]) => [name, pids.reduce((total, pid) => total + read(pid), 0)]));
const minus = (after: Map<string, number>, before: Map<string, number>) =>
  new Map([...after].map(([name, v]) => [name, v - (before.get(name) ?? Number.NaN)]));

/**
 * CPU ms each group of processes used while `run` ran, ms their main threads spent waiting for a
 * CPU, and the write system calls they made (a process that ended meanwhile reads NaN).
 */
export async function cpuDuring<T>(
  groups: Groups,
  run: () => Promise<T>,
): Promise<{ result: T; cpu: Map<string, number>; wait: Map<string, number>; writes: Map<string, number> }> {
  const cpuBefore = sum(groups, cpuMs);
  const waitBefore = sum(groups, runQueueWaitMs);
  const writesBefore = sum(groups, writeCalls);
  const result = await run();
  return {
    result,
    cpu: minus(sum(groups, cpuMs), cpuBefore),
    wait: minus(sum(groups, runQueueWaitMs), waitBefore),
    writes: minus(sum(groups, writeCalls), writesBefore),
  };
}

/** Starts the loop probe in `pid` (its first SIGWINCH). */
export const startLoopProbe = (pid: number): void => {
  process.kill(pid, 'SIGWINCH');
};

/** Stops the loop probe in `pid` (the next SIGWINCH) and reads its figures since it started. */
export const loopDelay = (probeDir: string, app: string, pid: number): Promise<LoopDelay | undefined> =>
  signalAndRead(pid, 'SIGWINCH', join(probeDir, `${app}.json`), (text) => JSON.parse(text) as LoopDelay);

/** Sends `signal` and waits up to `waitMs` for the file the process writes in answer. */
export async function signalAndRead<T>(
  pid: number,
  signal: NodeJS.Signals,
  file: string,
  parse: (text: string) => T,
  waitMs = 10_000,
): Promise<T | undefined> {
  await rm(file, { force: true });
  process.kill(pid, signal);
  for (let waited = 0; waited < waitMs; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
    try {
      return parse(await readFile(file, 'utf8'));
    } catch {
      // Not written yet, or not whole yet.
    }
  }
  return undefined;
}

/**
 * How coarsely this thread's CPU time advances, in ms: the 90th percentile of its steps over a busy
 * spell. The kernel updates it at scheduler ticks and at context switches (then in smaller steps).
 */
export function cpuClockStepMs(busyMs = 200): number {
  const steps: number[] = [];
  let last = process.threadCpuUsage();
  const started = performance.now();
  while (performance.now() - started < busyMs) {
    const now = process.threadCpuUsage();
    const step = now.user + now.system - last.user - last.system;
    if (step > 0) {
      steps.push(step);
      last = now;
    }
  }
  steps.sort((a, b) => a - b);
  return (steps[Math.floor(steps.length * 0.9)] ?? Number.NaN) / 1000;
}
