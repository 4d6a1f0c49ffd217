import { availableParallelism } from 'node:os';
import { JobQueueError } from './job-queue-error.ts';

/**
 * A unit of work. The signal aborts when the job times out or is dropped: a job that holds a
 * resource (an OCR worker busy on an image) must release it then, as its slot is already given
 * to the next job.
 */
export type Job<T> = (signal: AbortSignal) => Promise<T>;

export interface JobQueueOptions {
  /** Jobs running at once; default: the machine's cores, as OCR jobs are CPU-bound. */
  concurrency?: number;
  /** Jobs allowed to wait for a slot; one more is refused with reason `full`. Default: 4 × concurrency. */
  maxWaiting?: number;
  /** A job's limit once it starts (waiting time excluded, it is bounded by `maxWaiting`); 0 = none. */
  timeoutMs?: number;
}

export interface JobQueue {
  /** Runs `job` when a slot is free, in arrival order. */
  run<T>(job: Job<T>): Promise<T>;
  /** Jobs running and waiting now. */
  size(): { running: number; waiting: number };
  /**
   * Refuses new jobs. Waiting jobs are rejected with reason `closed`, or run when `drain` is set;
   * resolves once nothing is running.
   */
  close(options?: { drain?: boolean }): Promise<void>;
}

interface Waiting {
  start(): void;
  refuse(error: JobQueueError): void;
}

const DEFAULT_WAITING_PER_SLOT = 4;

/** A bounded FIFO queue that keeps CPU-heavy work (OCR) from piling up behind a burst of requests. */
export function createJobQueue(options: JobQueueOptions = {}): JobQueue {
  const concurrency = options.concurrency ?? availableParallelism();
  const maxWaiting = options.maxWaiting ?? concurrency * DEFAULT_WAITING_PER_SLOT;
  const timeoutMs = options.timeoutMs ?? 0;
  requireCount('concurrency', concurrency, 1);
  requireCount('maxWaiting', maxWaiting, 0);
  requireCount('timeoutMs', timeoutMs, 0);

  const waiting: Waiting[] = [];
  const whenIdle: Array<() => void> = [];
  let running = 0;
  let closed = false;

  function release(): void {
    running--;
    const next = waiting.shift();
    if (next) next.start();
    else if (running === 0) for (const resolve of whenIdle.splice(0)) resolve();
  }

  function execute<T>(job: Job<T>): Promise<T> {
    running++;
    const controller = new AbortController();
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      // Only the first outcome counts: a job that finishes after its timeout has lost its slot.
      const settle = (): boolean => {
        if (settled) return false;
        settled = true;
        clearTimeout(timer);
        release();
        return true;
      };
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              if (!settle()) return;
              const error = new JobQueueError('timeout', `job exceeded ${timeoutMs} ms`);
              controller.abort(error);
              reject(error);
            }, timeoutMs)
          : undefined;
      // Async wrapper: a job that throws before returning its promise fails like one that rejects.
      const pending = (async () => job(controller.signal))();
      pending.then(
        (value) => settle() && resolve(value),
        (error: unknown) => settle() && reject(error as Error),
      );
    });
  }

  return {
    run<T>(job: Job<T>): Promise<T> {
      if (closed) return Promise.reject(new JobQueueError('closed', 'the queue is closed'));
      if (running < concurrency) return execute(job);
      if (waiting.length >= maxWaiting) {
        return Promise.reject(new JobQueueError('full', `${maxWaiting} jobs are already waiting`));
      }
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          start: () => void execute(job).then(resolve, reject),
          refuse: reject,
        });
      });
    },

    size: () => ({ running, waiting: waiting.length }),

    async close({ drain = false } = {}) {
      closed = true;
      if (!drain) {
        for (const entry of waiting.splice(0)) entry.refuse(new JobQueueError('closed', 'the queue closed'));
      }
      if (running === 0 && waiting.length === 0) return;
      await new Promise<void>((resolve) => whenIdle.push(resolve));
    },
  };
}

function requireCount(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`${name} must be an integer >= ${min}`);
}
