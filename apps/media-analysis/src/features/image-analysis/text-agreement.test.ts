import { describe, expect, it } from 'vitest';
import { textAgreement, words } from './text-agreement.ts';

describe('textAgreement', () => {
  it('is 1 for the same words read with different case, punctuation and line breaks', () => {
    expect(textAgreement(['Call John Smith,\nat 212-555-0134', 'call john smith at 212 555 0134'])).toBe(1);
  });

  it('is the share of distinct words both readings hold', () => {
    // {call, john, smith} against {call, jon, smith}: 2 shared of 4.
    expect(textAgreement(['Call John Smith', 'Call Jon Smith'])).toBe(0.5);
  });

  it('is 0 for readings with no word in common, and for a single reading', () => {
    expect(textAgreement(['alpha beta', 'gamma'])).toBe(0);
    expect(textAgreement(['alpha beta'])).toBe(0);
    expect(textAgreement([])).toBe(0);
  });

  it('counts two readings that both found nothing as agreeing', () => {
    expect(textAgreement(['', '  \n'])).toBe(1);
  });

  it('averages over every pair of three readings', () => {
    // a–b 1, a–c 0, b–c 0.
    expect(textAgreement(['one two', 'two one', 'three'])).toBe(0.333);
  });
});

describe('words', () => {
  it('splits on anything that is not a letter or digit, any script', () => {
    expect(words('Müller-Lüdenscheidt, 12/03 café')).toEqual(['müller', 'lüdenscheidt', '12', '03', 'café']);
  });
});
