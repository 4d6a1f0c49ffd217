import type { TrainRow } from '../data/rows.ts';
import { createRandom, deriveSeed, type Random } from '../random.ts';
import {
  discussionBenign,
  extractionAttack,
  extractionBenign,
  leakAttack,
  leakBenign,
  personaAttack,
  personaBenign,
  type Make,
} from './attacks/conversational.ts';
import { indirectPair } from './attacks/indirect.ts';
import { obfuscationPair } from './attacks/obfuscation.ts';
import { ATTACK_LANGS, ATTACK_PHRASES } from './attacks/phrases/index.ts';
import type { AttackPhrases } from './attacks/phrases/types.ts';
import { SHARED_SLOTS } from './attacks/shared-fillers.ts';
import { FamilyRows, collectPairs } from './rows.ts';
import { collectUnique, mergeSlots, type Slots } from './template.ts';

/** Rows per family and label; half of them English, the rest spread evenly over the other languages. */
const PER_FAMILY = 1100;

interface Family {
  name: string;
  subtype: string;
  /** Languages it is written for: obfuscation only in English, its encodings assume Latin letters. */
  langs: readonly string[];
  /** `pair` for matched carriers, else separate attack / benign generators (attack null: benign only). */
  pair?: (phrases: AttackPhrases, slots: Slots, rng: Random) => { attack: string; benign: string };
  attack?: Make | null;
  benign?: Make;
}

const FAMILIES: readonly Family[] = [
  {
    name: 'indirect',
    subtype: 'prompt_injection',
    langs: ATTACK_LANGS,
    pair: (p, s, r) => indirectPair(p.indirect, s, r),
  },
  { name: 'persona', subtype: 'jailbreak', langs: ATTACK_LANGS, attack: personaAttack, benign: personaBenign },
  {
    name: 'extraction',
    subtype: 'prompt_extraction',
    langs: ATTACK_LANGS,
    attack: extractionAttack,
    benign: extractionBenign,
  },
  { name: 'obfuscation', subtype: 'prompt_injection', langs: ['en'], pair: (_p, s, r) => obfuscationPair(s, r) },
  { name: 'prompt-leak', subtype: 'prompt_extraction', langs: ATTACK_LANGS, attack: leakAttack, benign: leakBenign },
  { name: 'discussion', subtype: 'discussion', langs: ATTACK_LANGS, attack: null, benign: discussionBenign },
];

function quota(lang: string, langs: readonly string[]): number {
  if (langs.length === 1) return PER_FAMILY;
  return lang === 'en' ? PER_FAMILY / 2 : Math.ceil(PER_FAMILY / 2 / (langs.length - 1));
}

/**
 * Written attack constructions (indirect injection in carriers, persona jailbreaks, social-engineering
 * extraction, obfuscated payloads, prompt leaking) with benign look-alikes (`hard_negative`) per family
 * and language. The same seed always gives the same rows.
 */
export function augmentAttacks(seed: number): TrainRow[] {
  const seen = new Set<string>();
  const rows: TrainRow[] = [];
  for (const family of FAMILIES) {
    const out = new FamilyRows(family.name);
    for (const lang of family.langs) {
      const phrases = ATTACK_PHRASES[lang];
      if (!phrases) throw new Error(`no attack phrases for ${lang}`);
      const slots = mergeSlots(SHARED_SLOTS, phrases.slots);
      const rng = createRandom(deriveSeed(seed, `${family.name}/${lang}`));
      const n = quota(lang, family.langs);
      const add = (text: string, attack: boolean): void =>
        out.add(text, attack ? 'attack' : 'benign', attack ? family.subtype : family.name, lang, !attack);
      if (family.pair) {
        const make = family.pair;
        for (const p of collectPairs(n, seen, () => make(phrases, slots, rng))) {
          add(p.attack, true);
          add(p.benign, false);
        }
        continue;
      }
      const { attack, benign } = family;
      if (attack) for (const t of collectUnique(n, seen, () => attack(phrases, slots, rng))) add(t, true);
      if (benign) for (const t of collectUnique(n, seen, () => benign(phrases, slots, rng))) add(t, false);
    }
    rows.push(...out.rows);
  }
  return rows;
}
