import { describe, expect, it } from 'vitest';
import { shannonEntropy } from './entropy.ts';
import { ALNUM, randomToken } from '../test-tokens.ts';
import { profileValue } from './value-profile.ts';

describe('profileValue', () => {
  it('counts letters, upper-case and hex letters, digits and the rest', () => {
    const profile = profileValue('aBcXyz-09');
    expect({ ...profile }).toMatchObject({ letters: 6, upper: 2, hexLetters: 3, digits: 2, other: 1 });
  });

  it('marks values typed by hand', () => {
    for (const typed of ['xQ7aaaaaaZ', 'k9abcdefghz', 'q87654321z', 'z1a2b3c4d5e6', 'abcabcabcabcabcabc']) {
      expect(profileValue(typed).typed).toBe(true);
    }
    expect(profileValue(randomToken(ALNUM, 40, 1)).typed).toBe(false);
  });

  it('counts the characters in runs of four consecutive ones', () => {
    expect(profileValue('x6789y').sequential).toBe(4);
    expect(profileValue('7890abcd').sequential).toBe(8);
    expect(profileValue('x678y').sequential).toBe(0);
  });

  it('notes the letter pairs that keyboard fillers and placeholder words are made of', () => {
    expect(profileValue('zQWerty9').keyboardPair).toBe(true);
    expect(profileValue('my-EXAMPLE-key').placeholderPair).toBe(true);
    expect(profileValue('Z9k3Vb7Q').placeholderPair).toBe(false);
  });

  it('computes the entropy shannonEntropy computes, for ASCII and other text', () => {
    for (const value of [randomToken(ALNUM, 32, 2), 'aaaabbbb', 'clé-ünïcødé-ключ']) {
      expect(profileValue(value).bits).toBeCloseTo(shannonEntropy(`${value} `.trimEnd()), 10);
    }
  });
});
