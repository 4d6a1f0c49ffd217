import { describe, expect, it } from 'vitest';
import { contextMatcher, digitsOf, isGlued, isWordChar } from './shared.ts';

const near = (words: string[], text: string) => {
  const at = text.indexOf('#');
  return contextMatcher(words)(text, at, at + 1);
};

describe('contextMatcher', () => {
  it('finds whole words before or after the candidate, in any case', () => {
    expect(near(['ssn'], 'my SSN is #')).toBe(true);
    expect(near(['ssn'], '# (ssn)')).toBe(true);
    expect(near(['tax id', 'tax identification'], 'Tax Identification: #')).toBe(true);
  });

  it('ignores words inside longer words, also after non-ASCII letters', () => {
    expect(near(['card'], 'discards #')).toBe(false);
    expect(near(['card'], 'cardé #')).toBe(false);
    expect(near(['card'], 'écard #')).toBe(false);
  });

  it('accepts a word run into a script written without spaces', () => {
    expect(near(['id'], 'ID号#')).toBe(true);
  });

  it('looks only at a window around the candidate', () => {
    expect(near(['ssn'], `ssn ${'x '.repeat(40)}#`)).toBe(false);
  });

  it('matches words in the NFKC form detectors see as well as as written', () => {
    const thai = 'เลขประจำตัวประชาชน';
    expect(near([thai], `${thai.normalize('NFKC')} #`)).toBe(true);
    expect(near([thai], `${thai} #`)).toBe(true);
  });
});

describe('word boundaries', () => {
  it('counts letters, digits and underscore of spaced scripts as word characters', () => {
    expect(['a', 'Z', '7', '_', 'é', 'ж'].map(isWordChar)).toEqual([true, true, true, true, true, true]);
    expect([' ', '-', '号', 'ก', undefined].map(isWordChar)).toEqual([false, false, false, false, false]);
  });

  it('treats a separator followed by a digit as part of a longer number', () => {
    expect(isGlued('1-078-05-1120', 2, 13)).toBe(true);
    expect(isGlued('a 078-05-1120.', 2, 13)).toBe(false);
  });

  it('keeps only ASCII digits of a written value', () => {
    expect(digitsOf('12 3-4.5٦')).toBe('12345');
  });
});
