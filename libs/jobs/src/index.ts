export { createJobQueue } from './job-queue.ts';
export type { JobQueue, JobQueueOptions, QueueDepth } from './job-queue.ts';
export type { JobContext, JobLog } from './job-runner.ts';
export { JOB_FAILED_TEXT } from './job-view.ts';
export type { JobStatus, JobView } from './job-view.ts';
export type { JobBackend } from './store.ts';
