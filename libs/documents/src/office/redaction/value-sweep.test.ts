import { describe, expect, it } from 'vitest';
import type { TextSegment } from '../../types.ts';
import { ValueSweep } from './value-sweep.ts';

const segment = (text: string): TextSegment => ({ text, part: 'body', location: {} });

function sweepOf(...values: string[]): ValueSweep {
  const segments = values.map(segment);
  return ValueSweep.fromRedactions(
    segments,
    values.map((value, i) => ({ segment: i, start: 0, end: value.length, placeholder: `[${i}]` })),
  );
}

describe('ValueSweep', () => {
  it('finds values in any case, as whole words only', () => {
    const sweep = sweepOf('Ann Lee', 'ann@x.org');
    expect(sweep.find('ANN LEE wrote to Ann@X.org; Annual report by Ann Leeds')).toEqual([
      { start: 0, end: 7, placeholder: '[0]' },
      { start: 17, end: 26, placeholder: '[1]' },
    ]);
  });

  it('leaves values too short to be specific to the spans that name them', () => {
    const sweep = sweepOf('Al', '12345');
    expect(sweep.has('Al paid 12345')).toBe(false);
    expect(sweepOf('123456').has('id 123456')).toBe(true);
  });

  it('answers the same whatever it was asked before', () => {
    const sweep = sweepOf('Jane Roe');
    expect(sweep.has('x Jane Roe')).toBe(true);
    expect(sweep.find('Jane Roe notes')).toHaveLength(1);
    expect(sweep.has('Jane Roe')).toBe(true);
  });

  it('takes regular-expression characters literally', () => {
    expect(sweepOf('a.b+c (x)').find('a.b+c (x) axb+c (x)')).toHaveLength(1);
  });
});
