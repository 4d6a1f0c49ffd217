import { describe, expect, it } from 'vitest';
import { normalize } from './index.ts';

// The zero of each script's digits, written out independently of the implementation's tables.
const ZEROS: Record<string, number> = {
  Devanagari: 0x0966,
  Bengali: 0x09e6,
  Gurmukhi: 0x0a66,
  Gujarati: 0x0ae6,
  Oriya: 0x0b66,
  Tamil: 0x0be6,
  Telugu: 0x0c66,
  Kannada: 0x0ce6,
  Malayalam: 0x0d66,
  Thai: 0x0e50,
  Lao: 0x0ed0,
  Tibetan: 0x0f20,
  'Arabic-Indic': 0x0660,
  'Extended Arabic-Indic': 0x06f0,
  Myanmar: 0x1040,
  Khmer: 0x17e0,
  Mongolian: 0x1810,
  'Full-width': 0xff10,
  Adlam: 0x1e950,
  'Mathematical bold': 0x1d7ce,
};

const inScript = (zero: number, ascii: string): string =>
  [...ascii].map((ch) => (/\d/.test(ch) ? String.fromCodePoint(zero + Number(ch)) : ch)).join('');

describe('normalize: digits of other scripts', () => {
  it.each(Object.entries(ZEROS))('reads %s digits as ASCII digits', (_script, zero) => {
    const original = inScript(zero, '+91 98765-43210, 0123456789');
    expect(normalize(original).text).toBe('+91 98765-43210, 0123456789');
  });

  it.each(Object.entries(ZEROS))('maps each %s digit back to exactly its original character', (_script, zero) => {
    const original = `नंबर ${inScript(zero, '9876543210')} है`;
    const n = normalize(original);
    const at = n.text.indexOf('9876543210');
    const [start, end] = n.toOriginal('text', at, at + 10);
    expect(original.slice(start, end)).toBe(inScript(zero, '9876543210'));
    for (let k = 0; k < 10; k++) {
      const [a, b] = n.toOriginal('text', at + k, at + k + 1);
      expect(original.slice(a, b)).toBe(String.fromCodePoint(zero + 9 - k));
    }
  });

  it('keeps a BMP digit one code unit long, so the text view keeps its length', () => {
    const original = 'فون: ٠٥٠١٢٣٤٥٦٧ / ۰۵۰۱۲۳۴۵۶۷ / ๐๘๑๒๓๔๕๖๗๘';
    expect(normalize(original).text).toHaveLength(original.length);
  });

  it('folds a digit that carries a combining mark', () => {
    expect(normalize('৩\u0301').text).toBe('3\u0301');
  });

  it('leaves numerals that are not decimal digits to NFKC alone', () => {
    // Han numerals and Roman numerals are numbers, not digits; circled digits are NFKC's to fold.
    expect(normalize('三百 Ⅻ ①').text).toBe('三百 XII 1');
    expect(normalize('一二三').text).toBe('一二三');
  });

  it('keeps pure ASCII digits on the fast path, without a map', () => {
    const n = normalize('call 555 0100');
    expect(n.text).toBe('call 555 0100');
    expect(n.toOriginal('text', 5, 13)).toEqual([5, 13]);
  });
});
