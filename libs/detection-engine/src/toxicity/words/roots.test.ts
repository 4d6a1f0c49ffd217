import { describe, expect, it } from 'vitest';
import { COMPOUND, letterBit, mayBeCompound } from './roots.ts';

function shapeOf(word: string): [number, boolean] {
  let letters = 0;
  let doubled = false;
  for (let i = 0; i < word.length; i++) {
    letters |= letterBit(word.charCodeAt(i));
    doubled ||= i > 0 && word[i] === word[i - 1];
  }
  return [letters, doubled];
}

const may = (word: string): boolean => mayBeCompound(word, 0, word.length, ...shapeOf(word));

describe('mayBeCompound', () => {
  it('never rules out a word that COMPOUND matches, in either case', () => {
    const roots = ['fuck', 'nigga', 'nigger', 'faggot', 'bitch', 'whore', 'shit', 'cunt', 'slut', 'twat', 'tard'];
    const starts = ['porno', 'jizzed', 'wanker', 'cocksucker', 'dickhead', 'asshole', 'asshat', 'asswipe', 'assface'];
    const words = [
      ...roots.flatMap((root) => [`x${root}y`, `mega${root}`, `${root}ss`, `${root}s`, `lib${root}`]),
      ...starts,
      ...starts.map((word) => word.toUpperCase()),
      'trumptards',
      'demtard',
      'MotherFucker',
    ];
    for (const word of words.filter((w) => w.length >= 5 && COMPOUND.test(w.toLowerCase()))) {
      expect({ word, may: may(word) }).toEqual({ word, may: true });
    }
  });

  it('rules out ordinary words, including ones that share letters with a root', () => {
    for (const word of [
      'refund',
      'together',
      'whatever',
      'however',
      'quickly',
      'digging',
      'habits',
      'standard',
      'account',
    ]) {
      expect({ word, may: may(word) }).toEqual({ word, may: false });
    }
  });
});
