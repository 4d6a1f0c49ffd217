import { describe, expect, it } from 'vitest';
import { PhraseMatcher } from './phrase-matcher.ts';

describe('PhraseMatcher', () => {
  it('finds every phrase, overlapping and nested ones included, without regard to case', () => {
    const matcher = new PhraseMatcher(['he', 'she', 'his', 'hers']);
    const found = [...matcher.matches('USHERS')].map((match) => [match.start, match.end, match.phrase]);
    expect(found).toEqual([
      [1, 4, 1],
      [2, 4, 0],
      [2, 6, 3],
    ]);
  });

  it('keeps offsets in UTF-16 units through accents, astral characters and case changes', () => {
    const matcher = new PhraseMatcher(['zoë', '😀x']);
    const text = 'İ ZOË 😀X';
    expect([...matcher.matches(text)].map((match) => text.slice(match.start, match.end))).toEqual(['ZOË', '😀X']);
  });
});
