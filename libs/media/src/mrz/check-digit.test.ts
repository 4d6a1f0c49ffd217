import { parse } from 'mrz';
import { describe, expect, it } from 'vitest';

import { checkDigit, checkDigitMatches } from './check-digit.ts';
import { td3 } from './test-support.ts';

describe('checkDigit (ICAO 9303, weights 7-3-1)', () => {
  it('weights digits 7, 3, 1 in turn and keeps the sum modulo 10', () => {
    expect(checkDigit('111')).toBe((7 + 3 + 1) % 10);
    expect(checkDigit('1111')).toBe((7 + 3 + 1 + 7) % 10);
  });

  it('counts A–Z as 10–35 and the filler as 0', () => {
    expect(checkDigit('A')).toBe((10 * 7) % 10);
    expect(checkDigit('<Z')).toBe((35 * 3) % 10);
    expect(checkDigit('<<<')).toBe(0);
  });

  it('agrees with the mrz package on a passport built with it', () => {
    expect(parse(td3()).valid).toBe(true);
  });
});

describe('checkDigitMatches', () => {
  it('accepts a filler for a digit only over an all-filler field', () => {
    expect(checkDigitMatches('<<<<', '<')).toBe(true);
    expect(checkDigitMatches('AB12', '<')).toBe(false);
  });

  it('never matches text with an unreadable character', () => {
    expect(checkDigitMatches('?<<', '0')).toBe(false);
  });
});
