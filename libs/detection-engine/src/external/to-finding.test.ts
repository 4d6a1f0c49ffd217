import { describe, expect, it } from 'vitest';
import { ComponentError } from './component-error.ts';
import { toFinding } from './to-finding.ts';

const text = 'naïve 👋 text';

describe('toFinding', () => {
  it('keeps offsets that fit the text, as a finding of source ml', () => {
    expect(toFinding(text, { type: 'PERSON', category: 'pii', score: 0.8, start: 6, end: 8 })).toEqual({
      type: 'PERSON',
      category: 'pii',
      start: 6,
      end: 8,
      confidence: 0.8,
      source: 'ml',
    });
  });

  it('spans the whole text when a label has no offsets', () => {
    expect(toFinding(text, { type: 'TOXIC', category: 'toxicity', score: 0.7 })).toMatchObject({
      start: 0,
      end: text.length,
    });
  });

  it.each([
    ['past the end', { start: 0, end: text.length + 1 }],
    ['empty', { start: 3, end: 3 }],
    ['reversed', { start: 5, end: 2 }],
    ['with one offset only', { start: 2 }],
  ])('refuses a span %s', (_name, offsets) => {
    expect(() => toFinding(text, { type: 'X', category: 'pii', score: 1, ...offsets })).toThrow(ComponentError);
  });
});
