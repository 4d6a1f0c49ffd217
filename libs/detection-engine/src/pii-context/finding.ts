import type { Finding, FindingSource, NormalizedText } from '../types.ts';
import { scanOf } from './text-scan.ts';

/** A match in the `text` view, before it is mapped back to the original text. */
export interface Span {
  type: string;
  start: number;
  end: number;
  confidence: number;
  source: FindingSource;
}

/** Maps spans found in the `text` view to findings with offsets into the original text. */
export function toFindings(input: NormalizedText, spans: readonly Span[]): Finding[] {
  if (spans.length === 0) return [];
  // A view equal to the original maps every offset to itself.
  const same = scanOf(input).unchanged();
  return spans.map((span) => {
    const [start, end] = same ? [span.start, span.end] : input.toOriginal('text', span.start, span.end);
    return { type: span.type, category: 'pii', start, end, confidence: span.confidence, source: span.source };
  });
}

/** Lower-cased text just before `index`, for context-word checks. */
export function before(text: string, index: number, width: number): string {
  return text.slice(Math.max(0, index - width), index).toLowerCase();
}

/** Lower-cased text just after `index`, for context-word checks. */
export function after(text: string, index: number, width: number): string {
  return text.slice(index, index + width).toLowerCase();
}
