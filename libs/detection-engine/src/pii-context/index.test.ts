import { describe, expect, it } from 'vitest';
import type { NormalizedText } from '../types.ts';
import { contextPiiDetectors } from './index.ts';
import { DEFAULT_CONTEXT } from '../test-support.ts';

/** The original with one zero-width space that normalisation removed: offsets after it shift by one. */
function withInvisible(before: string, after: string): NormalizedText {
  const original = `${before}\u200b${after}`;
  const text = `${before}${after}`;
  // A span starting at the removed character starts after it; one ending there ends before it.
  const toOriginal = (start: number, end: number): [number, number] => [
    start >= before.length ? start + 1 : start,
    end > before.length ? end + 1 : end,
  ];
  return { original, text, relaxed: text, toOriginal: (_view, start, end) => toOriginal(start, end) };
}

describe('contextPiiDetectors', () => {
  it('are PII detectors with distinct names', () => {
    expect(contextPiiDetectors.every((detector) => detector.emits.every((e) => e.category === 'pii'))).toBe(true);
    expect(new Set(contextPiiDetectors.map((detector) => detector.name)).size).toBe(contextPiiDetectors.length);
  });

  it('cover the Presidio entity types they are named after', () => {
    const text =
      'Dr. Ottoline Brandt (born 3/14/1987) lives at 42 Larkspur Lane. Mail o.brandt@example.com, ' +
      'call +1 212 555 0187, see https://example.com/brandt; router 3c:22:fb:1a:9e:07.';
    const input: NormalizedText = { original: text, text, relaxed: text, toOriginal: (_v, s, e) => [s, e] };
    const types = new Set(
      contextPiiDetectors.flatMap((detector) => detector.detect(input, DEFAULT_CONTEXT)).map((f) => f.type),
    );
    expect([...types].sort()).toEqual([
      'DATE_OF_BIRTH',
      'EMAIL_ADDRESS',
      'LOCATION',
      'MAC_ADDRESS',
      'PERSON',
      'PHONE_NUMBER',
      'URL',
    ]);
  });

  it('report offsets into the original text, never the matched value', () => {
    const input = withInvisible('Reach Dr. ', 'Ottoline Brandt at o.brandt@example.com or +44 20 7946 0321.');
    const findings = contextPiiDetectors.flatMap((detector) => detector.detect(input, DEFAULT_CONTEXT));
    const values = findings.map((f) => input.original.slice(f.start, f.end)).sort();
    expect(values).toEqual(['+44 20 7946 0321', 'Ottoline Brandt', 'o.brandt@example.com']);
    for (const finding of findings)
      expect(Object.keys(finding).sort()).toEqual(['category', 'confidence', 'end', 'source', 'start', 'type']);
  });

  it('cover dates, organisations and nationalities', () => {
    const text = 'On 2021-05-20 the Danish team at Enervee Corporation met on Thursday.';
    const input: NormalizedText = { original: text, text, relaxed: text, toOriginal: (_v, s, e) => [s, e] };
    const types = new Set(
      contextPiiDetectors.flatMap((detector) => detector.detect(input, DEFAULT_CONTEXT)).map((f) => f.type),
    );
    expect([...types].sort()).toEqual(['DATE_TIME', 'NRP', 'ORGANIZATION']);
  });

  it('find nothing in empty or PII-free text', () => {
    for (const text of ['', 'Which plan should I choose?', 'The quick brown fox jumps over the lazy dog.']) {
      const input: NormalizedText = { original: text, text, relaxed: text, toOriginal: (_v, s, e) => [s, e] };
      expect(contextPiiDetectors.flatMap((detector) => detector.detect(input, DEFAULT_CONTEXT))).toEqual([]);
    }
  });
});
