import { describe, expect, it } from 'vitest';
import type { TrainRow } from '../data/rows.ts';
import { createRandom } from '../random.ts';
import { augmentToxicity } from './toxicity.ts';
import { TOXIC_LANGS, TOXIC_PHRASES } from './toxicity/phrases/index.ts';
import { WRITTEN_FAMILIES, toxicSlots } from './toxicity/written.ts';
import { fill } from './template.ts';

const LANGS = ['en', 'de', 'fr', 'es', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'tr', 'nl', 'pl'];

/** Stand-in toxic rows (written for this test), enough that the 3,000 sample is drawn from more. */
const WORDS = ['pathetic', 'disgusting', 'worthless', 'miserable', 'ridiculous', 'horrible', 'stupid', 'idiotic'];
const toxic: TrainRow[] = Array.from({ length: 4000 }, (_, i) => ({
  id: `t-${i}`,
  text: `comment ${i}: you are a ${WORDS[i % WORDS.length] ?? ''} and ${WORDS[(i * 3) % WORDS.length] ?? ''} person`,
  label: i % 10 === 0 ? 'non_toxic' : 'toxic',
  subtype: i % 2 === 0 ? 'insult' : null,
  lang: i % 3 === 0 ? 'de' : 'en',
  hard_negative: false,
  dataset: 'fixture',
}));

const started = Date.now();
const rows = augmentToxicity(toxic, 17);
const elapsed = Date.now() - started;

describe('augmentToxicity', () => {
  it('is deterministic per seed and varies across seeds', () => {
    expect(augmentToxicity(toxic, 17)).toEqual(rows);
    expect(augmentToxicity(toxic, 18).map((r) => r.text)).not.toEqual(rows.map((r) => r.text));
  });

  it('generates everything within a few seconds', () => {
    expect(elapsed).toBeLessThan(3000);
  });

  it('gives unique ids and texts, none equal to an input text', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
    const inputs = new Set(toxic.map((r) => r.text));
    expect(rows.some((r) => inputs.has(r.text))).toBe(false);
  });

  it('obfuscates about 3,000 toxic rows only, keeping label, subtype, language and length ±30 %', () => {
    const obfuscated = rows.filter((r) => r.dataset === 'augment/obfuscated');
    expect(obfuscated).toHaveLength(3000);
    const byId = new Map(toxic.map((r) => [r.text.replace(/^comment (\d+):.*$/, '$1'), r]));
    for (const r of obfuscated) {
      expect(r.label).toBe('toxic');
      expect(r.id).toMatch(/^aug-obfuscated-\d+$/);
      const source = byId.get(/^comment (\d+)/.exec(r.text)?.[1] ?? '');
      if (!source) continue; // the disguise may hit the number itself; the other rows cover the rule
      expect(source.label).toBe('toxic');
      expect(r.subtype).toBe(source.subtype);
      expect(r.lang).toBe(source.lang);
      expect(Math.abs(r.text.length - source.text.length)).toBeLessThanOrEqual(0.3 * source.text.length);
    }
  });

  it('writes every family in every language, positives and negatives level per language', () => {
    for (const lang of LANGS) {
      const written = rows.filter((r) => r.lang === lang && r.dataset !== 'augment/obfuscated');
      const pos = written.filter((r) => r.label === 'toxic').length;
      const neg = written.filter((r) => r.label === 'non_toxic').length;
      expect(pos, lang).toBeGreaterThan(100);
      expect(Math.abs(pos - neg) / Math.max(pos, neg), lang).toBeLessThan(0.15);
      for (const family of WRITTEN_FAMILIES) {
        expect(
          written.some((r) => r.dataset === `augment/${family.name}`),
          `${family.name} ${lang}`,
        ).toBe(true);
      }
    }
  });

  it('labels written rows by family: negatives are hard negatives, positives carry the asked subtypes', () => {
    for (const r of rows.filter((x) => x.dataset !== 'augment/obfuscated')) {
      const family = WRITTEN_FAMILIES.find((f) => `augment/${f.name}` === r.dataset);
      expect(family).toBeDefined();
      expect(r.label).toBe(family?.label);
      expect(r.subtype).toBe(family?.subtype);
      expect(r.hard_negative).toBe(r.label === 'non_toxic');
    }
    const subtypes = new Set(rows.filter((r) => r.label === 'toxic').map((r) => r.subtype));
    for (const s of ['threat', 'self_harm', 'hate', 'insult']) expect(subtypes.has(s)).toBe(true);
  });
});

describe('toxicity phrase tables', () => {
  it('cover every language the brief names', () => {
    expect([...TOXIC_LANGS].sort()).toEqual([...LANGS].sort());
  });

  it('fill every template with defined slots', () => {
    const rng = createRandom(2);
    for (const [lang, phrases] of Object.entries(TOXIC_PHRASES)) {
      const slots = toxicSlots(phrases);
      for (const family of WRITTEN_FAMILIES) {
        for (const t of phrases[family.key]) expect(fill(t, slots, rng), `${lang}: ${t}`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
