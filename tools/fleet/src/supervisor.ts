import type { AppProcess } from './app-process.ts';

export interface RestartPolicy {
  /** The wait before the first restart, doubled for each exit in a row. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A process that ran this long before it exited starts the doubling again from the first wait. */
  stableAfterMs: number;
}

export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000, stableAfterMs: 60_000 };

export interface Supervisor {
  readonly name: string;
  /** The process running now, or the one that exited while its restart waits. */
  current(): AppProcess;
  /** No more restarts; stops the running process (in-flight requests finish within graceMs). */
  stop(graceMs: number): Promise<void>;
}

interface Deps {
  /** Starts the app again, on the same port: the edge and the other apps keep their URLs for it. */
  respawn: () => AppProcess;
  log: (line: string) => void;
  policy?: RestartPolicy;
}

const howItEnded = (app: AppProcess, code: number | null) =>
  code === null ? `signal ${app.child.signalCode ?? 'unknown'}` : `code ${code}`;

/**
 * Keeps one app of the fleet running once the fleet is up: a process that exits on its own is
 * logged and started again after a wait that doubles with each exit in a row, so that an app that
 * cannot start (its port taken, its database gone) is retried without spinning.
 */
export function supervise(first: AppProcess, { respawn, log, policy = RESTART_POLICY }: Deps): Supervisor {
  let current = first;
  let startedAt = Date.now();
  let inARow = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const watch = (app: AppProcess) => {
    void app.exited.then((code) => {
      if (stopped) return;
      inARow = Date.now() - startedAt >= policy.stableAfterMs ? 1 : inARow + 1;
      const delayMs = Math.min(policy.firstDelayMs * 2 ** (inARow - 1), policy.maxDelayMs);
      log(`${app.name} exited unexpectedly (${howItEnded(app, code)}); restarting in ${delayMs / 1000} s`);
      timer = setTimeout(() => {
        timer = undefined;
        current = respawn();
        startedAt = Date.now();
        log(`${current.name} restarted (pid ${current.child.pid})`);
        watch(current);
      }, delayMs);
    });
  };
  watch(first);

  return {
    name: first.name,
    current: () => current,
    stop: async (graceMs) => {
      stopped = true;
      clearTimeout(timer);
      await current.stop(graceMs);
    },
  };
}
