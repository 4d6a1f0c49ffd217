import { describe, expect, it } from 'vitest';
import { buildLexicon } from './lexicon.ts';
import { resolve } from '../rules/resolve.ts';
import { forEachSentence } from './tokenize.ts';
import { createWordLookup } from './word-lookup.ts';

const lexicon = buildLexicon();
const lookup = createWordLookup(lexicon);

/** [word, what the lookup gives, what resolve gives] for every word of `text`. */
function compare(text: string): [string, string | undefined, string | undefined][] {
  const out: [string, string | undefined, string | undefined][] = [];
  forEachSentence(text, (sentence) => {
    for (let i = 0; i < sentence.length; i++) {
      const word = sentence.wordAt(i);
      out.push([word, lookup.resolve(sentence, i)?.word, word === '' ? undefined : resolve(lexicon, word)?.word]);
    }
  });
  return out;
}

const mayMatter = (text: string): boolean => {
  let matters = false;
  forEachSentence(text, (sentence) => (matters ||= lookup.mayMatter(sentence)));
  return matters;
};

describe('createWordLookup', () => {
  it.each([
    ['words as written and in capitals', 'You are a MORON and an Idiot, so STFU'],
    ['masked swearing', 'f*ck this, b#tch, f****** hell'],
    ['stretched letters', 'fuuuuck shiiit bitchh sooo gooood'],
    ['compounds', 'clusterfuck shitstorm demtards Assholes dickhead'],
    ['spelled-out letters after an article', 'such apussy and ifuck'],
    ['possessives and curly apostrophes', "that bitch's car, you’re done, don’t"],
    ['letters of other scripts', 'fucké Émile naïve Straße'],
    ['look-alikes', 'Scunthorpe cocktail assassin mustard shiitake bastardise dickens niggle wankel assess class'],
    ['digits and over-long words', `12 year old 1488 ${'x'.repeat(60)}`],
  ])('resolves %s exactly as resolve does', (_kind, text) => {
    for (const [word, fast, slow] of compare(text)) expect({ word, entry: fast }).toEqual({ word, entry: slow });
  });

  it('says a sentence may matter when a word can set the rules off, in any spelling', () => {
    for (const text of [
      'you fucking moron',
      'f*ck',
      'fuuuck',
      'clusterfuck',
      'such apussy',
      'I will end you',
      'nobody likes you',
    ]) {
      expect(mayMatter(text)).toBe(true);
    }
  });

  it('rules out sentences whose only lexicon words are common ones or the first words of phrases', () => {
    for (const text of ['I need help with the report you sent.', 'We should go home now.', 'The build failed again.']) {
      expect(mayMatter(text)).toBe(false);
    }
  });
});
