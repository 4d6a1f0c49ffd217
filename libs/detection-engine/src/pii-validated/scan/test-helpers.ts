import { DEFAULT_CONTEXT, plainText } from '../../test-support.ts';
import type { Detector, FindingSource } from '../../types.ts';

export interface Seen {
  type: string;
  value: string;
  confidence: number;
  source: FindingSource;
}

/** What a detector reports on `text`, with each finding's text sliced out for readable assertions. */
export function seen(detector: Detector, text: string): Seen[] {
  return detector
    .detect(plainText(text), DEFAULT_CONTEXT)
    .map(({ type, start, end, confidence, source }) => ({ type, value: text.slice(start, end), confidence, source }));
}

/** The values reported at or above `threshold` (the policy's default is 0.5). */
export function reported(detector: Detector, text: string, threshold = 0.5): string[] {
  return seen(detector, text)
    .filter((finding) => finding.confidence >= threshold)
    .map((finding) => finding.value);
}
