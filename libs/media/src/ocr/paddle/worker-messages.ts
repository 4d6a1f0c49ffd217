import type { ReadLines } from './read-lines.ts';

/** An image to read: PNG or JPEG bytes, transferred rather than copied. */
export interface ToWorker {
  id: number;
  image: Uint8Array;
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed' }
  | { type: 'result'; id: number; result: ReadLines }
  | { type: 'error'; id: number; message: string };
