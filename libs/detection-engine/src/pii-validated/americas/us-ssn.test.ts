import { describe, expect, it } from 'vitest';
import { reported, seen } from '../scan/test-helpers.ts';
import { isValidItin, isValidSsn, usItinDetector, usSsnDetector } from './us-ssn.ts';

describe('isValidSsn', () => {
  it('accepts numbers that follow the SSA rules', () => {
    expect(isValidSsn('734-27-7180')).toBe(true);
    expect(isValidSsn('120776627')).toBe(true);
  });

  it.each([
    ['area 000', '000-27-7180'],
    ['area 666', '666-27-7180'],
    ['area 9xx', '934-27-7180'],
    ['group 00', '734-00-7180'],
    ['serial 0000', '734-27-0000'],
    ['one repeated digit', '555-55-5555'],
    ['the Woolworth wallet card', '078-05-1120'],
    ['the SSA advertisement', '219-09-9999'],
    ['the 123-45-6789 dummy', '123-45-6789'],
  ])('rejects %s', (_why, ssn) => {
    expect(isValidSsn(ssn)).toBe(false);
  });
});

describe('usSsnDetector', () => {
  it('finds dashed, spaced and dotted SSNs with their offsets', () => {
    const text = 'a 734-27-7180 b 885 41 6763 c 121.58.4018';
    expect(seen(usSsnDetector, text).map((f) => [f.value, text.indexOf(f.value), f.source])).toEqual([
      ['734-27-7180', 2, 'validator'],
      ['885 41 6763', 16, 'validator'],
      ['121.58.4018', 30, 'validator'],
    ]);
  });

  it('rates SSN words higher', () => {
    expect(seen(usSsnDetector, 'id 734-27-7180')[0]?.confidence).toBe(0.85);
    expect(seen(usSsnDetector, 'SSN: 734-27-7180')[0]?.confidence).toBe(0.95);
  });

  it('keeps bare nine digits and half-separated forms below the threshold unless SSN words are near', () => {
    expect(reported(usSsnDetector, 'order 734277180')).toEqual([]);
    expect(reported(usSsnDetector, 'zip 73427-7180')).toEqual([]);
    expect(reported(usSsnDetector, 'social security number 734277180')).toEqual(['734277180']);
    expect(seen(usSsnDetector, 'order 734277180')[0]?.source).toBe('regex');
  });

  it('does not fire on invalid look-alikes, mixed separators or longer numbers', () => {
    for (const text of [
      'SSN 078-05-1120',
      'SSN 734-00-7180',
      'SSN 734-27.7180',
      'SSN 1-734-27-7180',
      'SSN 734-27-71801',
      'ssn 666277180',
    ]) {
      expect(seen(usSsnDetector, text), text).toEqual([]);
    }
  });
});

describe('ITIN', () => {
  it('accepts the IRS group ranges and rejects the others', () => {
    expect(isValidItin('906-65-7997')).toBe(true);
    expect(isValidItin('910-54-5531')).toBe(true);
    expect(isValidItin('910-89-5531')).toBe(false);
    expect(isValidItin('910-93-5531')).toBe(false);
    expect(isValidItin('810-54-5531')).toBe(false);
  });

  it('finds an ITIN, which is never also reported as an SSN', () => {
    expect(reported(usItinDetector, 'ITIN 906-65-7997')).toEqual(['906-65-7997']);
    expect(seen(usSsnDetector, 'ITIN 906-65-7997')).toEqual([]);
  });
});
