import { describe, inject } from 'vitest';
import { jobQueueSuite } from './job-queue-suite.ts';
import { postgresHarness, type StoreHarness } from './test-support.ts';

describe('job queue on PostgreSQL', () => {
  let harness: StoreHarness | undefined;
  jobQueueSuite(() => (harness ??= postgresHarness(inject('pgAdminUrl'))));
});
