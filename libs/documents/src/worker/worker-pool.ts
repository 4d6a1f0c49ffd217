import { DocumentError } from '../document-error.ts';
import type { PageOcr } from '../types.ts';
import { DocumentThread } from './document-thread.ts';
import { failureError } from './worker-messages.ts';
import type { FromWorker, JobMessage } from './worker-messages.ts';

export interface WorkerPoolOptions {
  threads: number;
  queueLength: number;
  timeoutMs: number;
  maxMemoryMb: number;
}

export interface PoolJob<M extends JobMessage = JobMessage> {
  message: M;
  transfer: ArrayBuffer[];
  /** Runs here, on the main thread, when the worker asks for a page's text. */
  ocr?: PageOcr;
  signal?: AbortSignal;
}

type JobAnswer = Extract<FromWorker, { kind: 'extracted' | 'redacted' }>;
/** What the worker answers to each kind of job. */
export interface AnswerTo {
  extract: Extract<JobAnswer, { kind: 'extracted' }>;
  redact: Extract<JobAnswer, { kind: 'redacted' }>;
}

export interface WorkerPool {
  run<M extends JobMessage>(job: PoolJob<M>): Promise<AnswerTo[M['kind']]>;
  /** Fails waiting and running jobs, stops every worker; resolves once all have exited. */
  close(): Promise<void>;
}

/**
 * At most `threads` jobs at once, each in a worker of its own, and up to `queueLength` waiting.
 * A job that ends early (aborted, timed out, closed) ends its worker with it, so no thread keeps
 * working for nobody; its slot frees once that worker has exited, and the next job that needs a
 * worker starts a fresh one.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const { threads, queueLength, timeoutMs, maxMemoryMb } = options;
  requireCount('threads', threads, 1);
  requireCount('queueLength', queueLength, 0);
  requireCount('timeoutMs', timeoutMs, 1);
  requireCount('maxMemoryMb', maxMemoryMb, 16);
  const idle: DocumentThread[] = [];
  const alive = new Set<DocumentThread>();
  const waiting: { start(): void; refuse(error: Error): void }[] = [];
  const running = new Set<(error: Error) => void>();
  let busy = 0;
  let nextId = 0;
  let closed = false;
  const closedError = () => new Error('the document codec is closed');

  const release = () => {
    busy--;
    waiting.shift()?.start();
  };
  const retire = (thread: DocumentThread) => {
    void thread.terminate().then(() => {
      alive.delete(thread);
      release();
    });
  };

  function execute(job: PoolJob, resolve: (answer: JobAnswer) => void, reject: (error: Error) => void): void {
    busy++;
    const id = nextId++;
    const thread = idle.pop() ?? new DocumentThread(maxMemoryMb);
    alive.add(thread);
    // Aborts the main thread's OCR for this job once the job has ended early.
    const controller = new AbortController();
    let ocrFailure: { error: unknown } | undefined;
    let settled = false;
    let left = timeoutMs;
    let since = 0;
    let timer: NodeJS.Timeout | undefined;

    const finish = (healthy: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      job.signal?.removeEventListener('abort', onAbort);
      running.delete(fail);
      outcome();
      if (healthy) {
        thread.detach();
        idle.push(thread);
        release();
        return;
      }
      retire(thread);
    };
    const fail = (error: Error) =>
      finish(false, () => {
        controller.abort(error);
        reject(error);
      });
    const onAbort = () => fail(reasonOf(job.signal));
    // The clock stops while the main thread reads a page: OCR has its own queue and time limit.
    const startClock = () => {
      since = performance.now();
      timer = setTimeout(() => fail(new DocumentError('too-complex', 'timed out')), left);
    };
    const stopClock = () => {
      clearTimeout(timer);
      left = Math.max(1, left - (performance.now() - since));
    };
    const answerOcr = (request: number, png: Uint8Array) => {
      stopClock();
      const image = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
      const reply = (text: string | undefined) => {
        if (settled) return;
        startClock();
        thread.post(text === undefined ? { kind: 'ocr-failed', request } : { kind: 'ocr-done', request, text });
      };
      (async () => job.ocr?.(image, controller.signal))().then(reply, (error: unknown) => {
        ocrFailure = { error };
        reply(undefined);
      });
    };

    running.add(fail);
    job.signal?.addEventListener('abort', onAbort, { once: true });
    thread.attach({
      message(message) {
        if (message.kind === 'ready' || message.id !== id) return;
        if (message.kind === 'ocr') answerOcr(message.request, message.png);
        else if (message.kind === 'failed')
          finish(true, () => reject(failureError(message.failure, ocrFailure) as Error));
        else finish(true, () => resolve(message));
      },
      exited: () => fail(new DocumentError('too-complex', 'worker exited')),
    });
    void thread.ready.then((ready) => {
      if (!ready || settled) return;
      thread.post({ ...job.message, id }, job.transfer);
      startClock();
    });
  }

  return {
    run<M extends JobMessage>(job: PoolJob<M>) {
      if (closed) return Promise.reject(closedError());
      if (job.signal?.aborted) return Promise.reject(reasonOf(job.signal));
      // The worker answers each job with the kind its message asks for (codec-worker.ts).
      return new Promise<AnswerTo[M['kind']]>((resolve, reject) => {
        const answered = (answer: JobAnswer) => resolve(answer as AnswerTo[M['kind']]);
        if (busy < threads) return execute(job, answered, reject);
        if (waiting.length >= queueLength)
          return reject(new DocumentError('busy', 'every reader occupied, queue full'));
        const onAbort = () => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(reasonOf(job.signal));
        };
        const entry = {
          start: () => {
            job.signal?.removeEventListener('abort', onAbort);
            execute(job, answered, reject);
          },
          refuse: (error: Error) => {
            job.signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        job.signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
      });
    },
    async close() {
      closed = true;
      for (const entry of waiting.splice(0)) entry.refuse(closedError());
      for (const fail of [...running]) fail(closedError());
      await Promise.all([...alive].map((thread) => thread.terminate()));
      alive.clear();
      idle.length = 0;
    },
  };
}

/**
 * The abort's reason, passed on unchanged as the in-thread codec does (`throwIfAborted`); typed as
 * an Error for the promise, whatever the caller chose.
 */
function reasonOf(signal: AbortSignal | undefined): Error {
  return signal?.reason as Error;
}

function requireCount(name: string, value: number, least: number): void {
  if (!Number.isInteger(value) || value < least) throw new RangeError(`${name} must be an integer ≥ ${least}`);
}
