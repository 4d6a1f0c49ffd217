import { DEFAULT_POLICY } from './policy/default-policy.ts';
import type { DetectContext, NormalizedText } from './types.ts';

/** A text that needs no normalisation, for detector tests: every view is the original. */
export function plainText(original: string): NormalizedText {
  return { original, text: original, relaxed: original, toOriginal: (_view, start, end) => [start, end] };
}

/** What a detector is told when a test calls it directly: the seeded default filter. */
export const DEFAULT_CONTEXT: DetectContext = { policy: DEFAULT_POLICY };
