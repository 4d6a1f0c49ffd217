import { featurize, type FeatureTable } from './featurize.ts';
import { LOGISTIC_DEFAULTS, predict, trainLogistic, type LinearWeights } from './logistic.ts';
import { supervise } from './loss-weights.ts';
import type { TrainRow } from './rows.ts';
import { isValidation } from './split.ts';
import type { Task } from './tasks.ts';
import {
  count,
  f1,
  falsePositiveRate,
  recall,
  thresholdForF1,
  thresholdForFalsePositiveRate,
  type Scored,
} from './threshold.ts';

/** Buckets of the hashed features: 2^20 keeps collisions rare at a byte per weight and head. */
export const FEATURE_BITS = 20;
/** The attack model reports at most this share of validation benign prompts (its texts are chunked in the engine, so each chunk is one more chance). */
const ATTACK_VALIDATION_FPR = 0.005;

/** A model family: rows and their supervision in, float weights out. */
export type Trainer = (table: FeatureTable, task: Task, rows: readonly TrainRow[], seed: number) => LinearWeights;

export const logisticTrainer: Trainer = (table, task, rows, seed) => {
  const { targets, weights } = supervise(task, rows);
  return trainLogistic(table, targets, weights, task.heads.length, { ...LOGISTIC_DEFAULTS, bits: FEATURE_BITS, seed });
};

export interface TrainedTask {
  model: LinearWeights;
  threshold: number;
  validation: { rows: number; recall: number; falsePositiveRate: number; f1: number };
  trainRows: number;
}

/** The first head's scores of `rows`, with their targets, under `model`. */
export function scoreRows(task: Task, model: LinearWeights, rows: readonly TrainRow[]): Scored[] {
  const scores = predict(featurize(rows, model.bits), model, 0);
  return rows.map((row, i) => ({ target: task.targets(row)[0] === 1 ? 1 : 0, score: scores[i]! }));
}

/**
 * Trains on every row but the validation tenth and picks the first head's threshold there: for
 * attacks the lowest one that keeps benign false positives under ATTACK_VALIDATION_FPR, for
 * toxicity the best F1 (its labels are noisier, and flagging is the default action).
 */
export function trainTask(task: Task, trainer: Trainer = logisticTrainer, seed = 1): TrainedTask {
  const train = task.rows.filter((row) => !isValidation(row));
  const held = task.rows.filter((row) => isValidation(row));
  const model = trainer(featurize(train, FEATURE_BITS), task, train, seed);
  const scored = scoreRows(task, model, held);
  const threshold =
    task.name === 'attack-classifier'
      ? thresholdForFalsePositiveRate(scored, ATTACK_VALIDATION_FPR)
      : thresholdForF1(scored);
  const counts = count(scored, threshold);
  return {
    model,
    threshold,
    trainRows: train.length,
    validation: {
      rows: held.length,
      recall: recall(counts),
      falsePositiveRate: falsePositiveRate(counts),
      f1: f1(counts),
    },
  };
}
