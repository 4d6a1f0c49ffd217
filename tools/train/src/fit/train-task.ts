import { normalize } from '@csg/detection-engine';
import { ModelBank, scoreText, topProbability } from '@csg/detection-engine/ml';
import { featurize, type FeatureTable } from './featurize.ts';
import { LOGISTIC_DEFAULTS, trainLogistic, type LinearWeights } from './logistic.ts';
import { quantize } from './quantize.ts';
import { supervise } from './loss-weights.ts';
import type { TrainRow } from '../data/rows.ts';
import { isValidation } from '../data/split.ts';
import type { Task } from '../data/tasks.ts';
import { count, f1, falsePositiveRate, recall, thresholdForFalsePositiveRate, type Scored } from './threshold.ts';

/** Buckets of the hashed features: 2^20 keeps collisions rare at a byte per weight and head. */
export const FEATURE_BITS = 18;
/**
 * The share of validation negatives a model may flag, scored as the engine scores (every chunk and
 * the whole text). Attacks are rejected by default, so their bar is strict; toxicity is flagged by
 * default and its labels are noisier across sources.
 */
const VALIDATION_FPR: Record<Task['name'], number> = { 'attack-classifier': 0.005, 'toxicity-classifier': 0.05 };

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

/** The first head's scores of `rows` as the engine's detector computes them (after quantisation), with their targets. */
export function scoreRows(task: Task, model: LinearWeights, rows: readonly TrainRow[]): Scored[] {
  const bank = new ModelBank([quantize(model, task.name, task.heads, 0.5, {})]);
  return rows.map((row) => ({
    target: task.targets(row)[0] === 1 ? 1 : 0,
    score: topProbability(bank.models[0]!, scoreText(bank, normalize(row.text).relaxed)),
  }));
}

/**
 * Trains on every row but the validation tenth and picks the first head's threshold there: the
 * lowest one that keeps the validation negatives flagged under the task's VALIDATION_FPR.
 */
export function trainTask(task: Task, trainer: Trainer = logisticTrainer, seed = 1): TrainedTask {
  const train = task.rows.filter((row) => !isValidation(row));
  const held = task.rows.filter((row) => isValidation(row));
  const model = trainer(featurize(train, FEATURE_BITS), task, train, seed);
  const scored = scoreRows(task, model, held);
  const threshold = thresholdForFalsePositiveRate(scored, VALIDATION_FPR[task.name]);
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
