import { describe, expect, it } from 'vitest';
import type { PaddleOcrLine } from '../ocr/paddle/glyph-spans.ts';
import { placeLine, toImage } from './placement.ts';

describe('toImage', () => {
  it('scales a line-image point back and offsets it by where the cut was', () => {
    expect(toImage({ x: 100, y: 50, scale: 4, slope: 0, pivot: 0 }, { x: 40, y: 8 })).toEqual({ x: 110, y: 52 });
  });

  it('undoes the levelling: a point right of the pivot goes down by the slope', () => {
    const p = toImage({ x: 100, y: 50, scale: 1, slope: 0.1, pivot: 100 }, { x: 50, y: 0 });
    expect(p.x).toBe(150);
    expect(p.y).toBeCloseTo(55);
  });
});

describe('placeLine', () => {
  const placement = { x: 200, y: 100, scale: 2, slope: 0, pivot: 0 };

  it('moves the box and word boxes into the original image', () => {
    const placed = placeLine(
      {
        text: 'P<UTO',
        confidence: 0.9,
        box: { x: 0, y: 0, width: 100, height: 48 },
        words: [{ text: 'P<UTO', confidence: 0.9, box: { x: 10, y: 4, width: 80, height: 40 } }],
      },
      placement,
    );
    expect(placed.box).toEqual({ x: 200, y: 100, width: 50, height: 24 });
    expect(placed.words?.[0]?.box).toEqual({ x: 205, y: 102, width: 40, height: 20 });
  });

  it('moves the reading axis its glyph positions are measured along, keeping the glyphs', () => {
    const line: PaddleOcrLine = {
      text: 'AB',
      confidence: 0.9,
      box: { x: 0, y: 0, width: 100, height: 48 },
      axis: {
        start: [
          { x: 0, y: 0 },
          { x: 0, y: 48 },
        ],
        end: [
          { x: 100, y: 0 },
          { x: 100, y: 48 },
        ],
      },
      glyphs: [
        { from: 0, to: 0.5 },
        { from: 0.5, to: 1 },
      ],
    };
    const placed = placeLine(line, placement) as PaddleOcrLine;
    expect(placed.axis.end[1]).toEqual({ x: 250, y: 124 });
    expect(placed.glyphs).toEqual(line.glyphs);
  });
});
