/** Why a job did not run to completion; callers map these to "busy" (503) and "too slow" (504). */
export type JobQueueFailure = 'full' | 'timeout' | 'closed';

export class JobQueueError extends Error {
  readonly reason: JobQueueFailure;

  constructor(reason: JobQueueFailure, message: string) {
    super(message);
    this.name = 'JobQueueError';
    this.reason = reason;
  }
}
