import type { Corpora } from './corpora.ts';
import { createRandom } from '../random.ts';
import type { TrainRow } from './rows.ts';

/** A head's target for a row: 1, 0, or null when the row says nothing about it (left out of its loss). */
export type Target = 1 | 0 | null;

export interface Task {
  /** The model's name, as filters and the engine know it. */
  name: 'attack-classifier' | 'toxicity-classifier';
  /** The first head decides; the others name the entity type of what it found. */
  heads: readonly string[];
  rows: TrainRow[];
  targets(row: TrainRow): Target[];
  /** Rows whose first-head target is 0 and that show the false-positive rate (everyday text). */
  isEverydayNegative(row: TrainRow): boolean;
}

const INJECTION_SUBTYPES = new Set(['prompt_injection', 'goal_hijacking']);
/** Non-attack text from the toxicity corpora: more languages and registers among the negatives. */
const TOXICITY_ROWS_AS_NON_ATTACKS = 8000;

export function attackTask(corpora: Corpora, augmented: readonly TrainRow[], seed: number): Task {
  const random = createRandom(seed);
  const others = random.shuffle([...corpora.toxicity]).slice(0, TOXICITY_ROWS_AS_NON_ATTACKS);
  return {
    name: 'attack-classifier',
    heads: ['attack', 'injection', 'extraction'],
    rows: [...corpora.jailbreak, ...corpora.benign, ...corpora.harmful, ...others, ...augmented],
    targets(row) {
      if (row.label !== 'attack') return [0, null, null];
      const extraction = row.subtype === 'prompt_extraction';
      return [1, extraction ? null : INJECTION_SUBTYPES.has(row.subtype ?? '') ? 1 : 0, extraction ? 1 : 0];
    },
    isEverydayNegative: (row) => row.label === 'benign',
  };
}

/** Source subtypes mapped onto the hap-guard-v2 labels the model learns (labels.ts of the engine). */
const TOXIC_SUBTYPE_HEADS: Readonly<Record<string, string>> = {
  hate: 'hate',
  insult: 'insult',
  abuse: 'insult',
  harassment: 'insult',
  obscene: 'profanity',
  threat: 'threat',
  self_harm: 'self_harm',
};
const TOXICITY_HEADS = ['toxic', 'hate', 'insult', 'profanity', 'threat', 'self_harm'] as const;

export function toxicityTask(corpora: Corpora, augmented: readonly TrainRow[]): Task {
  const nonToxic = (rows: readonly TrainRow[]): TrainRow[] => rows.map((row) => ({ ...row, label: 'non_toxic' }));
  return {
    name: 'toxicity-classifier',
    heads: TOXICITY_HEADS,
    rows: [
      ...corpora.toxicity,
      ...nonToxic(corpora.benign),
      ...nonToxic(corpora.jailbreak.filter((row) => row.label === 'benign')),
      ...augmented,
    ],
    targets(row) {
      if (row.label !== 'toxic') return TOXICITY_HEADS.map(() => 0);
      const head = TOXIC_SUBTYPE_HEADS[row.subtype ?? ''];
      // A toxic row without a known subtype teaches only "toxic".
      return TOXICITY_HEADS.map((name, index) => (index === 0 ? 1 : head === undefined ? null : name === head ? 1 : 0));
    },
    isEverydayNegative: (row) => row.label === 'non_toxic',
  };
}
