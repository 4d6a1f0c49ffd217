import type { ExtractedDocument, Redaction, TextSegment } from '../types.ts';
import { checkRedactions } from '../office/redaction/check-redactions.ts';
import type { Span } from '../office/redaction/targets.ts';
import { mergeSpans } from '../office/redaction/targets.ts';
import { ValueSweep } from '../office/redaction/value-sweep.ts';

/**
 * The spans to rewrite in each segment of a plain-text file: the caller's, and every other
 * occurrence of the values they remove (as in office files, so a value the detector saw once is
 * gone everywhere). Indexed like `segments`.
 */
export function spansBySegment(
  extracted: ExtractedDocument,
  segments: readonly TextSegment[],
  redactions: readonly Redaction[],
): Span[][] {
  checkRedactions(extracted, segments, redactions);
  const sweep = ValueSweep.fromRedactions(segments, redactions);
  const spans = segments.map((segment) => sweep.find(segment.text));
  for (const { segment, start, end, placeholder } of redactions) spans[segment]?.unshift({ start, end, placeholder });
  return spans.map((found) => mergeSpans(found));
}

/** Applies replacements of source ranges, given in any order and never overlapping. */
export function spliceAll(text: string, edits: { start: number; end: number; text: string }[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const out: string[] = [];
  let cursor = 0;
  for (const edit of sorted) {
    out.push(text.slice(cursor, edit.start), edit.text);
    cursor = edit.end;
  }
  out.push(text.slice(cursor));
  return out.join('');
}
