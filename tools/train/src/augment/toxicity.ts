import type { TrainRow } from '../data/rows.ts';
import { createRandom, deriveSeed } from '../random.ts';
import { FamilyRows } from './rows.ts';
import { obfuscate } from './toxicity/obfuscate.ts';
import { TOXIC_LANGS, TOXIC_PHRASES } from './toxicity/phrases/index.ts';
import { WRITTEN_FAMILIES, writtenTexts } from './toxicity/written.ts';

/** How many of the given toxic rows get an obfuscated copy. */
const OBFUSCATED = 3000;
/** Written rows per label: English gets more because its templates are richer. */
const PER_LABEL: Readonly<Record<string, number>> = { en: 420 };
const PER_LABEL_OTHER = 140;

/**
 * Obfuscated copies of a seeded sample of `toxic` (same label, subtype and language), plus written
 * threats, incitement, self-harm incitement, dehumanisation, stereotypes and insults with matched
 * non-toxic hard negatives (counter-speech, negations, neutral mentions, harmless homonyms) in every
 * language of the tables. The same rows and seed always give the same output.
 */
export function augmentToxicity(toxic: readonly TrainRow[], seed: number): TrainRow[] {
  const seen = new Set(toxic.map((r) => r.text));
  const obfuscated = new FamilyRows('obfuscated');
  const rng = createRandom(deriveSeed(seed, 'obfuscated'));
  const order = rng.shuffle(toxic.flatMap((r, i) => (r.label === 'toxic' ? [i] : [])));
  for (const i of order) {
    if (obfuscated.rows.length >= OBFUSCATED) break;
    const row = toxic[i] as TrainRow;
    const text = obfuscate(row.text, rng);
    if (text === null || seen.has(text)) continue;
    seen.add(text);
    obfuscated.add(text, 'toxic', row.subtype, row.lang, false);
  }

  const families = new Map(WRITTEN_FAMILIES.map((f) => [f.name, new FamilyRows(f.name)]));
  for (const lang of TOXIC_LANGS) {
    const phrases = TOXIC_PHRASES[lang];
    if (!phrases) throw new Error(`no toxicity phrases for ${lang}`);
    const total = PER_LABEL[lang] ?? PER_LABEL_OTHER;
    for (const label of ['toxic', 'non_toxic'] as const) {
      const langRng = createRandom(deriveSeed(seed, `written/${lang}/${label}`));
      for (const { family, text } of writtenTexts(phrases, label, total, seen, langRng)) {
        families.get(family.name)?.add(text, label, family.subtype, lang, label === 'non_toxic');
      }
    }
  }
  return [...obfuscated.rows, ...[...families.values()].flatMap((f) => f.rows)];
}
