import { describe, expect, it } from 'vitest';
import { creditCardDetector, isValidCreditCard } from './credit-card.ts';
import { reported, seen } from '../scan/test-helpers.ts';

describe('isValidCreditCard', () => {
  it.each([
    ['Visa', '4201250472397843'],
    ['Mastercard', '5107909581143784'],
    ['Mastercard 2-series', '2300246957094545'],
    ['American Express', '374070718833941'],
    ['Discover', '6011369753197154'],
    ['JCB', '3530047338714888'],
    ['Diners Club', '30565326180631'],
    ['UnionPay', '6264369520585800'],
    ['Maestro (12 digits)', '675978570090'],
    ['UATP', '189827487603150'],
  ])('accepts a %s number', (_brand, number) => {
    expect(isValidCreditCard(number)).toBe(true);
  });

  it('rejects a number whose Luhn check digit is wrong', () => {
    expect(isValidCreditCard('4201250472397844')).toBe(false);
    expect(isValidCreditCard('374070718833942')).toBe(false);
  });

  it('rejects a Luhn-valid number of the wrong length for its network', () => {
    // 15 digits starting with 4: Visa issues 13, 16 or 19.
    expect(isValidCreditCard('420125047239780')).toBe(false);
  });

  it('rejects Luhn-valid numbers outside every IIN range', () => {
    expect(isValidCreditCard('8888888888888888')).toBe(false);
    expect(isValidCreditCard('9000000000000001')).toBe(false);
  });
});

describe('creditCardDetector', () => {
  it('finds compact, spaced and dashed numbers with their offsets', () => {
    const text = 'a 4201250472397843 b 4201 2504 7239 7843 c 4201-2504-7239-7843 d';
    expect(seen(creditCardDetector, text).map((f) => [f.value, text.indexOf(f.value)])).toEqual([
      ['4201250472397843', 2],
      ['4201 2504 7239 7843', 21],
      ['4201-2504-7239-7843', 43],
    ]);
  });

  it('reads the Amex 4-6-5 layout', () => {
    expect(reported(creditCardDetector, 'Amex 3740 707188 33941 on file')).toEqual(['3740 707188 33941']);
  });

  it('confirms with the checksum and rates card words higher', () => {
    expect(seen(creditCardDetector, 'ref 4201250472397843')).toEqual([
      { type: 'CREDIT_CARD', value: '4201250472397843', confidence: 0.9, source: 'validator' },
    ]);
    expect(seen(creditCardDetector, 'my visa card is 4201250472397843')[0]?.confidence).toBe(1);
  });

  it('does not fire on checksum-invalid look-alikes', () => {
    expect(seen(creditCardDetector, 'card 4201 2504 7239 7844')).toEqual([]);
    expect(seen(creditCardDetector, 'card number 4201-2504-7239-7840')).toEqual([]);
  });

  it('accepts an unknown network only beside card words, and never a dummy run', () => {
    expect(seen(creditCardDetector, 'order 9000000000000001')).toEqual([]);
    expect(seen(creditCardDetector, 'store card 9000000000000001')[0]?.confidence).toBe(0.6);
    expect(seen(creditCardDetector, 'card 8888 8888 8888 8888')).toEqual([]);
    expect(seen(creditCardDetector, 'card 8765432109876543')).toEqual([]);
  });

  it('ignores mixed separators, odd groupings and numbers glued to letters', () => {
    expect(seen(creditCardDetector, '4201 2504-7239 7843')).toEqual([]);
    expect(seen(creditCardDetector, '42 0125 0472 3978 43')).toEqual([]);
    expect(seen(creditCardDetector, 'ID4201250472397843')).toEqual([]);
    expect(seen(creditCardDetector, 'x 4201250472397843abc')).toEqual([]);
  });

  it('does not read a card out of the digit blocks of an IBAN', () => {
    expect(seen(creditCardDetector, 'IBAN RS35 2300 2469 5709 4545 11')).toEqual([]);
  });

  it('separates two cards written one after the other', () => {
    expect(reported(creditCardDetector, '4201250472397843 5107909581143784')).toEqual([
      '4201250472397843',
      '5107909581143784',
    ]);
  });

  it('skips a number whose joined block runs on into letters, on either side', () => {
    expect(seen(creditCardDetector, 'ref 4201 2504 7239 7843 12ab')).toEqual([]);
    expect(seen(creditCardDetector, 'ref x9 4201 2504 7239 7843')).toEqual([]);
    expect(reported(creditCardDetector, 'ref xy 4201 2504 7239 7843 ab')).toEqual(['4201 2504 7239 7843']);
  });

  it('reads every card of a long list written in one run of blocks', () => {
    const list = Array.from({ length: 80 }, () => '4201 2504 7239 7843').join(' ');
    expect(reported(creditCardDetector, list)).toHaveLength(80);
  });
});
