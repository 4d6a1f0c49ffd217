import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../words/lexicon.ts';
import { cachedResolver, resolve } from './resolve.ts';

const lexicon = buildLexicon();
const word = (token: string): string | undefined => resolve(lexicon, token)?.word;

describe('resolve', () => {
  it('finds words as written', () => {
    expect(word('moron')).toBe('moron');
    expect(word('hello')).toBeUndefined();
  });

  it('reads masked swearing, preferring profanity over rarer words of the same shape', () => {
    expect(word('f*ck')).toBe('fuck');
    expect(word('b#tch')).toBe('bitch');
    expect(word('f******')).toBe('fucking');
    expect(word('***')).toBeUndefined();
  });

  it('reads stretched letters', () => {
    expect(word('fuuuuck')).toBe('fuck');
    expect(word('shiit')).toBe('shit');
    expect(word('bitchh')).toBe('bitch');
  });

  it('does not fold ordinary double letters into a toxic word', () => {
    for (const token of ['rapper', 'bonner', 'shiitake', 'assess', 'class', 'grass', 'cocoon']) {
      expect(resolve(lexicon, token)?.hits ?? []).toEqual([]);
    }
  });

  it('reads compounds built on a strong root', () => {
    expect(word('clusterfuck')).toBe('fuck');
    expect(word('shitstorm')).toBe('shit');
    expect(word('demtards')).toBe('tard');
  });

  it('leaves innocent words that merely contain a root alone (the Scunthorpe problem)', () => {
    for (const token of [
      'scunthorpe',
      'cocktail',
      'assassin',
      'mustard',
      'bastardise',
      'dickens',
      'niggle',
      'wankel',
    ]) {
      expect(resolve(lexicon, token)?.hits ?? []).toEqual([]);
    }
  });

  it('reads a possessive and spaced letters joined to an article', () => {
    expect(word("bitch's")).toBe('bitch');
    expect(word('apussy')).toBe('pussy');
  });
});

describe('cachedResolver', () => {
  it('answers like resolve', () => {
    const cached = cachedResolver(lexicon);
    for (const token of ['f*ck', 'hello', 'fuuuuck', 'moron', 'hello']) {
      expect(cached(token)).toBe(resolve(lexicon, token));
    }
  });
});
