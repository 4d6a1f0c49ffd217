import { describe, expect, it } from 'vitest';
import { entityBoxes, proportionalSpan } from './entity-boxes.ts';
import type { OcrLine, OcrResult } from './types.ts';

const box = (x: number, y: number, width: number, height = 20) => ({ x, y, width, height });

function result(lines: OcrLine[]): OcrResult {
  return {
    engine: 'tesseract',
    text: lines.map((l) => l.text).join('\n'),
    lines,
    confidence: 0.9,
    width: 1000,
    height: 200,
    processingTimeMs: 1,
  };
}

const withWords: OcrLine = {
  text: 'Call John Smith today',
  confidence: 0.9,
  box: box(10, 10, 400),
  words: [
    { text: 'Call', confidence: 0.9, box: box(10, 10, 60) },
    { text: 'John', confidence: 0.9, box: box(80, 10, 70) },
    { text: 'Smith', confidence: 0.9, box: box(160, 10, 90) },
    { text: 'today', confidence: 0.9, box: box(260, 10, 90) },
  ],
};

describe('entityBoxes', () => {
  it('gives one box per word an entity spans', () => {
    const ocr = result([withWords]);
    const start = ocr.text.indexOf('John Smith');
    expect(entityBoxes(ocr, start, start + 'John Smith'.length)).toEqual([box(80, 10, 70), box(160, 10, 90)]);
  });

  it('counts a word the entity only touches part of', () => {
    const ocr = result([{ ...withWords, text: 'Call John Smith, today' }]);
    expect(entityBoxes(ocr, ocr.text.indexOf('Smith'), ocr.text.indexOf('Smith') + 3)).toEqual([box(160, 10, 90)]);
  });

  it('finds words on later lines through the joining line breaks', () => {
    const second: OcrLine = {
      text: 'mail a@b.io',
      confidence: 0.9,
      box: box(10, 40, 200),
      words: [
        { text: 'mail', confidence: 0.9, box: box(10, 40, 50) },
        { text: 'a@b.io', confidence: 0.9, box: box(70, 40, 80) },
      ],
    };
    const ocr = result([withWords, second]);
    const start = ocr.text.indexOf('a@b.io');
    expect(entityBoxes(ocr, start, start + 6)).toEqual([box(70, 40, 80)]);
  });

  it('cuts line-only results with the given span function, one box per line touched', () => {
    const lines: OcrLine[] = [
      { text: 'ABCDEFGHIJ', confidence: 0.9, box: box(0, 0, 100) },
      { text: 'KLMNOPQRST', confidence: 0.9, box: box(0, 30, 100) },
    ];
    const ocr = result(lines);
    expect(entityBoxes(ocr, 5, 14)).toEqual([box(50, 0, 50), box(0, 30, 30)]);
  });

  it('reports nothing for a span outside every line', () => {
    const ocr = result([withWords]);
    expect(entityBoxes(ocr, 500, 510)).toEqual([]);
  });
});

describe('proportionalSpan', () => {
  it('never returns an empty box', () => {
    expect(proportionalSpan({ text: '', confidence: 1, box: box(5, 5, 10) }, 0, 0).width).toBeGreaterThan(0);
  });
});
