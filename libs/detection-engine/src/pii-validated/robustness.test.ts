import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT, plainText } from '../test-support.ts';
import type { NormalizedText } from '../types.ts';
import { validatedPiiDetectors } from './index.ts';

/** Inputs shaped to make a careless pattern backtrack or a careless loop go quadratic. */
const ADVERSARIAL: Record<string, string> = {
  digits: '7'.repeat(100_000),
  spacedDigits: '7 '.repeat(50_000),
  dashedPairs: '12-'.repeat(33_000),
  dottedDigits: '1.'.repeat(50_000),
  colons: 'a:'.repeat(50_000),
  doubleColons: '::1'.repeat(33_000),
  hexGroups: 'ab12:'.repeat(20_000),
  letters: 'Q'.repeat(100_000),
  alphanumeric: 'A1'.repeat(50_000),
  ibanPrefixes: 'DE89 '.repeat(20_000),
  almostCards: '4201 2504 7239 784'.repeat(5_000),
  bech32: `bc1${'q'.repeat(100_000)}`,
  hex: `0x${'a'.repeat(100_000)}`,
  contextWords: 'ssn passport iban card '.repeat(4_000),
};

describe('validatedPiiDetectors', () => {
  it.each(Object.entries(ADVERSARIAL))('scans 100 KB of %s quickly', (_name, text) => {
    const started = performance.now();
    for (const detector of validatedPiiDetectors) detector.detect(plainText(text), DEFAULT_CONTEXT);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it('returns nothing for empty text', () => {
    expect(validatedPiiDetectors.flatMap((d) => d.detect(plainText(''), DEFAULT_CONTEXT))).toEqual([]);
  });

  it('reports only PII findings with offsets and confidences in range', () => {
    const text = 'card 4201250472397843, IBAN NL63RABO8309481417, SSN 734-27-7180, ip 10.20.30.40';
    for (const finding of validatedPiiDetectors.flatMap((d) => d.detect(plainText(text), DEFAULT_CONTEXT))) {
      expect(finding.category).toBe('pii');
      expect(finding.start).toBeGreaterThanOrEqual(0);
      expect(finding.end).toBeLessThanOrEqual(text.length);
      expect(finding.confidence).toBeGreaterThan(0);
      expect(finding.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('finds values written right after words of scripts without spaces, but not inside Latin words', () => {
    const values = (text: string) =>
      validatedPiiDetectors
        .flatMap((d) => d.detect(plainText(text), DEFAULT_CONTEXT))
        .map((f) => [f.type, text.slice(f.start, f.end)]);
    expect(values('卡号4201250472397843。')).toEqual([['CREDIT_CARD', '4201250472397843']]);
    expect(values('IPアドレスは10.20.30.40です')).toEqual([['IP_ADDRESS', '10.20.30.40']]);
    expect(values('card4201250472397843')).toEqual([]);
  });

  it('maps offsets of the normalised view back to the original text', () => {
    // The original has a zero-width space inside the card number, which the text view drops.
    const original = 'pay 4201\u200b250472397843 now';
    const text = 'pay 4201250472397843 now';
    const input: NormalizedText = {
      original,
      text,
      relaxed: text,
      toOriginal: (_view, start, end) => [start, end <= 8 ? end : end + 1],
    };
    const findings = validatedPiiDetectors.flatMap((d) => d.detect(input, DEFAULT_CONTEXT));
    expect(findings).toHaveLength(1);
    expect(original.slice(findings[0]!.start, findings[0]!.end)).toBe('4201\u200b250472397843');
  });
});
