import { supervise } from '@csg/train/fit/loss-weights.ts';
import { LOGISTIC_DEFAULTS, trainLogistic } from '@csg/train/fit/logistic.ts';
import type { TrainRow } from '@csg/train/data/rows.ts';
import type { Task } from '@csg/train/data/tasks.ts';
import { FEATURE_BITS, scoreRows, trainTask, type Trainer } from '@csg/train/fit/train-task.ts';

/**
 * Leave-one-source-out: a model trained without any row of one source, scored on that source. What
 * it measures is how the detectors do on text from somewhere no training row came from, which a
 * validation split of the same sources cannot show.
 */

/** Generated rows are never held out: they are constructions, not a source text comes from. */
export const isAugmentation = (row: TrainRow): boolean => row.dataset.startsWith('augment/');

/** Every source of a task's rows that can be held out, sorted. */
export function heldOutSources(rows: readonly TrainRow[]): string[] {
  return [...new Set(rows.filter((row) => !isAugmentation(row)).map((row) => row.dataset))].sort();
}

/** The held-out source's rows, and every other row (augmentation included) to train and validate on. */
export function losoSplit(rows: readonly TrainRow[], source: string): { train: TrainRow[]; heldOut: TrainRow[] } {
  const train: TrainRow[] = [];
  const heldOut: TrainRow[] = [];
  for (const row of rows) (row.dataset === source ? heldOut : train).push(row);
  return { train, heldOut };
}

/**
 * The task reduced to its first head, the one that decides and that thresholds are chosen for. Both
 * families train every head on its own targets and weights alone, so the first head comes out the
 * same as in the full task, at a fraction of the cost.
 */
export function firstHeadOnly(task: Task): Task {
  return { ...task, heads: task.heads.slice(0, 1), targets: (row) => task.targets(row).slice(0, 1) };
}

/** Family A with fewer epochs than `pnpm train` uses, for a quicker LOSO run. */
export function logisticTrainerWithEpochs(epochs: number): Trainer {
  return (table, task, rows, seed) => {
    const { targets, weights } = supervise(task, rows);
    return trainLogistic(table, targets, weights, task.heads.length, {
      ...LOGISTIC_DEFAULTS,
      epochs,
      bits: FEATURE_BITS,
      seed,
    });
  };
}

/** One held-out row's outcome: metadata only, never its text. */
export interface Prediction {
  source: string;
  lang: string;
  target: 0 | 1;
  predicted: boolean;
  /** Everyday text (benign prompts, non-toxic text): its false positives are the ones users see. */
  everyday: boolean;
}

export interface Fold {
  source: string;
  threshold: number;
  trainRows: number;
  predictions: Prediction[];
}

/**
 * Trains with `trainTask` (validation tenth and threshold rule included) on the rows of every other
 * source, then applies that model and threshold to the held-out source.
 */
export function runFold(task: Task, source: string, trainer: Trainer): Fold {
  const { train, heldOut } = losoSplit(task.rows, source);
  const reduced = { ...firstHeadOnly(task), rows: train };
  const { model, threshold, trainRows } = trainTask(reduced, trainer);
  const scored = scoreRows(reduced, model, heldOut);
  const predictions = heldOut.map((row, i) => ({
    source,
    lang: row.lang,
    target: scored[i]!.target,
    predicted: scored[i]!.score >= threshold,
    everyday: task.isEverydayNegative(row),
  }));
  return { source, threshold, trainRows, predictions };
}
