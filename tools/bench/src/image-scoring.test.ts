import { describe, expect, it } from 'vitest';
import { coverage, enclosing, expectedEntityBoxes, iou, scoreEntities, scoreTypes } from './image-scoring.ts';
import type { Tally } from './metrics.ts';

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('iou', () => {
  it('is 1 for the same box, 0 for boxes that only touch, and the overlap over the union otherwise', () => {
    expect(iou(box(0, 0, 10, 10), box(0, 0, 10, 10))).toBe(1);
    expect(iou(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(0);
    expect(iou(box(0, 0, 10, 10), box(5, 0, 10, 10))).toBeCloseTo(50 / 150);
  });
});

describe('expectedEntityBoxes', () => {
  it("joins one entity's word boxes into the box enclosing them and keeps other entities apart", () => {
    const words = [
      { type: 'PERSON', start: 0, end: 9, box: box(0, 0, 40, 10) },
      { type: 'PERSON', start: 0, end: 9, box: box(50, 2, 40, 10) },
      { type: 'URL', start: 0, end: 9, box: box(0, 0, 40, 10) },
    ];
    expect(expectedEntityBoxes(words)).toEqual([
      { type: 'PERSON', box: box(0, 0, 90, 12) },
      { type: 'URL', box: box(0, 0, 40, 10) },
    ]);
    expect(enclosing([])).toBeNull();
  });
});

describe('scoreEntities', () => {
  const expected = [{ type: 'PERSON', box: box(0, 0, 100, 20) }];

  it('finds an entity of the same type in the same place, whether boxed as one span or as words', () => {
    const words = scoreEntities(expected, [{ type: 'PERSON', boxes: [box(0, 0, 45, 20), box(55, 0, 45, 20)] }]);
    expect(words.matches[0]!.iou).toBe(1);
    expect(words.byType.get('PERSON')).toEqual<Tally>({ tp: 1, fp: 0, fn: 0, tn: 0 });
  });

  it('misses an entity found elsewhere or under another type, and counts what matched nothing as false', () => {
    const score = scoreEntities(expected, [
      { type: 'PERSON', boxes: [box(0, 100, 100, 20)] },
      { type: 'LOCATION', boxes: [box(0, 0, 100, 20)] },
    ]);
    expect(score.matches[0]).toEqual({ type: 'PERSON', iou: 0, anyTypeIou: 1 });
    expect(score.byType.get('PERSON')).toEqual<Tally>({ tp: 0, fp: 1, fn: 1, tn: 0 });
    expect(score.byType.get('LOCATION')).toEqual<Tally>({ tp: 0, fp: 1, fn: 0, tn: 0 });
  });

  it('credits one found entity to one expected entity only', () => {
    const twice = [...expected, { type: 'PERSON', box: box(0, 0, 100, 20) }];
    const score = scoreEntities(twice, [{ type: 'PERSON', boxes: [box(0, 0, 100, 20)] }]);
    expect(score.byType.get('PERSON')).toEqual<Tally>({ tp: 1, fp: 0, fn: 1, tn: 0 });
  });
});

describe('scoreTypes', () => {
  it('counts an expected type found once per image, an unexpected one as false, under canonical names', () => {
    const tallies = new Map<string, Tally>();
    scoreTypes(tallies, ['PERSON', 'DOMAIN_NAME'], ['PERSON', 'PERSON', 'URL', 'CREDIT_CARD']);
    scoreTypes(tallies, [], []);
    expect(tallies.get('PERSON')).toEqual<Tally>({ tp: 1, fp: 0, fn: 0, tn: 0 });
    expect(tallies.get('URL')).toEqual<Tally>({ tp: 1, fp: 0, fn: 0, tn: 0 });
    expect(tallies.get('CREDIT_CARD')).toEqual<Tally>({ tp: 0, fp: 1, fn: 0, tn: 0 });
  });
});

describe('coverage', () => {
  const text = 'Name: ALICE   example\nCity: Someplace';

  it('finds a string whatever its case and spacing, and says whether an entity overlaps it', () => {
    expect(coverage(text, ['alice example', 'someplace'], [{ start: 6, end: 11 }])).toEqual({ read: 2, covered: 1 });
  });

  it('counts a string the OCR did not read as neither read nor covered, and reads regex characters literally', () => {
    expect(coverage(text, ['[M]', 'a.ice'], [{ start: 0, end: text.length }])).toEqual({ read: 0, covered: 0 });
  });
});
