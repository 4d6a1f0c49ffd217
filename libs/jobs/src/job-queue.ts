import { randomUUID } from 'node:crypto';
import { Queue, Worker, type IQueueBackend, type JobProgress } from 'bullmq';
import { openInputStore } from './input-store.ts';
import { errorName, jobRunner, MAX_STARTS, type JobContext, type JobLog } from './job-runner.ts';
import { toJobView, type JobView, type StoredJob } from './job-view.ts';
import { openStore, type JobBackend } from './store.ts';

export interface JobQueueOptions<Input, Result> {
  /** Queue name; one name per kind of job. */
  name: string;
  backend: JobBackend;
  /** Input and Result must survive JSON (send a document as base64, not as a Buffer). */
  process: (input: Input, ctx: JobContext) => Promise<Result>;
  /** Jobs one started queue runs at once (default 1). */
  concurrency?: number;
  /**
   * How long a finished job's status and result stay readable (default 24). Also the longest an
   * input is kept: a job not started by then fails.
   */
  retentionHours?: number;
  /** A job whose process died is picked up again after about 1–3 times this (default 30 000 ms). */
  stallMs?: number;
  log?: JobLog;
}

export interface JobQueue<Input, Result> {
  submit(tenantId: string, input: Input): Promise<JobView<Result>>;
  /** null for an unknown, expired or malformed id, and for another tenant's job. */
  get(tenantId: string, jobId: string): Promise<JobView<Result> | null>;
  /** Jobs not yet finished, by state, for a queue-depth gauge read at scrape time. */
  depth(): Promise<QueueDepth>;
  /** Starts this instance's worker; without it the instance only submits and reads. */
  start(): Promise<void>;
  /** Stops the worker (running jobs are aborted and requeued) and closes every connection. */
  close(): Promise<void>;
}

export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
}

const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SWEEP_EVERY_MS = 10 * 60_000;
const silent: JobLog = { warn: () => undefined, error: () => undefined };

// Both backends behind one type: the connection options are the store's business.
type Data<Result> = StoredJob<Result>;
type AnyQueue<Result> = Queue<Data<Result>, null, string, Data<Result>, null, string, IQueueBackend, unknown>;
type AnyWorker<Result> = Worker<Data<Result>, null, string, IQueueBackend, JobProgress, unknown>;

export function createJobQueue<Input, Result>(options: JobQueueOptions<Input, Result>): JobQueue<Input, Result> {
  const { name } = options;
  const store = openStore(options.backend);
  const log = options.log ?? silent;
  const inputs = openInputStore(options.backend, name, log);
  const retentionMs = (options.retentionHours ?? 24) * 3_600_000;
  const stallMs = options.stallMs ?? 30_000;
  const keep = { age: Math.max(1, Math.ceil(retentionMs / 1000)) };
  const queue: AnyQueue<Result> = new Queue(
    name,
    {
      connection: store.connection,
      // One attempt: a document that fails analysis fails the same way again. No stack trace stored.
      defaultJobOptions: { attempts: 1, removeOnComplete: keep, removeOnFail: keep, stackTraceLimit: 0 },
    },
    store.factory,
  );
  queue.on('error', (err: Error) => log.error({ queue: name, err: err.message }, 'job store error'));
  let worker: AnyWorker<Result> | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let closing = false;

  async function sweep() {
    try {
      await queue.clean(retentionMs, 1000, 'completed');
      await queue.clean(retentionMs, 1000, 'failed');
      await inputs.sweep();
    } catch (err) {
      log.error({ queue: name, err: errorName(err) }, 'job retention sweep failed');
    }
  }

  return {
    async submit(tenantId, input) {
      if (typeof tenantId !== 'string' || tenantId === '') throw new TypeError('tenantId must be a non-empty string');
      if (input === undefined) throw new TypeError('input is required');
      const jobId = randomUUID();
      await inputs.put(jobId, JSON.stringify(input), retentionMs);
      try {
        const job = await queue.add(name, { tenantId }, { jobId });
        return toJobView(job, 'waiting');
      } catch (err) {
        await inputs.delete(jobId).catch(() => undefined);
        throw err;
      }
    },

    async get(tenantId, jobId) {
      if (typeof jobId !== 'string' || !JOB_ID.test(jobId)) return null;
      // State first: a job read after it reports completed already holds its result.
      const state = await queue.getJobState(jobId);
      if (state === 'unknown') return null;
      const job = await queue.getJob(jobId);
      if (!job || job.data.tenantId !== tenantId) return null;
      if (job.finishedOn !== undefined && job.finishedOn + retentionMs <= Date.now()) return null;
      return toJobView(job, state);
    },

    async depth() {
      const { waiting = 0, active = 0, delayed = 0 } = await queue.getJobCounts('waiting', 'active', 'delayed');
      return { waiting, active, delayed };
    },

    async start() {
      if (closing) throw new Error('job queue is closed');
      if (worker) return;
      const run = jobRunner({ queueName: name, inputs, process: options.process, log, closing: () => closing });
      worker = new Worker<Data<Result>, null, string, IQueueBackend, JobProgress, unknown>(
        name,
        // Three parameters: BullMQ hands an abort signal only to processors that declare it.
        (job, token, signal) => run(job, token, signal),
        {
          connection: store.connection,
          concurrency: options.concurrency ?? 1,
          lockDuration: stallMs,
          stalledInterval: stallMs,
          maxStalledCount: MAX_STARTS,
        },
        store.factory,
      );
      worker.on('error', (err: Error) => log.error({ queue: name, err: err.message }, 'job worker error'));
      await worker.waitUntilReady();
      // BullMQ evicts aged jobs only when another finishes; the sweep bounds retention when none do.
      void sweep();
      sweepTimer = setInterval(() => void sweep(), Math.min(retentionMs, SWEEP_EVERY_MS));
      sweepTimer.unref();
    },

    async close() {
      if (closing) return;
      closing = true;
      clearInterval(sweepTimer);
      if (worker) {
        worker.cancelAllJobs('closing');
        await worker.close();
      }
      await queue.close();
      await inputs.close();
    },
  };
}
