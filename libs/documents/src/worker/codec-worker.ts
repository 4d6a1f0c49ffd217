import { parentPort } from 'node:worker_threads';
import { documentCodec } from '../codec.ts';
import type { PageOcr } from '../types.ts';
import { buffersOf, packDocument, unpackDocument, unpackRedactions } from './packed-document.ts';
import { describeFailure, OcrRequestFailed } from './worker-messages.ts';
import type { FromWorker, JobMessage, ToWorker } from './worker-messages.ts';

/**
 * Reads and rewrites documents off the main thread (see README.md): pdfjs, zip inflation and XML
 * parsing of a large file held the main thread's event loop for up to a second at a time. The pool
 * gives this worker one job at a time; a job that must stop early ends with the worker itself.
 */
const port = parentPort;
if (!port) throw new Error('codec-worker must run in a worker thread');
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const ocrWaiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let nextRequest = 0;

/** Page OCR by the main thread, which runs the engines: the PNG goes there, the text comes back. */
const ocrThroughMain =
  (id: number): PageOcr =>
  (png) =>
    new Promise((resolve, reject) => {
      const request = nextRequest++;
      ocrWaiting.set(request, { resolve, reject });
      const copy = new Uint8Array(png);
      post({ kind: 'ocr', id, request, png: copy }, [copy.buffer]);
    });

async function run(job: JobMessage & { id: number }): Promise<void> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  if (job.kind === 'extract') {
    const extracted = await documentCodec.extract(bytes, job.type, {
      limits: job.limits,
      ocr: job.ocr ? ocrThroughMain(job.id) : undefined,
    });
    const packed = await packDocument(extracted);
    post({ kind: 'extracted', id: job.id, extracted: packed }, buffersOf(packed));
    return;
  }
  const extracted = await unpackDocument(job.extracted);
  const redacted = await documentCodec.redact(bytes, extracted, unpackRedactions(job.redactions));
  // A copy of its own to hand over: the codec's buffer may be a view of memory that cannot move.
  const copy = new Uint8Array(redacted);
  post({ kind: 'redacted', id: job.id, bytes: copy }, [copy.buffer]);
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'ocr-done' || message.kind === 'ocr-failed') {
    const waiting = ocrWaiting.get(message.request);
    ocrWaiting.delete(message.request);
    if (message.kind === 'ocr-done') waiting?.resolve(message.text);
    else waiting?.reject(new OcrRequestFailed());
    return;
  }
  run(message).catch((error: unknown) => post({ kind: 'failed', id: message.id, failure: describeFailure(error) }));
});
post({ kind: 'ready' });
