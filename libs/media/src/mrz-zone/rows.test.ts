import { describe, expect, it } from 'vitest';
import { inkColumns, otsuThreshold, rowInk, textRows, type Grey } from './rows.ts';

/** A white image with dark rectangles [x0, y0, x1, y1). */
function drawn(width: number, height: number, rects: [number, number, number, number][]): Grey {
  const data = new Uint8Array(width * height).fill(235);
  for (const [x0, y0, x1, y1] of rects) {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 30;
  }
  return { data, width, height };
}

describe('otsuThreshold', () => {
  it('splits ink from paper', () => {
    const threshold = otsuThreshold(drawn(20, 20, [[0, 0, 10, 5]]).data);
    expect(threshold).toBeGreaterThanOrEqual(30);
    expect(threshold).toBeLessThan(235);
  });

  it('gives a threshold for a blank or empty image without failing', () => {
    expect(Number.isFinite(otsuThreshold(new Uint8Array(16).fill(255)))).toBe(true);
    expect(Number.isFinite(otsuThreshold(new Uint8Array(0)))).toBe(true);
  });
});

describe('textRows', () => {
  it('finds rows of ink, closing thin gaps and dropping specks', () => {
    const ink = Uint32Array.from([0, 9, 9, 0, 9, 9, 0, 0, 0, 8, 8, 8, 0, 0, 1, 0, 9, 0]);
    expect(textRows(ink, 2, 2)).toEqual([
      { start: 1, end: 6 },
      { start: 9, end: 12 },
    ]);
  });

  it('finds nothing in a blank band', () => {
    expect(textRows(new Uint32Array(10), 1, 1)).toEqual([]);
  });
});

describe('inkColumns', () => {
  // Characters 4 px wide, 3 px apart, from x = 10 to 45; a label 30 px further right.
  const chars = Array.from({ length: 6 }, (_, i): [number, number, number, number] => [10 + 7 * i, 2, 14 + 7 * i, 8]);
  const grey = drawn(120, 10, [...chars, [80, 2, 110, 8]]);
  const threshold = otsuThreshold(grey.data);

  it('follows a row across the spacing of its characters from where it was seen', () => {
    expect(inkColumns(grey, threshold, { start: 0, end: 10 }, { start: 24, end: 30 }, 6)).toEqual({
      start: 10,
      end: 49,
    });
  });

  it('stops at a gap wider than the spacing: a label beside the zone is not part of its line', () => {
    expect(inkColumns(grey, threshold, { start: 0, end: 10 }, { start: 10, end: 12 }, 6)?.end).toBe(49);
  });

  it('is null where no ink touches the seen columns', () => {
    expect(inkColumns(grey, threshold, { start: 0, end: 10 }, { start: 60, end: 70 }, 6)).toBeNull();
  });

  it('counts ink per row over the columns asked', () => {
    const ink = rowInk(grey, threshold, 0, 50);
    expect(ink[0]).toBe(0);
    expect(ink[5]).toBe(24);
  });
});
