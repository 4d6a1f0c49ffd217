import type { TextSegment } from '../types.ts';

/** Consecutive segments scanned as one text, joined by newlines; `starts[i]` is where segment `first + i` begins. */
export interface Chunk {
  first: number;
  text: string;
  starts: number[];
}

/**
 * Groups segments into texts of at most `maxChars` (a longer segment is a chunk of its own), so
 * that a long document is scanned in slices with the event loop free between them. A segment is
 * never cut: an entity cannot straddle a chunk.
 */
export function chunkSegments(segments: readonly TextSegment[], maxChars: number): Chunk[] {
  const chunks: Chunk[] = [];
  let current: { first: number; parts: string[]; starts: number[]; length: number } | undefined;
  segments.forEach((segment, index) => {
    const joined = current ? current.length + 1 + segment.text.length : segment.text.length;
    if (!current || joined > maxChars) {
      if (current) chunks.push(done(current));
      current = { first: index, parts: [segment.text], starts: [0], length: segment.text.length };
      return;
    }
    current.starts.push(current.length + 1);
    current.parts.push(segment.text);
    current.length = joined;
  });
  if (current) chunks.push(done(current));
  return chunks;
}

const done = (c: { first: number; parts: string[]; starts: number[] }): Chunk => ({
  first: c.first,
  text: c.parts.join('\n'),
  starts: c.starts,
});

export interface SegmentSpan {
  segment: number;
  start: number;
  end: number;
}

/** A span of a chunk's text as spans of the segments it covers (the joining newlines dropped). */
export function segmentSpans(chunk: Chunk, start: number, end: number): SegmentSpan[] {
  const spans: SegmentSpan[] = [];
  chunk.starts.forEach((segmentStart, i) => {
    const next = chunk.starts[i + 1];
    const segmentEnd = next === undefined ? chunk.text.length : next - 1;
    const from = Math.max(start, segmentStart);
    const to = Math.min(end, segmentEnd);
    if (from < to) spans.push({ segment: chunk.first + i, start: from - segmentStart, end: to - segmentStart });
  });
  return spans;
}
