import type { Worker as Thread } from 'node:worker_threads';
import Tesseract from 'tesseract.js';
import type { LanguageData } from './language-data.ts';

interface Entry {
  code: string;
  worker: Tesseract.Worker;
  /** Rejects when the worker's thread dies, so a job on it fails at once instead of hanging. */
  died: Promise<never>;
}

/** tesseract.js workers, one language each, kept between jobs: loading a model costs ~0.3 s and ~30 MB. */
export interface TesseractWorkers {
  /**
   * Runs `read` on an idle worker of the language, started if there is none. When `signal` aborts,
   * the worker is terminated: it cannot be interrupted, and its job's slot is already given away.
   */
  use<T>(data: LanguageData, signal: AbortSignal, read: (worker: Tesseract.Worker) => Promise<T>): Promise<T>;
  /** Terminates the idle workers; call once no job runs. */
  close(): Promise<void>;
}

/**
 * At most `maxWorkers` live workers (one per concurrent job): a job needing a language that has no
 * idle worker when the limit is reached replaces the worker idle the longest.
 */
export function createTesseractWorkers(maxWorkers: number): TesseractWorkers {
  // Oldest first.
  const idle: Entry[] = [];
  let live = 0;
  let closed = false;

  function discard(entry: Entry): void {
    live--;
    void entry.worker.terminate();
  }

  async function start(data: LanguageData): Promise<Entry> {
    const worker = await Tesseract.createWorker(data.code, Tesseract.OEM.LSTM_ONLY, {
      langPath: data.langPath,
      // The default cache writes traineddata into the working directory and reads it back later.
      cacheMethod: 'none',
      gzip: true,
      // Without a handler, tesseract.js rethrows a failed job's error where no one can catch it.
      errorHandler: () => {},
    });
    // tesseract.js keeps its thread on the worker object without typing it; an 'error' event with no
    // listener would end the process.
    const thread = (worker as unknown as { worker?: Thread }).worker;
    const died = new Promise<never>((_, reject) => {
      thread?.once('error', () => reject(new Error('the Tesseract worker thread failed')));
      thread?.once('exit', () => reject(new Error('the Tesseract worker thread exited')));
    });
    died.catch(() => {});
    return { code: data.code, worker, died };
  }

  async function acquire(data: LanguageData): Promise<Entry> {
    const at = idle.findIndex((entry) => entry.code === data.code);
    if (at >= 0) return idle.splice(at, 1)[0]!;
    if (live >= maxWorkers && idle.length > 0) discard(idle.shift()!);
    live++;
    try {
      return await start(data);
    } catch (error) {
      live--;
      throw error;
    }
  }

  return {
    async use(data, signal, read) {
      if (closed) throw new Error('the Tesseract workers are closed');
      const entry = await acquire(data);
      let reusable = false;
      const onAbort = () => discard(entry);
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
      try {
        signal.throwIfAborted();
        const result = await Promise.race([read(entry.worker), entry.died]);
        reusable = true;
        return result;
      } finally {
        signal.removeEventListener('abort', onAbort);
        // An aborted job's worker is gone already; a failed read may have left the worker's
        // WebAssembly state broken, so it is replaced too.
        if (!signal.aborted) {
          if (reusable && !closed) idle.push(entry);
          else discard(entry);
        }
      }
    },

    async close() {
      closed = true;
      for (const entry of idle.splice(0)) discard(entry);
    },
  };
}
