export { createJobQueue } from './job-queue.ts';
export type { Job, JobQueue, JobQueueOptions } from './job-queue.ts';
export { JobQueueError } from './job-queue-error.ts';
export type { JobQueueFailure } from './job-queue-error.ts';
