import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { DocumentError } from '../document-error.ts';
import { samplePdf } from '../pdf/test-support/test-pdfs.ts';
import type { PageOcr } from '../types.ts';
import { heldOcr, largePdf } from './test-support.ts';
import { createWorkerCodec } from './worker-codec.ts';
import type { WorkerCodec, WorkerCodecOptions } from './worker-codec.ts';

const CSV = Buffer.from('name,city\r\nAda,London\r\n');
const csvWorks = async (codec: WorkerCodec) =>
  expect((await codec.extract(CSV, 'csv', {})).segments.map((s) => s.text)).toEqual(['name', 'city', 'Ada', 'London']);
const threadCount = () => readdirSync('/proc/self/task').length;

async function withCodec(options: WorkerCodecOptions, test: (codec: WorkerCodec) => Promise<void>): Promise<void> {
  const codec = createWorkerCodec(options);
  try {
    await test(codec);
  } finally {
    await codec.close();
  }
}

describe('createWorkerCodec: bounds', { timeout: 60_000 }, () => {
  it('runs `threads` jobs at once, queues `queueLength` more and refuses the next at once as busy', () =>
    withCodec({ threads: 1, queueLength: 1 }, async (codec) => {
      const held = heldOcr();
      const running = codec.extract(await samplePdf(), 'pdf', { ocr: held.ocr });
      await held.called;
      const waiting = codec.extract(CSV, 'csv', {});
      const refused = await codec.extract(CSV, 'csv', {}).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DocumentError);
      expect(refused).toMatchObject({ failure: 'busy' });
      held.answer();
      await expect(running).resolves.toMatchObject({ type: 'pdf' });
      await expect(waiting).resolves.toMatchObject({ type: 'csv' });
    }));

  it("an abort while running fails the job with the signal's reason, aborts its OCR and frees the slot", () =>
    withCodec({ threads: 1 }, async (codec) => {
      const held = heldOcr();
      const controller = new AbortController();
      const running = codec.extract(await samplePdf(), 'pdf', { ocr: held.ocr, signal: controller.signal });
      const ocrSignal = await held.called;
      const reason = new DOMException('client went away', 'AbortError');
      controller.abort(reason);
      await expect(running).rejects.toBe(reason);
      expect(ocrSignal?.aborted).toBe(true);
      await csvWorks(codec);
    }));

  it('an abort before the start, or while waiting, fails the job without running it', () =>
    withCodec({ threads: 1, queueLength: 2 }, async (codec) => {
      const reason = new Error('aborted');
      const never = vi.fn<PageOcr>(async () => 'never');
      await expect(
        codec.extract(await samplePdf(), 'pdf', { ocr: never, signal: AbortSignal.abort(reason) }),
      ).rejects.toBe(reason);
      const held = heldOcr();
      const running = codec.extract(await samplePdf(), 'pdf', { ocr: held.ocr });
      await held.called;
      const controller = new AbortController();
      const waiting = codec.extract(await samplePdf(), 'pdf', { ocr: never, signal: controller.signal });
      controller.abort(reason);
      await expect(waiting).rejects.toBe(reason);
      held.answer();
      await running;
      expect(never).not.toHaveBeenCalled();
    }));

  it('a job past timeoutMs fails as timed out, its worker is replaced and the next job succeeds', async () => {
    const bytes = await largePdf(150);
    await withCodec({ threads: 1, timeoutMs: 200 }, async (codec) => {
      await csvWorks(codec);
      const error = await codec.extract(bytes, 'pdf', {}).catch((error: unknown) => error);
      expect(error).toBeInstanceOf(DocumentError);
      expect(error).toMatchObject({ failure: 'too-complex', detail: 'timed out' });
      await csvWorks(codec);
    });
  });

  it("does not count the main thread's OCR of a page against timeoutMs", () =>
    withCodec({ threads: 1, timeoutMs: 3_000 }, async (codec) => {
      const slow: PageOcr = () => new Promise((resolve) => setTimeout(() => resolve('SLOW PAGE'), 4_000));
      const extracted = await codec.extract(await samplePdf(), 'pdf', { ocr: slow });
      expect(extracted.segments.filter((s) => s.part === 'ocr').map((s) => s.text)).toEqual(['SLOW PAGE']);
    }));

  it('a worker that runs out of memory fails its job as `worker exited`; the app and later jobs go on', () =>
    withCodec({ threads: 1, maxMemoryMb: 64 }, async (codec) => {
      // Four million one-line segments, the text limit lifted: far past a 64 MB heap.
      const limits = { maxBytes: 1e9, maxPages: 1, maxInflatedBytes: 1e9, maxTextChars: 1e9 };
      const error = await codec
        .extract(Buffer.from('ab\n'.repeat(4_000_000)), 'txt', { limits })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DocumentError);
      expect(error).toMatchObject({ failure: 'too-complex', detail: 'worker exited' });
      await csvWorks(codec);
    }));

  it('close() fails running and waiting jobs, stops every worker and refuses later calls', async () => {
    const before = threadCount();
    const codec = createWorkerCodec({ threads: 2, queueLength: 1 });
    const held = [heldOcr(), heldOcr()];
    const running = held.map(async ({ ocr }) => codec.extract(await samplePdf(), 'pdf', { ocr }));
    await Promise.all(held.map(({ called }) => called));
    const waiting = codec.extract(CSV, 'csv', {});
    const outcomes = Promise.allSettled([...running, waiting]);
    expect(threadCount()).toBeGreaterThan(before);
    await codec.close();
    for (const outcome of await outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: new Error('the document codec is closed') });
    }
    await expect(codec.extract(CSV, 'csv', {})).rejects.toThrow('the document codec is closed');
    expect(threadCount()).toBeLessThanOrEqual(before);
    expect(process.getActiveResourcesInfo()).not.toContain('MessagePort');
  });

  it('refuses settings that cannot bound anything', () => {
    expect(() => createWorkerCodec({ threads: 0 })).toThrow(RangeError);
    expect(() => createWorkerCodec({ queueLength: -1 })).toThrow(RangeError);
    expect(() => createWorkerCodec({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => createWorkerCodec({ maxMemoryMb: 1.5 })).toThrow(RangeError);
  });
});
