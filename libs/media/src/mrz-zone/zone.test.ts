import { describe, expect, it } from 'vitest';
import { td1, td3 } from '../mrz/test-support.ts';
import type { OcrLine } from '../ocr/types.ts';
import { findZone, looksLikeMrz } from './zone.ts';

const line = (text: string, y: number, x = 20, height = 20): OcrLine => ({
  text,
  confidence: 0.9,
  box: { x, y, width: text.length * 12, height },
});

const page = (lines: OcrLine[]) => ({ lines, width: 800, height: 600 });

describe('looksLikeMrz', () => {
  it('takes MRZ lines as OCR reads them: split by spaces, with « or K runs for fillers', () => {
    const [first, second] = td3();
    expect(looksLikeMrz(first!)).toBe(true);
    expect(looksLikeMrz(second!.slice(0, 20) + ' ' + second!.slice(20))).toBe(true);
    expect(looksLikeMrz(first!.replaceAll('<', '«'))).toBe(true);
    expect(looksLikeMrz('P<UTOERIKSSONKKANNAKMARIAKKKKKKKK')).toBe(true);
  });

  it('refuses prose, short codes and capitals without a filler', () => {
    expect(looksLikeMrz('Date of birth / Date de naissance')).toBe(false);
    expect(looksLikeMrz('A<B<C')).toBe(false);
    expect(looksLikeMrz('REPUBLIC OF UTOPIA PASSPORT')).toBe(false);
    expect(looksLikeMrz('')).toBe(false);
  });
});

describe('findZone', () => {
  it('is null without MRZ-like lines', () => {
    expect(findZone(page([line('Passport', 10), line('Date of birth 12 AUG 74', 40)]))).toBeNull();
  });

  it('bands the MRZ-like lines, reaching two line heights further for each line the zone lacks', () => {
    const [first, second] = td3();
    const both = findZone(page([line('PASSPORT', 10), line(first!, 500), line(second!, 530)]))!;
    expect(both.lines).toEqual([1, 2]);
    expect(both.lineHeight).toBe(20);
    // Lines of 44: a two-line zone, complete; half a line height of margin.
    expect(both.lineCount).toBe(2);
    expect([both.box.y, both.box.y + both.box.height]).toEqual([490, 560]);
    expect(both.columns).toEqual({ from: 20, to: 20 + 44 * 12 });
    expect(both.rows).toEqual({ from: 500, to: 550 });
    expect(both.box.x).toBe(0);
    const one = findZone(page([line(second!, 530)]))!;
    expect([one.box.y, one.box.y + one.box.height]).toEqual([530 - 50, 550 + 50]);
  });

  it('reaches further from a lone MRZ line, and counts pieces of one line as one row', () => {
    const [, , third] = td1();
    const alone = findZone(page([line(third!, 300)]))!;
    // Lines of 30: a TD1 card's three-line zone, two lines missing.
    expect(alone.lineCount).toBe(3);
    expect(alone.box.y).toBe(300 - 90);
    const pieces = findZone(page([line(third!.slice(0, 15), 300), line(third!.slice(15), 302, 220)]))!;
    expect(pieces.box.y).toBe(alone.box.y);
    expect(pieces.lines).toEqual([0, 1]);
  });

  it('of two groups of MRZ-like lines, keeps the one with more MRZ characters', () => {
    const [first, second] = td3();
    const zone = findZone(page([line('X<Y<<Z1234567', 20), line(first!, 400), line(second!, 425)]))!;
    expect(zone.lines).toEqual([1, 2]);
  });

  it('leaves out lines that run steeply (rotated text)', () => {
    const [, second] = td3();
    const steep = {
      ...line(second!, 100),
      axis: {
        start: [
          { x: 0, y: 0 },
          { x: 20, y: 0 },
        ] as [{ x: number; y: number }, { x: number; y: number }],
        end: [
          { x: 0, y: 500 },
          { x: 20, y: 500 },
        ] as [{ x: number; y: number }, { x: number; y: number }],
      },
      glyphs: [],
    };
    expect(findZone(page([steep]))).toBeNull();
  });
});
