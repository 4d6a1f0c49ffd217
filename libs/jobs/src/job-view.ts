import type { Job, JobState } from 'bullmq';

export type JobStatus = 'queued' | 'processing' | 'completed' | 'failed';

/** What a client sees of a job (the redact-jobs contract). */
export interface JobView<Result = unknown> {
  jobId: string;
  status: JobStatus;
  /** 0–100; 100 once completed. */
  progress: number;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: the latest of creation, start, progress report and finish. */
  updatedAt: string;
  /** Present only when completed. */
  result?: Result;
  /** Present only when failed: always the generic text, never the cause. */
  error?: string;
}

/** The only failure text a job ever shows or stores: an exception message can quote the document. */
export const JOB_FAILED_TEXT = 'The job could not be completed';

/** A job's data in BullMQ: its tenant and, once completed, its result (the input is kept apart). */
export interface StoredJob<Result> {
  tenantId: string;
  result?: Result;
}

/** Progress is stored with its time so that updatedAt moves when a job reports progress. */
export interface StoredProgress {
  percent: number;
  at: number;
}

const STATUS: Record<JobState, JobStatus> = {
  waiting: 'queued',
  delayed: 'queued',
  prioritized: 'queued',
  'waiting-children': 'queued',
  active: 'processing',
  completed: 'completed',
  failed: 'failed',
};

export function clampPercent(pct: number): number {
  if (!Number.isFinite(pct)) return 0;
  return Math.min(100, Math.max(0, Math.round(pct)));
}

function storedPercent(progress: unknown): StoredProgress | undefined {
  if (typeof progress !== 'object' || progress === null) return undefined;
  const { percent, at } = progress as Partial<StoredProgress>;
  return typeof percent === 'number' && typeof at === 'number' ? { percent, at } : undefined;
}

export function toJobView<Result>(job: Job<StoredJob<Result>, null>, state: JobState): JobView<Result> {
  const status = STATUS[state];
  const progress = storedPercent(job.progress);
  const updated = Math.max(job.timestamp, job.processedOn ?? 0, job.finishedOn ?? 0, progress?.at ?? 0);
  const view: JobView<Result> = {
    jobId: String(job.id),
    status,
    progress: status === 'completed' ? 100 : (progress?.percent ?? 0),
    createdAt: new Date(job.timestamp).toISOString(),
    updatedAt: new Date(updated).toISOString(),
  };
  if (status === 'completed') view.result = job.data.result;
  if (status === 'failed') view.error = JOB_FAILED_TEXT;
  return view;
}
