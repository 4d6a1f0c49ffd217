import { describe, expect, it } from 'vitest';
import { HashFilter, hashAt, hashOf, squeezedHashAt } from './word-shape.ts';

describe('word hashes', () => {
  it('hash a folded spelling the same from a key and from text in any case', () => {
    expect(hashAt('You’RE', 0, 6)).toBe(hashOf("you're"));
    expect(hashAt('xx Moron xx', 3, 8)).toBe(hashOf('moron'));
    expect(hashOf('moron')).not.toBe(hashOf('morons'));
  });

  it('squeeze runs of a character, so that stretched spellings meet their key', () => {
    const squeezed = (word: string): number => squeezedHashAt(word, 0, word.length);
    expect(squeezed('fuuuckkk')).toBe(squeezed('fuck'));
    expect(squeezed('shiit')).toBe(squeezed('shit'));
    expect(squeezed('shot')).not.toBe(squeezed('shit'));
  });
});

describe('HashFilter', () => {
  it('has every hash added and few others', () => {
    const filter = new HashFilter();
    const added = Array.from({ length: 1500 }, (_, i) => hashOf(`key${i}`));
    for (const hash of added) filter.add(hash);
    for (const hash of added) expect(filter.mayHave(hash)).toBe(true);
    const others = Array.from({ length: 10_000 }, (_, i) => hashOf(`other${i}`)).filter((h) => filter.mayHave(h));
    expect(others.length).toBeLessThan(100);
  });
});
