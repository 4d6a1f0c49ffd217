import { describe, expect, it } from 'vitest';
import { createKeywordIndex } from './keyword-index.ts';

describe('createKeywordIndex', () => {
  const index = createKeywordIndex(['key', 'apikey', 'sk_live_', 'he', 'she']);
  const found = (text: string) => index.find(text).map((hit) => [index.keywords[hit.keyword], hit.start, hit.end]);

  it('finds every keyword, overlapping ones included, ignoring ASCII case', () => {
    expect(found('ApiKey=1')).toEqual([
      ['apikey', 0, 6],
      ['key', 3, 6],
    ]);
    expect(found('ushers')).toEqual([
      ['she', 1, 4],
      ['he', 2, 4],
    ]);
  });

  it('matches keywords with punctuation', () => {
    expect(found('x SK_LIVE_abc')).toEqual([['sk_live_', 2, 10]]);
  });

  it('keeps offsets right after non-ASCII text', () => {
    expect(found('İıé key')).toEqual([['key', 4, 7]]);
  });

  it('finds keywords across the middle of a long text, where its two passes meet', () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(400);
    const text = `${filler}apikey${filler.slice(0, filler.length - 3)}sk_live_${filler}she`;
    const hits = found(text);
    expect(hits.map(([keyword]) => keyword)).toEqual(['apikey', 'key', 'sk_live_', 'she', 'he']);
    for (const [keyword, start] of hits)
      expect(
        text
          .slice(start as number)
          .toLowerCase()
          .startsWith(keyword as string),
      ).toBe(true);
    const middle = text.length >> 1;
    for (let at = middle - 10; at <= middle + 10; at++) {
      const around = `${'x'.repeat(at)}sk_live_${'y'.repeat(2 * middle - at)}`;
      expect(found(around)).toEqual([['sk_live_', at, at + 8]]);
    }
  });

  it('rejects non-ASCII keywords', () => {
    expect(() => createKeywordIndex(['clé'])).toThrow();
  });
});
