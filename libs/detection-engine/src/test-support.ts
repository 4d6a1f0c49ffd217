import type { NormalizedText } from './types.ts';

/** A text that needs no normalisation, for detector tests: every view is the original. */
export function plainText(original: string): NormalizedText {
  return { original, text: original, relaxed: original, toOriginal: (_view, start, end) => [start, end] };
}
