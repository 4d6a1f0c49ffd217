import { describe, expect, it } from 'vitest';
import type { OcrLine } from '../types.ts';
import { glyphSpans, type PaddleOcrLine } from './glyph-spans.ts';

const box = { x: 100, y: 50, width: 400, height: 40 };

function measuredLine(text: string): PaddleOcrLine {
  const n = text.length;
  return {
    text,
    confidence: 0.9,
    box,
    axis: {
      start: [
        { x: 100, y: 50 },
        { x: 100, y: 90 },
      ],
      end: [
        { x: 500, y: 50 },
        { x: 500, y: 90 },
      ],
    },
    // the first character is three times as wide as each of the others
    glyphs: Array.from({ length: n }, (_, i) => ({
      from: i === 0 ? 0 : (i + 2) / (n + 2),
      to: (i + 3) / (n + 2),
    })),
  };
}

describe('glyphSpans', () => {
  it('cuts by measured glyph positions when the line has them', () => {
    expect(glyphSpans(measuredLine('Wabc'), 0, 1)).toEqual({ x: 100, y: 50, width: 200, height: 40 });
    expect(glyphSpans(measuredLine('Wabc'), 1, 4)).toEqual({ x: 300, y: 50, width: 200, height: 40 });
  });

  it('follows a slanted line', () => {
    const slanted: PaddleOcrLine = {
      ...measuredLine('ab'),
      box: { x: 0, y: 0, width: 200, height: 60 },
      axis: {
        start: [
          { x: 0, y: 20 },
          { x: 0, y: 60 },
        ],
        end: [
          { x: 200, y: 0 },
          { x: 200, y: 40 },
        ],
      },
      glyphs: [
        { from: 0, to: 0.5 },
        { from: 0.5, to: 1 },
      ],
    };
    expect(glyphSpans(slanted, 1, 2)).toEqual({ x: 100, y: 0, width: 100, height: 50 });
  });

  it('falls back to estimated character widths for a line without glyphs', () => {
    const plain: OcrLine = { text: 'iiiiWWWW', confidence: 1, box };
    const narrow = glyphSpans(plain, 0, 4);
    const wide = glyphSpans(plain, 4, 8);
    expect(narrow.x).toBe(100);
    expect(wide.x + wide.width).toBe(500);
    expect(narrow.width).toBeLessThan(wide.width / 2);
  });

  it('ignores glyphs that do not match the text', () => {
    const stale = { ...measuredLine('abcd'), text: 'abcabc' };
    expect(glyphSpans(stale, 0, 3)).toEqual({ x: 100, y: 50, width: 200, height: 40 });
  });

  it('returns an empty box for an empty or out-of-range span, never one outside the line', () => {
    expect(glyphSpans(measuredLine('abc'), 2, 2).width).toBe(0);
    const clipped = glyphSpans(measuredLine('abc'), -5, 99);
    expect(clipped).toEqual(box);
  });
});
