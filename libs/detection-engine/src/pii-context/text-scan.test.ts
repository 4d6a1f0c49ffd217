import { describe, expect, it } from 'vitest';
import { normalize } from '../normalize/normalize.ts';
import { plainText } from '../test-support.ts';
import { scanOf, scanText } from './text-scan.ts';

describe('text scan', () => {
  it('keeps the lower-cased text as long as the text, so offsets agree', () => {
    const text = 'İstanbul and ÅLESUND';
    const lower = scanText(text).lower();
    expect(lower).toHaveLength(text.length);
    expect(lower.slice(13)).toBe('ålesund');
  });

  it('finds field labels, number starts and capitalised words in one pass each', () => {
    const scan = scanText('Name: Ana Lima, address 12 rue Haute, zip 75001, PO Box 9; born 1990-05-12.');
    const keywords = scan.keywords();
    expect(keywords.name).toEqual([0]);
    expect(keywords.address).toEqual([16]);
    expect(keywords.postcode).toHaveLength(1);
    expect(keywords.box).toHaveLength(1);
    expect(scan.numbers()).toContain(24);
    expect(scan.runs().map((run) => run.tokens.map((token) => token.text).join(' '))).toContain('Ana Lima');
  });

  it('is shared by every detector reading the same input, and only that input', () => {
    const input = normalize('Anna Berg');
    expect(scanOf(input)).toBe(scanOf(input));
    expect(scanOf(normalize('Anna Berg'))).not.toBe(scanOf(input));
  });

  it('is made afresh for an input made by hand, which has nowhere to keep it', () => {
    const input = plainText('Anna Berg');
    expect(scanOf(input)).not.toBe(scanOf(input));
    expect(scanOf(input).runs()).toEqual(scanOf(input).runs());
  });

  it('knows when the text view is the original, so that offsets need no mapping', () => {
    expect(scanText('same').unchanged()).toBe(true);
    expect(scanText('same', 'sa\u200bme').unchanged()).toBe(false);
  });
});
