import { describe, expect, it } from 'vitest';
import { buildLexicon, type TokenInfo } from '../words/lexicon.ts';
import { resolve } from './resolve.ts';
import { GROUP_VIOLENCE, PEJORATIVE } from './rules-identity.ts';
import { mayFindAnything, startsRules } from './rules.ts';

const lexicon = buildLexicon();
const infos = (text: string): (TokenInfo | undefined)[] => text.split(' ').map((word) => resolve(lexicon, word));

describe('mayFindAnything', () => {
  it('needs more than the first word of a phrase', () => {
    expect(mayFindAnything(lexicon, infos('i need help with the report'))).toBe(false);
    expect(mayFindAnything(lexicon, infos('nobody likes you'))).toBe(true);
  });

  it('takes a weak violent verb only with a subject before it and "you" after it', () => {
    expect(mayFindAnything(lexicon, infos('by the end of the month'))).toBe(false);
    expect(mayFindAnything(lexicon, infos('i will end you'))).toBe(true);
  });

  it('takes any hit, strong violent verb or word naming a group', () => {
    for (const text of ['what a moron', 'they kill people', 'gay people are welcome']) {
      expect(mayFindAnything(lexicon, infos(text))).toBe(true);
    }
  });

  it('covers the words the identity rules look for by themselves', () => {
    for (const word of [...PEJORATIVE, ...GROUP_VIOLENCE]) {
      const info = resolve(lexicon, word);
      if (info !== undefined) expect({ word, starts: startsRules(info) }).toEqual({ word, starts: true });
    }
  });
});
