import { describeWithRedis } from '@csg/testing';
import { jobQueueSuite } from './job-queue-suite.ts';
import { redisHarness, type StoreHarness } from './test-support.ts';

describeWithRedis('job queue on Redis', (redisUrl) => {
  let harness: StoreHarness | undefined;
  jobQueueSuite(() => (harness ??= redisHarness(redisUrl)));
});
