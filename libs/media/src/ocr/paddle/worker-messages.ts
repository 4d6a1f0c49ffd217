import type { PaddleOcrLine } from './glyph-spans.ts';
import type { ReadLines } from './read-lines.ts';

/**
 * An image to read (`page`: detect its lines, then read them) or images that each hold one line
 * (`lines`, only the characters of `alphabet` when given): PNG or JPEG bytes, transferred rather
 * than copied.
 */
export type ToWorker =
  | { id: number; kind: 'page'; image: Uint8Array }
  | { id: number; kind: 'lines'; images: Uint8Array[]; alphabet?: string };

export type WorkerResult = ReadLines | PaddleOcrLine[];

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed' }
  | { type: 'result'; id: number; result: WorkerResult }
  | { type: 'error'; id: number; message: string };
