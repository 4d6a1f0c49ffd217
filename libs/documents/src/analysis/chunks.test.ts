import { describe, expect, it } from 'vitest';
import type { TextSegment } from '../types.ts';
import { chunkSegments, segmentSpans } from './chunks.ts';

const seg = (text: string): TextSegment => ({ text, part: 'body', location: {} });

describe('chunkSegments', () => {
  it('joins segments with newlines up to the bound and never cuts one', () => {
    const chunks = chunkSegments([seg('aaaa'), seg('bb'), seg('cccccccccc'), seg('d')], 8);
    expect(chunks.map((c) => [c.first, c.text, c.starts])).toEqual([
      [0, 'aaaa\nbb', [0, 5]],
      [2, 'cccccccccc', [0]],
      [3, 'd', [0]],
    ]);
  });

  it('gives no chunk for no segments', () => {
    expect(chunkSegments([], 100)).toEqual([]);
  });
});

describe('segmentSpans', () => {
  const [chunk] = chunkSegments([seg('Jane'), seg('Roe lives'), seg('here')], 100);

  it('maps a span inside one segment to offsets in that segment', () => {
    expect(segmentSpans(chunk!, 5, 8)).toEqual([{ segment: 1, start: 0, end: 3 }]);
  });

  it('splits a span across segments at the joining newline', () => {
    expect(segmentSpans(chunk!, 0, 8)).toEqual([
      { segment: 0, start: 0, end: 4 },
      { segment: 1, start: 0, end: 3 },
    ]);
  });
});
