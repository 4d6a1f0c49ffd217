import type { JailbreakCase, SecretCase, ToxicityCase } from './corpora.ts';
import {
  countInto,
  emptyMissList,
  emptyTally,
  noteMiss,
  outcomeOf,
  type MissList,
  type Outcome,
  type Tally,
} from './metrics.ts';
import { speaksFor } from './secret-scope.ts';

/**
 * Scoring of engine results against the corpora's labels. Pure: the inputs are the case metadata
 * (never the text) and the engine's entities; the outputs are counts and ids, never content.
 */

/** The part of a detected entity the scoring reads; structurally a subset of the engine's. */
export interface EngineEntity {
  type: string;
  category: 'pii' | 'secrets' | 'toxicity' | 'jailbreak' | 'injection';
  action: 'allow' | 'mask' | 'reject' | 'flag';
  start: number;
  end: number;
}

export interface Scored<C> {
  case: C;
  entities: readonly EngineEntity[];
}

export const MISS_CAP = 50;

/**
 * The engine has already applied the policy's thresholds; an entity it left at `allow` is not
 * acted on, so it does not count as a detection in any category.
 */
export const enforced = (e: EngineEntity): boolean => e.action !== 'allow';

const flags = (entities: readonly EngineEntity[], categories: readonly EngineEntity['category'][]) =>
  entities.some((e) => enforced(e) && categories.includes(e.category));

export interface SecretsScore {
  /** Negatives scored within their own upstream rule (see secret-scope.ts). */
  overall: Tally;
  /** Every enforced secrets entity counted against every negative, whatever its rule. */
  strict: Tally;
  byDataset: Map<string, Tally>;
  byCategory: Map<string, Tally>;
  /** Rules that also read a file path upstream; scored apart because the gateway sees no path. */
  pathDependent: Tally;
  /** `overall` without the positives whose value is an obvious placeholder (placeholder-values.ts). */
  withoutPlaceholders: Tally;
  misses: MissList;
  falseAlarms: MissList;
}

/** A secrets case's metadata; `placeholder` is set by the runner, which alone sees the text. */
export type SecretMeta = Omit<SecretCase, 'text'> & { placeholder?: boolean };

export function scoreSecrets(items: Iterable<Scored<SecretMeta>>, cap = MISS_CAP): SecretsScore {
  const score: SecretsScore = {
    overall: emptyTally(),
    strict: emptyTally(),
    byDataset: new Map(),
    byCategory: new Map(),
    pathDependent: emptyTally(),
    withoutPlaceholders: emptyTally(),
    misses: emptyMissList(),
    falseAlarms: emptyMissList(),
  };
  for (const { case: c, entities } of items) {
    const positive = c.label !== 'no_secret';
    const outcome = outcomeOf(
      positive,
      flags(
        entities.filter((e) => speaksFor(c, e)),
        ['secrets'],
      ),
    );
    if (c.path_dependent) {
      score.pathDependent[outcome] += 1;
      continue;
    }
    score.overall[outcome] += 1;
    if (!(positive && c.placeholder)) score.withoutPlaceholders[outcome] += 1;
    score.strict[outcomeOf(positive, flags(entities, ['secrets']))] += 1;
    countInto(score.byDataset, c.dataset, outcome);
    countInto(score.byCategory, c.category, outcome);
    const miss = { id: c.id, detail: c.rule_id };
    if (outcome === 'fn') noteMiss(score.misses, miss, cap);
    if (outcome === 'fp') noteMiss(score.falseAlarms, miss, cap);
  }
  return score;
}

export interface BinaryScore {
  overall: Tally;
  /** Breakdown name (e.g. `label`, `dataset`) → group value → counts. */
  breakdowns: Map<string, Map<string, Tally>>;
  misses: MissList;
  falseAlarms: MissList;
}

interface BinaryRule<C> {
  positive(c: C): boolean;
  predicted(entities: readonly EngineEntity[]): boolean;
  groups(c: C): Record<string, string>;
}

function scoreBinary<C extends { id: string; label: string }>(
  items: Iterable<Scored<C>>,
  rule: BinaryRule<C>,
  cap: number,
): BinaryScore {
  const score: BinaryScore = {
    overall: emptyTally(),
    breakdowns: new Map(),
    misses: emptyMissList(),
    falseAlarms: emptyMissList(),
  };
  for (const { case: c, entities } of items) {
    const outcome: Outcome = outcomeOf(rule.positive(c), rule.predicted(entities));
    score.overall[outcome] += 1;
    for (const [name, group] of Object.entries(rule.groups(c))) {
      const breakdown = score.breakdowns.get(name) ?? new Map<string, Tally>();
      countInto(breakdown, group, outcome);
      score.breakdowns.set(name, breakdown);
    }
    const miss = { id: c.id, detail: c.label };
    if (outcome === 'fn') noteMiss(score.misses, miss, cap);
    if (outcome === 'fp') noteMiss(score.falseAlarms, miss, cap);
  }
  return score;
}

export const ATTACK_LABELS: readonly JailbreakCase['label'][] = [
  'jailbreak',
  'prompt_injection',
  'indirect_prompt_injection',
];

/** Attacks are jailbreaks and (indirect) prompt injections; benign and plain harmful requests are not. */
export function scoreJailbreak(items: Iterable<Scored<Omit<JailbreakCase, 'text'>>>, cap = MISS_CAP): BinaryScore {
  return scoreBinary(
    items,
    {
      positive: (c) => ATTACK_LABELS.includes(c.label),
      predicted: (entities) => flags(entities, ['jailbreak', 'injection']),
      groups: (c) => ({ label: c.label, dataset: c.dataset }),
    },
    cap,
  );
}

export function scoreToxicity(items: Iterable<Scored<Omit<ToxicityCase, 'text'>>>, cap = MISS_CAP): BinaryScore {
  return scoreBinary(
    items,
    {
      positive: (c) => c.label === 'toxic',
      predicted: (entities) => flags(entities, ['toxicity']),
      groups: (c) => ({ dataset: c.dataset }),
    },
    cap,
  );
}
