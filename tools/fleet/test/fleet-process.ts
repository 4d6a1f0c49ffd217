import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const START = resolve(import.meta.dirname, '../src/start.ts');

export interface RunningFleet {
  child: ChildProcess;
  output: () => string;
  pids: () => number[];
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * `pnpm start` as a user runs it, with its output kept for assertions. `ownGroup`: in a process
 * group of its own, as a terminal runs it, so that a test can press Ctrl-C (signal the group).
 */
export function startFleet(env: Record<string, string>, { ownGroup = false } = {}): RunningFleet {
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  });
  let out = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return {
    child,
    exited,
    output: () => out,
    pids: () => [...out.matchAll(/\[fleet\] \S+ started \(pid (\d+)\)/g)].map((m) => Number(m[1])),
    waitFor: (pattern, timeoutMs = 90_000) =>
      new Promise<void>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`timed out waiting for ${pattern}; output:\n${out}`)), timeoutMs);
        const check = () => {
          if (!pattern.test(out)) return;
          clearTimeout(timer);
          waiters.delete(check);
          done();
        };
        waiters.add(check);
        void exited.then(() => {
          if (!pattern.test(out)) fail(new Error(`fleet exited before ${pattern}; output:\n${out}`));
        });
        check();
      }),
  };
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
