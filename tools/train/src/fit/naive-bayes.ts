import { featureScale } from '@csg/detection-engine/ml';
import type { FeatureTable } from './featurize.ts';
import type { LinearWeights } from './logistic.ts';
import { supervise } from './loss-weights.ts';
import { FEATURE_BITS, type Trainer } from './train-task.ts';

export interface NaiveBayesOptions {
  bits: number;
  /** Added to every bucket's count per class (Laplace at 1), in units of one occurrence in an average row. */
  smoothing: number;
  /** Ridge on the calibration's slope and bias: keeps them finite where the training rows separate, or a head has one class only. */
  calibrationL2: number;
}

export const NAIVE_BAYES_DEFAULTS: Omit<NaiveBayesOptions, 'bits'> = { smoothing: 1, calibrationL2: 1 };

/**
 * Multinomial naive Bayes per head over the hashed features, each occurrence counted with the row's
 * loss weight, then per head a logistic calibration of the score Σr·featureScale(count) (r: the bucket's smoothed
 * log-count ratio) to a slope a and bias b, fitted on out-of-fold scores (two halves of the rows by
 * position). The result is weights a·r and bias b, which the engine
 * scores like the logistic family (bias + Σw·featureScale(count)). No randomness: the same rows give the same model.
 */
export function trainNaiveBayes(
  table: FeatureTable,
  targets: Int8Array,
  weights: Float32Array,
  heads: number,
  options: NaiveBayesOptions,
): LinearWeights {
  const { bits, smoothing, calibrationL2 } = options;
  const { offsets, features } = table;
  const rows = offsets.length - 1;
  const buckets = 2 ** bits;
  const out = new Float32Array(buckets * heads);
  const biases = new Float64Array(heads);
  const ratios = new Float64Array(buckets);
  const folds = [new Float64Array(buckets), new Float64Array(buckets)] as const;
  const scores = new Float64Array(rows);
  const rowWeights = new Float64Array(rows);
  for (let h = 0; h < heads; h++) {
    // Loss weights rescaled to a mean of 1 per row in the head's loss, so that `smoothing` means the
    // same whatever the weighting scheme's scale.
    let total = 0;
    let supervised = 0;
    for (let r = 0; r < rows; r++) {
      const w = weights[r * heads + h]!;
      if (targets[r * heads + h]! < 0 || w <= 0) continue;
      total += w;
      supervised++;
    }
    const scale = total > 0 ? supervised / total : 0;
    for (let r = 0; r < rows; r++) rowWeights[r] = targets[r * heads + h]! < 0 ? 0 : weights[r * heads + h]! * scale;
    const head = { table, targets, weights: rowWeights, heads, h, smoothing };
    logCountRatios(head, () => true, ratios);
    // Scores on rows a model has seen are overconfident: the calibration reads each row's score
    // under the ratios of the half of the rows it is not in.
    logCountRatios(head, (r) => r % 2 === 1, folds[0]);
    logCountRatios(head, (r) => r % 2 === 0, folds[1]);
    for (let r = 0; r < rows; r++) {
      const start = offsets[r]!;
      const end = offsets[r + 1]!;
      const fold = folds[r % 2]!;
      let sum = 0;
      for (let i = start; i < end; i++) sum += fold[features[i]!]!;
      scores[r] = sum * featureScale(end - start);
    }
    const [a, b] = calibrate(scores, targets, rowWeights, heads, h, calibrationL2);
    for (let j = 0; j < buckets; j++) out[j * heads + h] = a * ratios[j]!;
    biases[h] = b;
  }
  return { bits, heads, weights: out, biases };
}

interface HeadData {
  table: FeatureTable;
  targets: Int8Array;
  /** Per row, this head's rescaled loss weight (0 without a target). */
  weights: Float64Array;
  heads: number;
  h: number;
  smoothing: number;
}

