import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { augmentAttacks } from './attacks.ts';
import { indirectPair } from './attacks/indirect.ts';
import { ATTACK_LANGS, ATTACK_PHRASES } from './attacks/phrases/index.ts';
import { ASK_KINDS, CARRIERS } from './attacks/phrases/types.ts';
import { SHARED_SLOTS } from './attacks/shared-fillers.ts';
import { fill, mergeSlots } from './template.ts';

const LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'bn', 'tr', 'vi', 'nl', 'pl'];
const started = Date.now();
const rows = augmentAttacks(17);
const elapsed = Date.now() - started;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('augmentAttacks', () => {
  it('is deterministic per seed and varies across seeds', () => {
    expect(augmentAttacks(17)).toEqual(rows);
    const other = augmentAttacks(18);
    expect(other.map((r) => r.text)).not.toEqual(rows.map((r) => r.text));
  });

  it('generates everything within a few seconds', () => {
    expect(elapsed).toBeLessThan(3000);
  });

  it('gives unique ids and never the same text twice', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
  });

  it('names ids and datasets after the family, and marks every benign row a hard negative', () => {
    for (const r of rows) {
      const family = r.dataset.replace('augment/', '');
      expect(r.id).toMatch(new RegExp(`^aug-${family}-\\d+$`));
      expect(r.hard_negative).toBe(r.label === 'benign');
      if (r.label === 'benign') expect(r.subtype).toBe(family);
      else expect(['prompt_injection', 'jailbreak', 'prompt_extraction']).toContain(r.subtype);
    }
  });

  it('has attacks and benign look-alikes in every language for families a–c and e, discussion in all', () => {
    const has = (dataset: string, lang: string, label: string) =>
      rows.some((r) => r.dataset === dataset && r.lang === lang && r.label === label);
    for (const lang of LANGS) {
      for (const family of ['indirect', 'persona', 'extraction', 'prompt-leak']) {
        expect(has(`augment/${family}`, lang, 'attack'), `${family} ${lang}`).toBe(true);
        expect(has(`augment/${family}`, lang, 'benign'), `${family} ${lang}`).toBe(true);
      }
      expect(has('augment/discussion', lang, 'benign'), lang).toBe(true);
    }
    expect(has('augment/obfuscation', 'en', 'attack') && has('augment/obfuscation', 'en', 'benign')).toBe(true);
  });

  it('keeps volumes in the asked range, about half of the attacks in English', () => {
    const attacks = rows.filter((r) => r.label === 'attack');
    const benign = rows.length - attacks.length;
    expect(attacks.length).toBeGreaterThanOrEqual(5000);
    expect(attacks.length).toBeLessThanOrEqual(7000);
    expect(benign).toBeGreaterThanOrEqual(5000);
    expect(benign).toBeLessThanOrEqual(7500);
    const english = attacks.filter((r) => r.lang === 'en').length / attacks.length;
    expect(english).toBeGreaterThan(0.4);
    expect(english).toBeLessThan(0.65);
  });

  it('keeps texts between one line and about 1,500 characters', () => {
    for (const r of rows) expect(r.text.length).toBeLessThanOrEqual(1600);
    expect(Math.max(...rows.map((r) => r.text.length))).toBeGreaterThan(600);
  });
});

describe('attack phrase tables', () => {
  it('cover every language the brief names', () => {
    expect([...ATTACK_LANGS].sort()).toEqual([...LANGS].sort());
  });

  it('fill every template with fillers the language or the shared table defines', () => {
    const rng = createRandom(1);
    for (const [lang, phrases] of Object.entries(ATTACK_PHRASES)) {
      const slots = mergeSlots(SHARED_SLOTS, phrases.slots);
      for (const t of strings({ ...phrases, slots: [] })) {
        expect(() => fill(t, slots, rng), `${lang}: ${t}`).not.toThrow();
        expect(fill(t, slots, rng), `${lang}: ${t}`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});

describe('indirectPair', () => {
  it('gives every carrier and request kind a benign twin that differs only by the hidden line', () => {
    for (const lang of LANGS) {
      const phrases = ATTACK_PHRASES[lang];
      if (!phrases) throw new Error(lang);
      const slots = mergeSlots(SHARED_SLOTS, phrases.slots);
      const rng = createRandom(5);
      const carriers = new Set<string>();
      const asks = new Set<string>();
      for (let i = 0; i < 300; i++) {
        const pair = indirectPair(phrases.indirect, slots, rng);
        carriers.add(pair.carrier);
        asks.add(pair.ask);
        expect(pair.benign).not.toBe(pair.attack);
        const attackLines = new Set(pair.attack.split('\n'));
        const onlyInBenign = pair.benign.split('\n').filter((l) => !attackLines.has(l));
        expect(onlyInBenign.length).toBeLessThanOrEqual(1);
      }
      expect([...carriers].sort(), lang).toEqual([...CARRIERS].sort());
      expect([...asks].sort(), lang).toEqual([...ASK_KINDS].sort());
    }
  });
});
