import type { Category, Detector, Finding, NormalizedText } from '../../types.ts';
import { discussionFactor } from './discussion.ts';
import { PHRASE_FAMILIES } from './families.ts';
import { indexSignals } from '../keywords/key-index.ts';
import { scanIndexed } from '../keywords/key-scan.ts';
import { combine, cover, type Hit } from './signal.ts';

export interface Scored {
  type: string;
  category: Category;
  hits: Hit[];
  confidence: number;
}

// Below this the evidence is noise; the policy threshold (0.7 by default) decides the rest.
const MIN_REPORTED = 0.4;
// Evidence for another attack type corroborates at half weight ("you are now" plus "no limits").
const SUPPORT_SCALE = 0.5;

const INDEX = indexSignals(PHRASE_FAMILIES.flatMap((family) => family.signals));
const FAMILY_OF = new Map(
  PHRASE_FAMILIES.flatMap((family, index) => family.signals.map((signal) => [signal.id, index])),
);

/** Jailbreak, injection and extraction confidences for a lower-cased view, one scan for all three. */
export function scorePromptAttacks(view: string): Scored[] {
  const byFamily: Hit[][] = PHRASE_FAMILIES.map(() => []);
  for (const hit of scanIndexed(view, INDEX)) byFamily[FAMILY_OF.get(hit.id) ?? 0]?.push(hit);
  PHRASE_FAMILIES.forEach((family, index) => {
    const hits = byFamily[index];
    if (family.extra !== undefined && hits !== undefined) hits.push(...family.extra(view, hits));
  });
  const damping = byFamily.some((hits) => hits.length > 0) ? discussionFactor(view) : 1;
  return PHRASE_FAMILIES.map((family, index) => {
    const hits = byFamily[index] ?? [];
    const others = byFamily.filter((_, other) => other !== index).flat();
    const miss = (1 - combine(hits)) * (1 - combine(others, SUPPORT_SCALE));
    return {
      type: family.type,
      category: family.category,
      hits,
      confidence: hits.length === 0 ? 0 : (1 - miss) * damping,
    };
  });
}

/**
 * Jailbreak, prompt injection and system prompt extraction from phrases on the relaxed view. One
 * detector reports all three because they corroborate each other and share one scan of the text;
 * each finding carries its own category.
 */
export const promptAttackDetector: Detector = {
  name: 'prompt-attacks',
  emits: PHRASE_FAMILIES.map(({ category, type }) => ({ category, types: [type] })),
  detect(input: NormalizedText): Finding[] {
    const findings: Finding[] = [];
    for (const { type, category, hits, confidence } of scorePromptAttacks(input.relaxed)) {
      if (confidence < MIN_REPORTED) continue;
      const [start, end] = input.toOriginal('relaxed', ...cover(hits));
      findings.push({ type, category, start, end, confidence: Math.round(confidence * 1000) / 1000, source: 'regex' });
    }
    return findings;
  },
};
