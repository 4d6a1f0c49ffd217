import { WaitingError, type Job } from 'bullmq';
import type { InputStore } from './input-store.ts';
import { clampPercent, JOB_FAILED_TEXT, type StoredJob, type StoredProgress } from './job-view.ts';

export interface JobContext {
  /** Records 0–100 (clamped, rounded), visible through get() while the job runs. */
  progress(pct: number): Promise<void>;
  /** Aborted when the queue closes: stop, and the job goes back to the queue for the next start. */
  signal: AbortSignal;
}

/** The pino methods the queue uses. */
export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * A job started this many times (each restart or stall restarts it) fails instead of running again,
 * so a document that kills its process cannot loop forever. BullMQ's own stall limit is set to the
 * same number so that it never fails a job behind our back, before its input is erased.
 */
export const MAX_STARTS = 5;

interface RunnerDeps<Input, Result> {
  queueName: string;
  inputs: InputStore;
  process: (input: Input, ctx: JobContext) => Promise<Result>;
  log: JobLog;
  closing: () => boolean;
}

type RunnerJob<Result> = Job<StoredJob<Result>, null>;

/**
 * BullMQ's processor for one queue. The result is saved in the job's data before its input is
 * deleted and BullMQ finishes the job, so a crash in between finds the result and only finishes;
 * BullMQ's return value stays null, so results never reach its event stream (kept by length, not age).
 */
export function jobRunner<Input, Result>(deps: RunnerDeps<Input, Result>) {
  const fail = async (jobId: string): Promise<never> => {
    await deps.inputs.delete(jobId);
    throw new Error(JOB_FAILED_TEXT);
  };

  return async (job: RunnerJob<Result>, token: string | undefined, signal: AbortSignal | undefined) => {
    const jobId = String(job.id);
    const { tenantId, result } = job.data;
    if (result !== undefined) {
      await deps.inputs.delete(jobId);
      return null;
    }
    const body = job.attemptsStarted > MAX_STARTS ? undefined : await deps.inputs.get(jobId);
    // Expired before it ran, or erased by an earlier failure: nothing left to run.
    if (body === undefined) return fail(jobId);
    const ctx: JobContext = {
      progress: (pct) => job.updateProgress({ percent: clampPercent(pct), at: Date.now() } satisfies StoredProgress),
      signal: signal ?? new AbortController().signal,
    };
    let output: Result;
    try {
      output = await deps.process(JSON.parse(body) as Input, ctx);
    } catch (err) {
      if (deps.closing() && ctx.signal.aborted) {
        await job.moveToWait(token);
        throw new WaitingError();
      }
      // The message can quote the document: only the error's class is logged, and BullMQ stores
      // the generic text alone.
      deps.log.warn({ queue: deps.queueName, jobId, errorName: errorName(err) }, 'job failed');
      return fail(jobId);
    }
    await job.updateData({ tenantId, result: output });
    await deps.inputs.delete(jobId);
    return null;
  };
}

export function errorName(err: unknown): string {
  return err instanceof Error ? err.name : typeof err;
}
