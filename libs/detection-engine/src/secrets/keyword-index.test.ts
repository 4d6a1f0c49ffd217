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

  it('rejects non-ASCII keywords', () => {
    expect(() => createKeywordIndex(['clé'])).toThrow();
  });
});
