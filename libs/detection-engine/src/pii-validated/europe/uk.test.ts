import { describe, expect, it } from 'vitest';
import { reported, seen } from '../scan/test-helpers.ts';
import { isValidNhsNumber, isValidNino, ukNhsDetector, ukNinoDetector } from './uk.ts';

describe('UK_NHS', () => {
  it('checks modulus 11', () => {
    expect(isValidNhsNumber('7374066422')).toBe(true);
    expect(isValidNhsNumber('356 554 1431')).toBe(true);
    expect(isValidNhsNumber('7374066423')).toBe(false);
    expect(isValidNhsNumber('0000000000')).toBe(false);
  });

  it('is confident beside NHS words, weak alone (3-3-4 is also a phone layout)', () => {
    expect(seen(ukNhsDetector, 'NHS number 737 406 6422')).toEqual([
      { type: 'UK_NHS', value: '737 406 6422', confidence: 0.95, source: 'validator' },
    ]);
    expect(reported(ukNhsDetector, 'call 737-406-6422')).toEqual([]);
    expect(seen(ukNhsDetector, 'NHS number 737 406 6423')).toEqual([]);
    expect(seen(ukNhsDetector, 'NHS number 737 406-6422')).toEqual([]);
  });
});

describe('UK_NINO', () => {
  it('applies the prefix and suffix rules', () => {
    expect(isValidNino('JK 48 21 93 C')).toBe(true);
    expect(isValidNino('jk482193c')).toBe(true);
    expect(isValidNino('GB 48 21 93 C')).toBe(false);
    expect(isValidNino('DK 48 21 93 C')).toBe(false);
    expect(isValidNino('JO 48 21 93 C')).toBe(false);
    expect(isValidNino('JK 48 21 93 E')).toBe(false);
    expect(isValidNino('Jk482193c')).toBe(false);
  });

  it('finds spaced and compact forms, lower case only weakly without context', () => {
    expect(reported(ukNinoDetector, 'ref JK 48 21 93 C and JK482193C')).toEqual(['JK 48 21 93 C', 'JK482193C']);
    expect(reported(ukNinoDetector, 'ref jk482193c')).toEqual([]);
    expect(reported(ukNinoDetector, 'my national insurance number is jk482193c')).toEqual(['jk482193c']);
    expect(seen(ukNinoDetector, 'NINO TN 48 21 93 C')).toEqual([]);
  });
});
