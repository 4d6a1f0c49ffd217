import { Registry } from '@prometheus-io/client';
import { describe, expect, it } from 'vitest';
import { registerQueueDepth } from './queue-depth-gauge.ts';

describe('registerQueueDepth', () => {
  it('reads the depth at scrape time, and leaves out a queue whose store cannot answer', async () => {
    const registry = new Registry();
    let waiting = 1;
    registerQueueDepth(registry, {
      'document-redact': { depth: async () => ({ waiting, active: 1, delayed: 0 }) },
      broken: { depth: () => Promise.reject(new Error('store down')) },
    });
    expect(await registry.metrics()).toContain('csg_job_queue_depth{queue="document-redact",state="waiting"} 1');
    waiting = 4;
    const page = await registry.metrics();
    expect(page).toContain('csg_job_queue_depth{queue="document-redact",state="waiting"} 4');
    expect(page).toContain('csg_job_queue_depth{queue="document-redact",state="active"} 1');
    expect(page).not.toContain('queue="broken"');
  });
});
