import { describe, expect, it } from 'vitest';
import { textAgreement, words } from './text-agreement.ts';

describe('textAgreement', () => {
  it('is 1 for the same characters read with different case, spacing, punctuation and line breaks', () => {
    expect(textAgreement(['Call John Smith,\nat 212-555-0134', 'CallJohnSmith at 2125550134'])).toBe(1);
  });

  it('is the share of character pairs both readings hold', () => {
    // abcd → ab bc cd; abce → ab bc ce: 2 shared of 3 + 3.
    expect(textAgreement(['abcd', 'abce'])).toBe(0.667);
  });

  it('counts a repeated pair only as often as both readings have it', () => {
    // aaaa → aa ×3; aa → aa ×1: 1 shared of 3 + 1.
    expect(textAgreement(['aaaa', 'aa'])).toBe(0.5);
  });

  it('is 0 for readings with nothing in common, and for a single reading', () => {
    expect(textAgreement(['alpha', 'xyz'])).toBe(0);
    expect(textAgreement(['alpha beta'])).toBe(0);
    expect(textAgreement([])).toBe(0);
  });

  it('counts two readings that both found nothing as agreeing, and one reading of nothing as not', () => {
    expect(textAgreement(['', '  \n'])).toBe(1);
    expect(textAgreement(['', 'hello'])).toBe(0);
  });

  it('averages over every pair of three readings', () => {
    // a–b 1, a–c 0, b–c 0.
    expect(textAgreement(['one two', 'one-two', 'xyz'])).toBe(0.333);
  });
});

describe('words', () => {
  it('splits on anything that is not a letter or digit, any script', () => {
    expect(words('Müller-Lüdenscheidt, 12/03 café')).toEqual(['müller', 'lüdenscheidt', '12', '03', 'café']);
  });
});
