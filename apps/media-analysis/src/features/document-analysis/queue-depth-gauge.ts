import type { QueueDepth } from '@csg/jobs';
import { Gauge, type Registry } from '@prometheus-io/client';

const STATES = ['waiting', 'active', 'delayed'] as const;

/**
 * `csg_job_queue_depth{queue,state}`: read from the job store when scraped, never polled. A store
 * that cannot answer leaves the series out of that scrape (the store's own errors are logged).
 */
export function registerQueueDepth(registry: Registry, queues: Record<string, { depth(): Promise<QueueDepth> }>) {
  new Gauge({
    name: 'csg_job_queue_depth',
    help: 'Jobs not yet finished, by queue and state (waiting, active, delayed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const [queue, jobs] of Object.entries(queues)) {
        const depth = await jobs.depth().catch(() => undefined);
        if (depth === undefined) continue;
        for (const state of STATES) this.labels(queue, state).set(depth[state]);
      }
    },
  });
}
