import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppProcess } from './app-process.ts';
import { supervise, type RestartPolicy } from './supervisor.ts';

const POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 4_000, stableAfterMs: 60_000 };

/** A process that exits when the test says so. */
function fakeProcess(pid: number) {
  let exit: (code: number | null) => void = () => undefined;
  const exited = new Promise<number | null>((done) => (exit = done));
  const app = {
    name: 'sessions',
    child: { pid, signalCode: null } as unknown as ChildProcess,
    exited,
    listening: Promise.resolve(3104),
    stop: vi.fn(async () => undefined),
  } satisfies AppProcess;
  return { app, exit };
}

let lines: string[];
let spawned: ReturnType<typeof fakeProcess>[];
let nextPid: number;
const respawn = () => {
  const fake = fakeProcess(nextPid++);
  spawned.push(fake);
  return fake.app;
};
const log = (line: string) => lines.push(line);

beforeEach(() => {
  vi.useFakeTimers();
  lines = [];
  spawned = [];
  nextPid = 101;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('supervise', () => {
  it('restarts an app that exits, after 1 s, then 2 s, then 4 s at most, logging each exit and start', async () => {
    const first = fakeProcess(100);
    const supervisor = supervise(first.app, { respawn, log, policy: POLICY });
    let latest = first;
    for (const [restarts, delayMs] of [1_000, 2_000, 4_000, 4_000].entries()) {
      latest.exit(1);
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(spawned).toHaveLength(restarts);
      await vi.advanceTimersByTimeAsync(1);
      expect(spawned).toHaveLength(restarts + 1);
      latest = spawned[restarts] ?? first;
      expect(supervisor.current()).toBe(latest.app);
    }
    expect(lines.slice(0, 2)).toEqual([
      'sessions exited unexpectedly (code 1); restarting in 1 s',
      'sessions restarted (pid 101)',
    ]);
    expect(lines.filter((line) => line.includes('restarting in')).map((line) => line.split(' in ')[1])).toEqual([
      '1 s',
      '2 s',
      '4 s',
      '4 s',
    ]);
  });

  it('waits the first delay again after a process that stayed up a while', async () => {
    const first = fakeProcess(100);
    supervise(first.app, { respawn, log, policy: POLICY });
    first.exit(1);
    await vi.advanceTimersByTimeAsync(1_000);
    spawned[0]?.exit(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(POLICY.stableAfterMs);
    spawned[1]?.exit(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(lines.at(-1)).toBe('sessions exited unexpectedly (code 1); restarting in 1 s');
  });

  it('names the signal that killed the app', async () => {
    const first = fakeProcess(100);
    (first.app.child as { signalCode: string }).signalCode = 'SIGKILL';
    supervise(first.app, { respawn, log, policy: POLICY });
    first.exit(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toEqual(['sessions exited unexpectedly (signal SIGKILL); restarting in 1 s']);
  });

  it('restarts nothing once stopped, and stops the running process', async () => {
    const first = fakeProcess(100);
    const supervisor = supervise(first.app, { respawn, log, policy: POLICY });
    first.exit(1);
    await vi.advanceTimersByTimeAsync(0);
    await supervisor.stop(10_000);
    await vi.advanceTimersByTimeAsync(POLICY.maxDelayMs);
    expect(spawned).toEqual([]);
    expect(first.app.stop).toHaveBeenCalledWith(10_000);

    const other = fakeProcess(200);
    await supervise(other.app, { respawn, log, policy: POLICY }).stop(5_000);
    other.exit(0);
    await vi.advanceTimersByTimeAsync(POLICY.maxDelayMs);
    expect(spawned).toEqual([]);
    expect(other.app.stop).toHaveBeenCalledWith(5_000);
  });
});
