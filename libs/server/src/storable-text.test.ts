import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './storable-text.ts';

describe('findUnstorableText', () => {
  it('finds nothing in ordinary text, numbers, nulls and well-formed surrogate pairs', () => {
    expect(findUnstorableText({ a: 'plain', b: [1, null, true, 'naïve 日本 🎉'], c: { d: '' } })).toBeUndefined();
  });

  it('names the path of the first U+0000 or unpaired surrogate, in values and in keys', () => {
    expect(findUnstorableText({ messages: [{ content: 'ok' }, { content: 'a\u0000b' }] })).toEqual([
      'messages',
      '1',
      'content',
    ]);
    expect(findUnstorableText({ x: '\udc00' })).toEqual(['x']);
    expect(findUnstorableText({ entities: { 'bad\u0000key': 1 } })).toEqual(['entities', 'bad\\u0000key']);
    expect(findUnstorableText('\u0000')).toEqual([]);
  });

  it('walks a body nested deeper than the call stack would allow without throwing', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(200_000);
  });
});
