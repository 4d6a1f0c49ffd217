import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './worker-messages.ts';

/** What the thread's current job hears: the worker's answers, and its end. */
export interface ThreadListener {
  message(message: FromWorker): void;
  exited(): void;
}

/**
 * One worker thread running codec-worker.ts, started at once and ready once it has loaded the
 * codec (pdfjs included: 0.6 s or more, which a job's time limit should not count).
 */
export class DocumentThread {
  readonly #worker: Worker;
  #listener: ThreadListener | undefined;
  /** False when the worker stopped before it was ready. */
  readonly ready: Promise<boolean>;

  constructor(maxMemoryMb: number) {
    this.#worker = new Worker(new URL('./codec-worker.ts', import.meta.url), {
      // A hostile file that balloons the heap kills this worker, not the app.
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
    });
    this.ready = new Promise((resolve) => {
      this.#worker.on('message', (message: FromWorker) => {
        if (message.kind === 'ready') resolve(true);
        else this.#listener?.message(message);
      });
      this.#worker.on('exit', () => {
        resolve(false);
        this.#listener?.exited();
      });
    });
    // An uncaught error (running out of memory included) is followed by 'exit', where the job
    // learns of it; without a listener it would be thrown on the main thread.
    this.#worker.on('error', () => undefined);
    this.#worker.unref();
  }

  /** Gives the thread to a job; the process stays alive while it runs. */
  attach(listener: ThreadListener): void {
    this.#listener = listener;
    this.#worker.ref();
  }

  /** The job is over and the worker healthy: an idle worker does not keep the process alive. */
  detach(): void {
    this.#listener = undefined;
    this.#worker.unref();
  }

  post(message: ToWorker, transfer: ArrayBuffer[] = []): void {
    this.#worker.postMessage(message, transfer);
  }

  /** Stops the worker wherever it is; its job hears nothing more. */
  async terminate(): Promise<void> {
    this.#listener = undefined;
    await this.#worker.terminate();
  }
}
