import { describe, expect, it } from 'vitest';
import { createRandom } from '../../random.ts';
import { obfuscate } from './obfuscate.ts';

const SAMPLES = [
  'You are an absolutely pathetic loser and everybody knows it',
  'Halt einfach die Klappe, du erbärmlicher Versager',
  'Tu es vraiment une personne méprisable',
  'Ты просто жалкий неудачник',
  '你这个人真是太恶心了，滚出去吧，没有人想看见你',
  'お前みたいなやつは本当に気持ち悪いから消えてくれ',
  'idiot',
];

describe('obfuscate', () => {
  it('changes each text while keeping its length within 30 %', () => {
    const rng = createRandom(11);
    for (const text of SAMPLES) {
      for (let i = 0; i < 50; i++) {
        const out = obfuscate(text, rng);
        expect(out, text).not.toBeNull();
        expect(out).not.toBe(text);
        expect(Math.abs((out ?? '').length - text.length)).toBeLessThanOrEqual(0.3 * text.length);
      }
    }
  });

  it('leaves most words untouched, so the text stays recognisable', () => {
    const text = SAMPLES[0] ?? '';
    const rng = createRandom(3);
    const words = text.split(' ');
    for (let i = 0; i < 50; i++) {
      const out = (obfuscate(text, rng) ?? '').split(' ');
      const kept = words.filter((w) => out.includes(w)).length;
      expect(kept).toBeGreaterThanOrEqual(words.length - 3);
    }
  });

  it('gives up on texts without a word of three letters', () => {
    expect(obfuscate('ok !! 12', createRandom(1))).toBeNull();
  });

  it('is deterministic for a seed', () => {
    expect(obfuscate(SAMPLES[1] ?? '', createRandom(8))).toBe(obfuscate(SAMPLES[1] ?? '', createRandom(8)));
  });
});
