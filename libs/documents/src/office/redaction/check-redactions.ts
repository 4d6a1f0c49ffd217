import type { ExtractedDocument, Redaction, TextSegment } from '../../types.ts';

/**
 * Redactions must index the extraction of these very bytes. A mismatch is the caller's mistake,
 * not the file's, so it is a RangeError rather than a DocumentError.
 */
export function checkRedactions(
  extracted: ExtractedDocument,
  segments: readonly TextSegment[],
  redactions: readonly Redaction[],
): void {
  const same =
    extracted.segments.length === segments.length &&
    extracted.segments.every((segment, i) => segment.text === segments[i]?.text);
  if (!same) throw new RangeError('the extraction given does not come from these bytes');
  for (const { segment, start, end } of redactions) {
    const text = segments[segment]?.text;
    if (
      text === undefined ||
      !Number.isInteger(start) ||
      !Number.isInteger(end) ||
      start < 0 ||
      end > text.length ||
      start >= end
    ) {
      throw new RangeError(`redaction ${segment}:${start}-${end} is outside its segment`);
    }
  }
}
