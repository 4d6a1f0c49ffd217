import { describe, expect, it } from 'vitest';
import { ibanDetector, isValidIban } from './iban.ts';
import { reported, seen } from '../scan/test-helpers.ts';

describe('isValidIban', () => {
  it.each([
    'DE83943537854481280308',
    'GB93WEST77838174109664',
    'FR1420041010050500013M02606',
    'NL63RABO8309481417',
    'NO6973237837697',
    'MT71VALL47213AB8512351298411073',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts a whole IBAN in lower case', () => {
    expect(isValidIban('gb93west77838174109664')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length, a wrong BBAN structure and mixed case', () => {
    expect(isValidIban('DE83943537854481280309')).toBe(false);
    expect(isValidIban('DE8394353785448128030')).toBe(false);
    expect(isValidIban('NL63RAB08309481417')).toBe(false);
    expect(isValidIban('GB93West77838174109664')).toBe(false);
  });

  it('rejects unknown countries and the reserved check digits 00, 01 and 99', () => {
    expect(isValidIban('QQ83943537854481280308')).toBe(false);
    expect(isValidIban('NO9810000016948')).toBe(true);
    // 01 leaves the same remainder mod 97 as 98, but ISO 13616 never issues it.
    expect(isValidIban('NO0110000016948')).toBe(false);
  });
});

describe('ibanDetector', () => {
  it('finds compact and grouped IBANs with their offsets', () => {
    const text = 'pay DE83943537854481280308 or GB93 WEST 7783 8174 1096 64 today';
    expect(seen(ibanDetector, text)).toEqual([
      { type: 'IBAN_CODE', value: 'DE83943537854481280308', confidence: 0.95, source: 'validator' },
      { type: 'IBAN_CODE', value: 'GB93 WEST 7783 8174 1096 64', confidence: 0.95, source: 'validator' },
    ]);
  });

  it('accepts dashes between blocks but not slashes or mixed separators', () => {
    expect(reported(ibanDetector, 'NO69-7323-7837-697')).toEqual(['NO69-7323-7837-697']);
    expect(reported(ibanDetector, 'NO69/7323/7837/697')).toEqual([]);
    expect(reported(ibanDetector, 'NO69 7323-7837 697')).toEqual([]);
    expect(reported(ibanDetector, 'NO69 73237837 697')).toEqual([]);
  });

  it('stops at the country length even when another block follows', () => {
    expect(reported(ibanDetector, 'NL63 RABO 8309 4814 17 X here')).toEqual(['NL63 RABO 8309 4814 17']);
  });

  it('rates IBAN words higher', () => {
    expect(seen(ibanDetector, 'my IBAN: NL63RABO8309481417')[0]?.confidence).toBe(1);
  });

  it('does not fire on checksum-invalid look-alikes or glued text', () => {
    expect(seen(ibanDetector, 'IBAN DE83 9435 3785 4481 2803 09')).toEqual([]);
    expect(seen(ibanDetector, 'IBAN xDE83943537854481280308')).toEqual([]);
    expect(seen(ibanDetector, 'IBAN DE83943537854481280308x')).toEqual([]);
  });
});

describe('isValidIban national checks', () => {
  it('rejects a BBAN whose national check digit is wrong even when MOD 97-10 holds', () => {
    // Norway's last BBAN digit is a mod-11 check: re-composing the IBAN fixes MOD 97 but not that.
    expect(isValidIban('NO9386011117947')).toBe(true);
    expect(isValidIban('NO8073237837693')).toBe(false);
  });
});
