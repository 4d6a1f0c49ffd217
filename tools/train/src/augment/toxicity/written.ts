import type { Random } from '../../random.ts';
import { SHARED_SLOTS } from '../attacks/shared-fillers.ts';
import { collectUnique, fill, mergeSlots } from '../template.ts';
import type { ToxicPhrases } from './phrases/types.ts';

type TemplateKey = Exclude<keyof ToxicPhrases, 'groups' | 'slots'>;

/** One family of written constructions: where its templates are, and the label and subtype it gets. */
export interface WrittenFamily {
  name: string;
  key: TemplateKey;
  label: 'toxic' | 'non_toxic';
  subtype: string;
}

export const WRITTEN_FAMILIES: readonly WrittenFamily[] = [
  { name: 'threat', key: 'threat', label: 'toxic', subtype: 'threat' },
  { name: 'incitement', key: 'incitement', label: 'toxic', subtype: 'hate' },
  { name: 'self-harm', key: 'selfHarm', label: 'toxic', subtype: 'self_harm' },
  { name: 'dehumanising', key: 'dehumanising', label: 'toxic', subtype: 'hate' },
  { name: 'stereotype', key: 'stereotype', label: 'toxic', subtype: 'hate' },
  { name: 'hate-question', key: 'question', label: 'toxic', subtype: 'hate' },
  { name: 'insult', key: 'insult', label: 'toxic', subtype: 'insult' },
  { name: 'counter-speech', key: 'counter', label: 'non_toxic', subtype: 'counter_speech' },
  { name: 'negation', key: 'negated', label: 'non_toxic', subtype: 'negation' },
  { name: 'group-mention', key: 'neutral', label: 'non_toxic', subtype: 'group_mention' },
  { name: 'homonym', key: 'homonym', label: 'non_toxic', subtype: 'homonym' },
];

/** Fillers for one language: its groups and slots on top of the shared names and dates. */
export function toxicSlots(phrases: ToxicPhrases) {
  return mergeSlots(SHARED_SLOTS, { ...phrases.slots, group: phrases.groups });
}

/**
 * `total` texts of one label in one language, drawn from its families in turn so each family gets an
 * equal share; a family whose templates run out leaves the rotation and the others fill its share, so
 * positives and negatives stay level per language.
 */
export function writtenTexts(
  phrases: ToxicPhrases,
  label: WrittenFamily['label'],
  total: number,
  seen: Set<string>,
  rng: Random,
): { family: WrittenFamily; text: string }[] {
  const slots = toxicSlots(phrases);
  const active = WRITTEN_FAMILIES.filter((f) => f.label === label);
  const out: { family: WrittenFamily; text: string }[] = [];
  for (let turn = 0; out.length < total && active.length > 0;) {
    const at = turn % active.length;
    const family = active[at] as WrittenFamily;
    const [text] = collectUnique(1, seen, () => fill(rng.pick(phrases[family.key]), slots, rng));
    if (text === undefined) {
      active.splice(at, 1);
      continue;
    }
    out.push({ family, text });
    turn++;
  }
  return out;
}
