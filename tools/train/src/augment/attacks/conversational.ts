import type { Random } from '../../random.ts';
import { fill, subsetInOrder, type Slots } from '../template.ts';
import type { AttackPhrases } from './phrases/types.ts';

/** Texts of one family: an attack or its benign look-alike, in one language. */
export type Make = (phrases: AttackPhrases, slots: Slots, rng: Random) => string;

/** Sentences join with a space, except after full-width punctuation, where CJK writing puts none. */
export function joinParts(parts: readonly string[]): string {
  return parts
    .filter((p) => p.length > 0)
    .reduce((out, p) => (out === '' ? p : /[。！？」）]$/.test(out) ? out + p : `${out} ${p}`), '');
}

/** Wraps a request in an optional chat opener and closer, identically for both labels. */
function chat(phrases: AttackPhrases, text: string, rng: Random): string {
  const lead = rng.chance(0.4) ? rng.pick(phrases.chat.lead) : '';
  const tail = rng.chance(0.4) ? rng.pick(phrases.chat.tail) : '';
  return joinParts([lead, text, tail]);
}

export const personaAttack: Make = (phrases, slots, rng) => {
  const { intro, rules, ask } = phrases.persona;
  const parts = [rng.pick(intro), ...subsetInOrder(rules, 0, 3, rng), rng.pick(ask)];
  // One persona name per text, as a real prompt keeps one.
  const persona = rng.pick(slots.persona ?? ['']);
  return chat(phrases, fill(joinParts(parts), { ...slots, persona: [persona] }, rng), rng);
};

export const personaBenign: Make = (phrases, slots, rng) =>
  chat(phrases, fill(rng.pick(phrases.persona.benign), slots, rng), rng);

export const extractionAttack: Make = (phrases, slots, rng) => {
  const { pretext, ask, format } = phrases.extraction;
  const request = joinParts([rng.chance(0.85) ? rng.pick(pretext) : '', rng.pick(ask), rng.pick(format)]);
  // The ask buried between unrelated harmless requests, as a distraction.
  if (rng.chance(0.2)) {
    const around = [...phrases.persona.benign, ...phrases.leak.benign];
    return fill(joinParts([rng.pick(around), request, rng.pick(around)]), slots, rng);
  }
  return chat(phrases, fill(request, slots, rng), rng);
};

export const extractionBenign: Make = (phrases, slots, rng) =>
  chat(phrases, fill(rng.pick(phrases.extraction.benign), slots, rng), rng);

export const leakAttack: Make = (phrases, slots, rng) =>
  chat(phrases, fill(rng.pick(phrases.leak.attack), slots, rng), rng);

export const leakBenign: Make = (phrases, slots, rng) =>
  chat(phrases, fill(rng.pick(phrases.leak.benign), slots, rng), rng);

export const discussionBenign: Make = (phrases, slots, rng) =>
  chat(phrases, fill(rng.pick(phrases.discussion), slots, rng), rng);
