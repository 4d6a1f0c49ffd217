import { describe, expect, it } from 'vitest';
import { inkProfile, snapToInk } from './ink-snap.ts';

/** A column profile: ink where the pattern has '#', none where it has '.'. */
const profile = (pattern: string) => Float32Array.from(pattern, (c) => (c === '#' ? 100 : 0));

describe('snapToInk', () => {
  it('moves the edge between two letters into the gap between their ink', () => {
    const ink = profile('..####..######..');
    const snapped = snapToInk(
      [
        { from: 0, to: 9 / 16 },
        { from: 9 / 16, to: 1 },
      ],
      'ab',
      ink,
    );
    expect(snapped[0]?.to).toBeCloseTo(7 / 16);
    expect(snapped[0]?.from).toBeCloseTo(2 / 16);
    expect(snapped[1]?.to).toBeCloseTo(14 / 16);
  });

  it('lets a space take the whole gap so the letters keep only their own ink', () => {
    const ink = profile('####......####');
    const snapped = snapToInk(
      [
        { from: 0, to: 3 / 14 },
        { from: 3 / 14, to: 11 / 14 },
        { from: 11 / 14, to: 1 },
      ],
      'a b',
      ink,
    );
    expect(snapped[0]?.to).toBeCloseTo(4 / 14);
    expect(snapped[2]?.from).toBeCloseTo(10 / 14);
  });

  it('leaves glyphs alone when they do not match the text', () => {
    const glyphs = [{ from: 0.1, to: 0.4 }];
    expect(snapToInk(glyphs, 'ab', profile('##..##'))).toEqual(glyphs);
  });
});

describe('inkProfile', () => {
  it('counts light text on a dark ground as ink too', () => {
    // 3 columns × 2 rows, RGB: dark ground with one light column in the middle
    const rgb = Uint8Array.from([0, 0, 0, 255, 255, 255, 0, 0, 0, 0, 0, 0, 255, 255, 255, 0, 0, 0]);
    const ink = inkProfile(rgb, 3, 2, 3);
    expect(ink[1]).toBeGreaterThan(0);
    expect(ink[0]).toBe(0);
  });
});
