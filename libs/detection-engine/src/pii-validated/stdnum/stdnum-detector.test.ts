import { describe, expect, it } from 'vitest';
import { mandatoryDigitRun } from './stdnum-detector.ts';

describe('mandatoryDigitRun', () => {
  it('is the longest \\d{n} outside groups and classes', () => {
    expect(mandatoryDigitRun('\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}')).toBe(3);
    expect(mandatoryDigitRun('[1-9]\\d{12}')).toBe(12);
    expect(mandatoryDigitRun('\\d{7,8}-[\\dkK]')).toBe(7);
  });

  it('does not count runs that a group may leave out or replace', () => {
    expect(mandatoryDigitRun('(?:\\d{9})?[A-Z]\\d{2}')).toBe(2);
    expect(mandatoryDigitRun('(?:20|\\d{11})-\\d{4}')).toBe(4);
    expect(mandatoryDigitRun('[\\d{5}]X')).toBe(0);
  });

  it('is 0 for a pattern with no bounded digit run', () => {
    expect(mandatoryDigitRun('[A-Z]{2}\\d\\d')).toBe(0);
  });
});
