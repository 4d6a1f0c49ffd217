import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, expect, it } from 'vitest';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './job-queue.ts';
import type { JobContext } from './job-runner.ts';
import { JOB_FAILED_TEXT, type JobStatus } from './job-view.ts';
import { waitFor, type StoreHarness } from './test-support.ts';

type Input = { doc: string };
type Process = (input: Input, ctx: JobContext) => Promise<string>;

/** The rules every backend must keep; each backend's test file runs them against its store. */
export function jobQueueSuite(harness: () => StoreHarness): void {
  const open: JobQueue<Input, string>[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((q) => q.close()));
  });
  afterAll(() => harness().close());

  const queue = (name: string, process: Process, extra: Partial<JobQueueOptions<Input, string>> = {}) => {
    const q = createJobQueue<Input, string>({ name, backend: harness().backend, process, stallMs: 500, ...extra });
    open.push(q);
    return q;
  };
  const upper: Process = async ({ doc }) => doc.toUpperCase();
  const until = (q: JobQueue<Input, string>, jobId: string, status: JobStatus, progress?: number) =>
    waitFor(`${status}`, async () => {
      const view = await q.get('tenant-a', jobId);
      return view?.status === status && (progress === undefined || view.progress === progress) ? view : undefined;
    });
  const latch = () => {
    let open = () => {};
    const opened = new Promise<void>((r) => (open = r));
    return { open, opened };
  };

  it('a submitted job is queued, then completed with its result', async () => {
    const q = queue(harness().queueName(), upper);
    const submitted = await q.submit('tenant-a', { doc: 'hello' });
    expect(submitted).toMatchObject({ status: 'queued', progress: 0 });
    const queued = await q.get('tenant-a', submitted.jobId);
    expect(queued).toMatchObject({ jobId: submitted.jobId, status: 'queued', progress: 0 });
    expect(queued?.result).toBeUndefined();
    expect(new Date(queued?.createdAt ?? '').toISOString()).toBe(queued?.createdAt);
    await q.start();
    const done = await until(q, submitted.jobId, 'completed');
    expect(done).toMatchObject({ progress: 100, result: 'HELLO', createdAt: submitted.createdAt });
    expect(done.error).toBeUndefined();
    expect(Date.parse(done.updatedAt)).toBeGreaterThanOrEqual(Date.parse(done.createdAt));
  });

  it('depth counts the jobs waiting before a worker runs them, and none once they are done', async () => {
    const q = queue(harness().queueName(), upper);
    expect(await q.depth()).toEqual({ waiting: 0, active: 0, delayed: 0 });
    const { jobId } = await q.submit('tenant-a', { doc: 'one' });
    await q.submit('tenant-a', { doc: 'two' });
    expect(await q.depth()).toEqual({ waiting: 2, active: 0, delayed: 0 });
    await q.start();
    await until(q, jobId, 'completed');
    await waitFor('drained', async () =>
      (await q.depth()).waiting + (await q.depth()).active === 0 ? true : undefined,
    );
  });

  it('progress reported by a running job is visible through get', async () => {
    const release = latch();
    const q = queue(harness().queueName(), async ({ doc }, ctx) => {
      await ctx.progress(40.4);
      await release.opened;
      return doc;
    });
    await q.start();
    const { jobId } = await q.submit('tenant-a', { doc: 'x' });
    const running = await until(q, jobId, 'processing', 40);
    expect(Date.parse(running.updatedAt)).toBeGreaterThan(Date.parse(running.createdAt) - 1);
    release.open();
    await until(q, jobId, 'completed');
  });

  it('a failed job shows and stores only the generic error, never the exception message', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (o: object) => warnings.push(o), error: (o: object) => warnings.push(o) };
    const name = harness().queueName();
    const q = queue(name, async ({ doc }) => Promise.reject(new Error(`cannot parse ${doc}`)), { log });
    await q.start();
    const { jobId } = await q.submit('tenant-a', { doc: 'SSN-987-65-4321' });
    const failed = await until(q, jobId, 'failed');
    expect(failed.error).toBe(JOB_FAILED_TEXT);
    expect(failed.result).toBeUndefined();
    expect(await harness().dump(name)).not.toContain('SSN-987');
    expect(JSON.stringify(warnings)).not.toContain('SSN-987');
    expect(warnings).toHaveLength(1);
  });

  it("a job is visible to its tenant only: another tenant's id reads as not found", async () => {
    const q = queue(harness().queueName(), upper);
    const { jobId } = await q.submit('tenant-a', { doc: 'a' });
    expect(await q.get('tenant-b', jobId)).toBeNull();
    expect(await q.get('tenant-a', jobId)).not.toBeNull();
  });

  it('the input is erased from the store when the job completes, the result stays', async () => {
    const name = harness().queueName();
    const q = queue(name, async () => 'done');
    const { jobId } = await q.submit('tenant-a', { doc: 'MARKER-COMPLETE-4711' });
    expect(await harness().dump(name)).toContain('MARKER-COMPLETE-4711');
    await q.start();
    expect((await until(q, jobId, 'completed')).result).toBe('done');
    expect(await harness().dump(name)).not.toContain('MARKER-COMPLETE-4711');
  });

  it('the input is erased from the store when the job fails', async () => {
    const name = harness().queueName();
    const q = queue(name, async () => Promise.reject(new Error('boom')));
    const { jobId } = await q.submit('tenant-a', { doc: 'MARKER-FAIL-4712' });
    await q.start();
    await until(q, jobId, 'failed');
    expect(await harness().dump(name)).not.toContain('MARKER-FAIL-4712');
  });

  it('an input not run within the retention expires: it is erased and its job fails', async () => {
    const name = harness().queueName();
    const { jobId } = await queue(name, upper, { retentionHours: 1 / 3600 }).submit('tenant-a', {
      doc: 'MARKER-EXPIRE-4713',
    });
    await new Promise((r) => setTimeout(r, 1_200));
    const later = queue(name, upper);
    await later.start();
    expect((await until(later, jobId, 'failed')).error).toBe(JOB_FAILED_TEXT);
    expect(await harness().dump(name)).not.toContain('MARKER-EXPIRE-4713');
  });

  it('a job submitted before a restart completes on the restarted queue', async () => {
    const name = harness().queueName();
    const before = queue(name, upper);
    const { jobId } = await before.submit('tenant-a', { doc: 'later' });
    await before.close();
    const after = queue(name, upper);
    await after.start();
    expect((await until(after, jobId, 'completed')).result).toBe('LATER');
  });

  it('a job interrupted by close() goes back to the queue and runs again after the restart', async () => {
    const name = harness().queueName();
    const started = latch();
    const before = queue(name, async (_input, ctx) => {
      started.open();
      await new Promise((_r, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('aborted'))));
      return 'never';
    });
    await before.start();
    const { jobId } = await before.submit('tenant-a', { doc: 'again' });
    await started.opened;
    await before.close();
    const after = queue(name, upper);
    expect((await after.get('tenant-a', jobId))?.status).toBe('queued');
    await after.start();
    expect((await until(after, jobId, 'completed')).result).toBe('AGAIN');
  });

  it('a job whose process died while processing it is picked up again', async () => {
    const name = harness().queueName();
    const { jobId } = await queue(name, upper).submit('tenant-a', { doc: 'stalled' });
    const claimed = latch();
    const dying = harness().bareWorker(name, () => (claimed.open(), new Promise(() => {})), 500);
    await claimed.opened;
    await dying.close(true);
    const after = queue(name, upper);
    expect((await after.get('tenant-a', jobId))?.status).toBe('processing');
    await after.start();
    expect((await until(after, jobId, 'completed')).result).toBe('STALLED');
  });

  it('unknown, malformed and foreign ids read as null; bad submissions are refused', async () => {
    const q = queue(harness().queueName(), upper);
    for (const id of [randomUUID(), 'not-an-id', '', '1', '../x', 'a'.repeat(10_000)]) {
      expect(await q.get('tenant-a', id)).toBeNull();
    }
    await expect(q.submit('', { doc: 'x' })).rejects.toThrow(TypeError);
    await expect(q.submit('tenant-a', undefined as unknown as Input)).rejects.toThrow(TypeError);
  });

  it('a finished job reads as null after its retention and is then removed from the store', async () => {
    const name = harness().queueName();
    const q = queue(name, upper, { retentionHours: 1 / 3600 });
    await q.start();
    const { jobId } = await q.submit('tenant-a', { doc: 'short' });
    await until(q, jobId, 'completed');
    await waitFor('expiry', async () => ((await q.get('tenant-a', jobId)) === null ? true : undefined));
    await waitFor('removal', async () => ((await harness().jobExists(name, jobId)) ? undefined : true), 20_000);
  });

  it('close() leaves no open handles: a process that used the queue exits by itself', async () => {
    const probe = fileURLToPath(new URL('./exit-probe.ts', import.meta.url));
    const args = [probe, JSON.stringify(harness().backend), harness().queueName()];
    const { stdout } = await promisify(execFile)(process.execPath, args, { timeout: 25_000 });
    expect(stdout.trim()).toBe('"PROBE"');
  });
}
