import { DocumentError } from '../document-error.ts';
import type { DocumentFailure } from '../document-error.ts';
import type { DocumentLimits, DocumentType } from '../types.ts';
import type { PackedDocument, PackedRedactions } from './packed-document.ts';

/** A job for the worker; the file's bytes are transferred, not copied. */
export type JobMessage =
  | { kind: 'extract'; bytes: Uint8Array; type: DocumentType; limits?: DocumentLimits; ocr: boolean }
  | { kind: 'redact'; bytes: Uint8Array; extracted: PackedDocument; redactions: PackedRedactions };

export type ToWorker =
  | (JobMessage & { id: number })
  | { kind: 'ocr-done'; request: number; text: string }
  | { kind: 'ocr-failed'; request: number };

/**
 * How a job failed, as data: an error's class does not survive postMessage. `ocr` is the main
 * thread's own OCR failing (it still holds that error); `other` carries the error's name only,
 * as a message could quote the file.
 */
export type WorkerFailure =
  { kind: 'document'; failure: DocumentFailure; detail: string } | { kind: 'ocr' } | { kind: 'other'; name: string };

export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'extracted'; id: number; extracted: PackedDocument }
  | { kind: 'redacted'; id: number; bytes: Uint8Array }
  | { kind: 'failed'; id: number; failure: WorkerFailure }
  | { kind: 'ocr'; id: number; request: number; png: Uint8Array };

/** Thrown in the worker by its page OCR when the main thread's OCR failed. */
export class OcrRequestFailed extends Error {
  constructor() {
    super('page ocr failed on the main thread');
    this.name = 'OcrRequestFailed';
  }
}

export function describeFailure(error: unknown): WorkerFailure {
  if (error instanceof DocumentError) return { kind: 'document', failure: error.failure, detail: error.detail };
  if (error instanceof OcrRequestFailed) return { kind: 'ocr' };
  return { kind: 'other', name: error instanceof Error ? error.name : typeof error };
}

/**
 * The worker's failure as the in-thread codec would have thrown it: a DocumentError again, the
 * OCR's own error unchanged (`ocr` holds it when the main thread's OCR failed), else a bare Error.
 */
export function failureError(failure: WorkerFailure, ocr?: { error: unknown }): unknown {
  if (failure.kind === 'document') return new DocumentError(failure.failure, failure.detail);
  if (failure.kind === 'ocr' && ocr) return ocr.error;
  return new Error(`document worker failed (${failure.kind === 'other' ? failure.name : 'ocr'})`);
}
