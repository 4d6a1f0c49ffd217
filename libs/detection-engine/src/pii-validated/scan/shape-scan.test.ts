import { describe, expect, it } from 'vitest';
import { plainText } from '../../test-support.ts';
import { startsFor } from './anchors.ts';
import { candidatesOf } from './candidates.ts';
import { form, shapeDetector, type Shape } from './shape-scan.ts';
import { contextMatcher } from './shared.ts';
import { seen } from './test-helpers.ts';

const starts = (text: string, anchors: Parameters<typeof startsFor>[1]) =>
  [...startsFor(candidatesOf(plainText(text)), anchors)].map((pos) => text.slice(pos, pos + 6));

describe('startsFor', () => {
  it('starts where the first run with a digit has the anchor kind and length', () => {
    expect(starts('12 345 6789 ab345', [{ digits: [3, 3] }])).toEqual(['345 67']);
    expect(starts('12 345 6789 ab345', [{ mixed: [5, 5], head: [2, 2] }])).toEqual(['ab345']);
    expect(starts('12 345 6789 ab345', [{ mixed: [5, 5], head: [1, 1] }])).toEqual([]);
  });

  it('checks the joiner after the run and the run after that', () => {
    const anchors = [{ digits: [3, 3] as const, then: '-', second: { digits: [2, 2] as const } }];
    expect(starts('123-45-6789 123-456 123 45', anchors)).toEqual(['123-45']);
  });

  it('starts at short words before the run when the form opens with them', () => {
    const anchors = [{ digits: [4, 4] as const, words: [2, 2] as const }];
    expect(starts('Kennzeichen B-MW 1234 oder XYZAB 1234', anchors)).toEqual(['B-MW 1']);
  });

  it('returns the starts in text order across anchors', () => {
    expect(starts('7 ab12 8 cd34', [{ mixed: [4, 4], head: [2, 2] }, { digits: [1, 1] }])).toEqual([
      '7 ab12',
      'ab12 8',
      '8 cd34',
      'cd34',
    ]);
  });
});

const shape = (overrides: Partial<Shape>): Shape => ({
  anchors: [{ digits: [6, 6] }],
  pattern: form('\\d{6}'),
  valid: (value) => value !== '000000',
  plain: 0.4,
  withContext: 0.9,
  source: 'validator',
  ...overrides,
});

describe('shapeDetector', () => {
  const detector = shapeDetector('test', 'TEST_ID', [shape({ alone: 0.6 })], contextMatcher(['test id']));

  it('rates a value beside its words, alone in the message, and in other text', () => {
    expect(seen(detector, 'test id 123456')[0]?.confidence).toBe(0.9);
    expect(seen(detector, '  123456\n')[0]?.confidence).toBe(0.6);
    expect(seen(detector, 'order 123456')[0]?.confidence).toBe(0.4);
  });

  it('never reports a value glued to a longer token or failing its rule', () => {
    expect(seen(detector, 'x123456 123456y 12-123456 000000')).toEqual([]);
  });

  it('does not try the pattern where the quick test says no', () => {
    const strict = shapeDetector(
      'test',
      'TEST_ID',
      [shape({ quick: (text, start) => text[start] === '9' })],
      () => false,
    );
    expect(seen(strict, '123456 923456').map((f) => f.value)).toEqual(['923456']);
  });

  it('leaves text an earlier shape claimed to it', () => {
    const two = shapeDetector(
      'test',
      'TEST_ID',
      [shape({ plain: 0.8 }), shape({ anchors: [{ digits: [3, 3] }], pattern: form('\\d{3} \\d{6}'), plain: 0.3 })],
      () => false,
    );
    expect(seen(two, 'a 123456 b 123 654321').map((f) => [f.value, f.confidence])).toEqual([
      ['123456', 0.8],
      ['654321', 0.8],
    ]);
  });
});
