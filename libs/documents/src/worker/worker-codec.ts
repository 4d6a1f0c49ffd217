import { availableParallelism } from 'node:os';
import type { DocumentCodec } from '../analysis/analyze-document.ts';
import { sniffDocumentType } from '../sniff-type.ts';
import type { PageOcr } from '../types.ts';
import { buffersOf, packDocument, packRedactions, unpackDocument } from './packed-document.ts';
import { createWorkerPool } from './worker-pool.ts';

export interface WorkerCodecOptions {
  /** Jobs running at once, one worker thread each; default 1 on two cores, else 2. */
  threads?: number;
  /** Jobs allowed to wait; one more fails at once with DocumentError('busy', …). Default 4 × threads. */
  queueLength?: number;
  /** A job's limit in the worker, not counting its wait in the queue nor the OCR of its pages; default 120 s. */
  timeoutMs?: number;
  /** Reads scanned pages when a call brings no `ocr` of its own. */
  ocr?: PageOcr;
  /** Each worker's heap (V8 old generation), past which the worker dies, not the app; default 1024. */
  maxMemoryMb?: number;
}

export type WorkerCodec = DocumentCodec & { close(): Promise<void> };

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MEMORY_MB = 1024;
const WAITING_PER_THREAD = 4;

/**
 * The document codec with reading and rewriting in worker threads, so a large file never holds
 * the event loop (see README.md). `sniff` stays here: it reads a header and a zip directory, a
 * few milliseconds at most even at 20 MB. Results and errors are those of `documentCodec`.
 */
export function createWorkerCodec(options: WorkerCodecOptions = {}): WorkerCodec {
  const threads = options.threads ?? Math.min(2, Math.max(1, availableParallelism() - 1));
  const pool = createWorkerPool({
    threads,
    queueLength: options.queueLength ?? WAITING_PER_THREAD * threads,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxMemoryMb: options.maxMemoryMb ?? DEFAULT_MEMORY_MB,
  });
  return {
    sniff: sniffDocumentType,
    async extract(bytes, type, { limits, ocr = options.ocr, signal }) {
      // One copy the worker can own: the caller keeps its Buffer (and Node's may share a pool).
      const copy = new Uint8Array(bytes);
      const answer = await pool.run({
        message: { kind: 'extract', bytes: copy, type, limits, ocr: ocr !== undefined },
        transfer: [copy.buffer],
        ocr,
        signal,
      });
      return unpackDocument(answer.extracted);
    },
    async redact(bytes, extracted, redactions) {
      const packed = await packDocument(extracted);
      const spans = packRedactions(redactions);
      const copy = new Uint8Array(bytes);
      const answer = await pool.run({
        message: { kind: 'redact', bytes: copy, extracted: packed, redactions: spans },
        transfer: [copy.buffer, ...buffersOf(packed), ...buffersOf(spans)],
      });
      return Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
    },
    close: () => pool.close(),
  };
}
