import { describe, expect, it } from 'vitest';
import { sortReadingOrder } from './reading-order.ts';

const line = (text: string, x: number, y: number, height = 20) => ({
  text,
  confidence: 1,
  box: { x, y, width: 100, height },
});

describe('sortReadingOrder', () => {
  it('reads a row left to right even when the right-hand box sits a little higher', () => {
    const order = sortReadingOrder([line('right', 300, 98), line('left', 10, 104), line('below', 10, 140)]);
    expect(order.map((l) => l.text)).toEqual(['left', 'right', 'below']);
  });

  it('keeps tightly spaced lines of small print apart', () => {
    const order = sortReadingOrder([line('second', 5, 12, 10), line('first', 50, 0, 10)]);
    expect(order.map((l) => l.text)).toEqual(['first', 'second']);
  });
});
