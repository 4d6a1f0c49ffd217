import { describe, expect, it } from 'vitest';
import { groupLines } from './text-lines.ts';
import type { PdfTextItem } from './text-lines.ts';

const item = (str: string, x: number, y: number, width: number, size = 10): PdfTextItem => ({
  str,
  dir: 'ltr',
  transform: [size, 0, 0, size, x, y],
  width,
  fontName: 'f',
});

describe('groupLines', () => {
  it('joins items on one baseline in reading order, a gap read as a space', () => {
    const lines = groupLines([item('world', 100, 700, 30), item('Hello', 50, 700, 30)], {});
    expect(lines.map((line) => line.text)).toEqual(['Hello world']);
    expect(lines[0]?.pieces.map((piece) => [piece.start, piece.end])).toEqual([
      [0, 5],
      [6, 11],
    ]);
  });

  it('keeps touching items together without a space', () => {
    const lines = groupLines([item('jane.doe@', 50, 700, 45), item('example.com', 95, 700, 55)], {});
    expect(lines.map((line) => line.text)).toEqual(['jane.doe@example.com']);
  });

  it('puts lines top to bottom and keeps a superscript on its line', () => {
    const lines = groupLines([item('second', 50, 680, 30), item('first', 50, 700, 25), item('2', 76, 703, 4, 6)], {});
    expect(lines.map((line) => line.text)).toEqual(['first2', 'second']);
  });

  it('separates text of different directions and drops whitespace-only lines', () => {
    const vertical: PdfTextItem = { ...item('up', 20, 100, 10), transform: [0, 10, -10, 0, 20, 100] };
    const lines = groupLines([item('  ', 50, 600, 5), vertical, item('across', 50, 700, 30)], {});
    expect(lines.map((line) => line.text)).toEqual(['across', 'up']);
  });
});
