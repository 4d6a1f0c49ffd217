import { describe, expect, it } from 'vitest';
import { createJobQueue, JobQueueError } from './index.ts';

/** A job the test finishes by hand, recording when it starts and whether it was aborted. */
function manualJob(name: string, started: string[]) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  let signal: AbortSignal | undefined;
  const job = (s: AbortSignal) => {
    signal = s;
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { job, finish: () => finish(name), fail: (e: Error) => fail(e), aborted: () => signal?.aborted === true };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createJobQueue', () => {
  it('runs at most `concurrency` jobs at once and starts the waiting ones in arrival order', async () => {
    const queue = createJobQueue({ concurrency: 2 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => manualJob(name, started));
    const results = jobs.map(({ job }) => queue.run(job));
    await flush();
    expect(started).toEqual(['a', 'b']);
    expect(queue.size()).toEqual({ running: 2, waiting: 2 });

    jobs[1]!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    jobs[0]!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    jobs[2]!.finish();
    jobs[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a job with reason `full` once maxWaiting jobs wait, and accepts again when room frees', async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 1 });
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => manualJob(name, started));
    const first = queue.run(a!.job);
    const second = queue.run(b!.job);
    await expect(queue.run(c!.job)).rejects.toMatchObject({ name: 'JobQueueError', reason: 'full' });
    expect(started).toEqual(['a']);

    a!.finish();
    await flush();
    const third = queue.run(c!.job);
    b!.finish();
    await flush();
    c!.finish();
    await expect(Promise.all([first, second, third])).resolves.toEqual(['a', 'b', 'c']);
  });

  it('passes a job failure through and frees its slot', async () => {
    const queue = createJobQueue({ concurrency: 1 });
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => manualJob(name, started));
    const failing = queue.run(a!.job);
    const next = queue.run(b!.job);
    a!.fail(new Error('boom'));
    await expect(failing).rejects.toThrow('boom');
    await flush();
    b!.finish();
    await expect(next).resolves.toBe('b');
  });

  it('rejects a job that runs past timeoutMs, aborts its signal and gives the slot to the next job', async () => {
    const queue = createJobQueue({ concurrency: 1, timeoutMs: 20 });
    const started: string[] = [];
    const [slow, next] = ['slow', 'next'].map((name) => manualJob(name, started));
    const slowResult = queue.run(slow!.job);
    const nextResult = queue.run(next!.job);
    await expect(slowResult).rejects.toMatchObject({ reason: 'timeout' });
    expect(slow!.aborted()).toBe(true);
    await flush();
    expect(started).toEqual(['slow', 'next']);
    // The late answer of the timed-out job changes nothing.
    slow!.finish();
    next!.finish();
    await expect(nextResult).resolves.toBe('next');
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it('does not time out a job that finishes in time, nor count waiting time against it', async () => {
    const queue = createJobQueue({ concurrency: 1, timeoutMs: 100 });
    const quick = (ms: number) => () => new Promise<number>((resolve) => setTimeout(() => resolve(ms), ms));
    await expect(Promise.all([queue.run(quick(60)), queue.run(quick(60))])).resolves.toEqual([60, 60]);
  });

  it('close() rejects waiting jobs with reason `closed`, lets running ones finish and refuses new ones', async () => {
    const queue = createJobQueue({ concurrency: 1 });
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => manualJob(name, started));
    const running = queue.run(a!.job);
    const waiting = queue.run(b!.job);
    const closing = queue.close();
    await expect(waiting).rejects.toMatchObject({ reason: 'closed' });
    await expect(queue.run(b!.job)).rejects.toBeInstanceOf(JobQueueError);
    let closed = false;
    void closing.then(() => (closed = true));
    await flush();
    expect(closed).toBe(false);
    a!.finish();
    await expect(running).resolves.toBe('a');
    await closing;
    expect(started).toEqual(['a']);
  });

  it('close({ drain: true }) runs the waiting jobs before resolving', async () => {
    const queue = createJobQueue({ concurrency: 1 });
    const order: string[] = [];
    const job = (name: string) => async () => {
      order.push(name);
      await flush();
      return name;
    };
    const results = [queue.run(job('a')), queue.run(job('b'))];
    await queue.close({ drain: true });
    expect(order).toEqual(['a', 'b']);
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b']);
  });

  it('refuses settings that cannot bound anything', () => {
    expect(() => createJobQueue({ concurrency: 0 })).toThrow(RangeError);
    expect(() => createJobQueue({ maxWaiting: -1 })).toThrow(RangeError);
    expect(() => createJobQueue({ timeoutMs: 1.5 })).toThrow(RangeError);
  });
});
