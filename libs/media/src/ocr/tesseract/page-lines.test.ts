import { describe, expect, it } from 'vitest';
import { pageLines } from './page-lines.ts';

const bbox = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const word = (text: string, confidence: number, box = bbox(0, 0, 10, 10)) => ({ text, confidence, bbox: box });

describe('pageLines', () => {
  it('maps corners to x, y, width, height and 0–100 scores to 0–1, in reading order', () => {
    const page = {
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                {
                  confidence: 90,
                  bbox: bbox(27, 20, 723, 59),
                  words: [word('David', 95, bbox(472, 20, 563, 51)), word('Johnson', 96, bbox(576, 20, 723, 51))],
                },
              ],
            },
          ],
        },
        { paragraphs: [{ lines: [{ confidence: 80, bbox: bbox(5, 70, 60, 90), words: [word('next', 80)] }] }] },
      ],
    };
    const lines = pageLines(page);
    expect(lines.map((line) => line.text)).toEqual(['David Johnson', 'next']);
    expect(lines[0]!.box).toEqual({ x: 27, y: 20, width: 696, height: 39 });
    expect(lines[0]!.confidence).toBeCloseTo(0.9);
    expect(lines[0]!.words![0]).toEqual({
      text: 'David',
      confidence: 0.95,
      box: { x: 472, y: 20, width: 91, height: 31 },
    });
  });

  it('drops blank words and lines left without words, so line text holds each word once in order', () => {
    const page = {
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                {
                  confidence: 50,
                  bbox: bbox(0, 0, 9, 9),
                  words: [word(' ', 10), word('a', 60), word('', 5), word('b\n', 70)],
                },
                { confidence: 10, bbox: bbox(0, 20, 9, 29), words: [word('  ', 10)] },
              ],
            },
          ],
        },
      ],
    };
    const lines = pageLines(page);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text).toBe('a b');
    expect(lines[0]!.words!.map((w) => w.text)).toEqual(['a', 'b']);
  });

  it('reads a page without blocks as no lines', () => {
    expect(pageLines({ blocks: null })).toEqual([]);
  });
});