/** Per bucket log P(bucket | positive) − log P(bucket | negative), smoothed, over the rows `include` keeps. */
function logCountRatios(head: HeadData, include: (row: number) => boolean, out: Float64Array): void {
  const { table, targets, weights, heads, h, smoothing } = head;
  const { offsets, features } = table;
  const counts = [new Float64Array(out.length), new Float64Array(out.length)] as const;
  const sums = [0, 0];
  for (let r = 0; r + 1 < offsets.length; r++) {
    const w = weights[r]!;
    if (w === 0 || !include(r)) continue;
    const target = targets[r * heads + h]! as 0 | 1;
    const c = counts[target];
    for (let i = offsets[r]!; i < offsets[r + 1]!; i++) c[features[i]!]! += w;
    sums[target]! += w * (offsets[r + 1]! - offsets[r]!);
  }
  const norm1 = Math.log(smoothing * out.length + sums[1]!);
  const norm0 = Math.log(smoothing * out.length + sums[0]!);
  for (let j = 0; j < out.length; j++) {
    out[j] = Math.log(smoothing + counts[1][j]!) - norm1 - (Math.log(smoothing + counts[0][j]!) - norm0);
  }
}

/** Weighted log loss of σ(a·score + b) plus the ridge, over the rows with a target for head h. */
function calibrationLoss(
  scores: Float64Array,
  targets: Int8Array,
  weights: Float64Array,
  heads: number,
  h: number,
  l2: number,
  a: number,
  b: number,
): number {
  let loss = (l2 * (a * a + b * b)) / 2;
  for (let r = 0; r < scores.length; r++) {
    const w = weights[r]!;
    if (w === 0) continue;
    const z = a * scores[r]! + b;
    // log(1 + e^z) - t·z, computed without overflow.
    loss += w * (Math.max(z, 0) + Math.log1p(Math.exp(-Math.abs(z))) - targets[r * heads + h]! * z);
  }
  return loss;
}

/** Newton's method with step halving on the two parameters (a, b); convex, so it converges from (1, 0). */
function calibrate(
  scores: Float64Array,
  targets: Int8Array,
  weights: Float64Array,
  heads: number,
  h: number,
  l2: number,
): [number, number] {
  let a = 1;
  let b = 0;
  let loss = calibrationLoss(scores, targets, weights, heads, h, l2, a, b);
  for (let iteration = 0; iteration < 100; iteration++) {
    let ga = l2 * a;
    let gb = l2 * b;
    let haa = l2;
    let hab = 0;
    let hbb = l2;
    for (let r = 0; r < scores.length; r++) {
      const w = weights[r]!;
      if (w === 0) continue;
      const s = scores[r]!;
      const p = 1 / (1 + Math.exp(-(a * s + b)));
      const residual = w * (p - targets[r * heads + h]!);
      const curvature = w * p * (1 - p);
      ga += residual * s;
      gb += residual;
      haa += curvature * s * s;
      hab += curvature * s;
      hbb += curvature;
    }
    const det = haa * hbb - hab * hab;
    let da = (hbb * ga - hab * gb) / det;
    let db = (haa * gb - hab * ga) / det;
    let next = calibrationLoss(scores, targets, weights, heads, h, l2, a - da, b - db);
    for (let halvings = 0; next > loss && halvings < 40; halvings++) {
      da /= 2;
      db /= 2;
      next = calibrationLoss(scores, targets, weights, heads, h, l2, a - da, b - db);
    }
    if (next > loss) break;
    a -= da;
    b -= db;
    const improvement = loss - next;
    loss = next;
    if (improvement <= 1e-12 * (1 + Math.abs(loss))) break;
  }
  return [a, b];
}

export const naiveBayesTrainer: Trainer = (table, task, rows) => {
  const { targets, weights } = supervise(task, rows);
  return trainNaiveBayes(table, targets, weights, task.heads.length, { ...NAIVE_BAYES_DEFAULTS, bits: FEATURE_BITS });
};
