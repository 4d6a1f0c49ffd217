import { featureScale } from '@csg/detection-engine/ml';
import type { FeatureTable } from './featurize.ts';
import { createRandom } from '../random.ts';

export interface LinearWeights {
  bits: number;
  heads: number;
  /** Bucket-major: weights[bucket * heads + head]. */
  weights: Float32Array;
  biases: Float64Array;
}

export interface LogisticOptions {
  bits: number;
  epochs: number;
  /** Adagrad's base step. */
  rate: number;
  /** L2 shrinkage of the weights a row touches, per step. */
  l2: number;
  seed: number;
}

export const LOGISTIC_DEFAULTS: Omit<LogisticOptions, 'bits' | 'seed'> = { epochs: 5, rate: 0.2, l2: 1e-6 };

/**
 * Multi-head logistic regression trained with Adagrad over shuffled rows. `targets` holds per row
 * and head 1, 0 or -1 (no target: the head ignores the row); `weights` holds the row's loss weight
 * per head. Sparse updates: a step touches only the row's features.
 */
export function trainLogistic(
  table: FeatureTable,
  targets: Int8Array,
  weights: Float32Array,
  heads: number,
  options: LogisticOptions,
): LinearWeights {
  const { bits, epochs, rate, l2, seed } = options;
  const { offsets, features } = table;
  const rows = offsets.length - 1;
  const w = new Float32Array(2 ** bits * heads);
  const g = new Float32Array(2 ** bits * heads).fill(1e-8);
  const biases = new Float64Array(heads);
  const biasG = new Float64Array(heads).fill(1e-8);
  const order = Array.from({ length: rows }, (_, i) => i);
  const random = createRandom(seed);
  const gradients = new Float64Array(heads);
  for (let epoch = 0; epoch < epochs; epoch++) {
    random.shuffle(order);
    for (const row of order) {
      const start = offsets[row]!;
      const end = offsets[row + 1]!;
      const count = end - start;
      if (count === 0) continue;
      const x = featureScale(count);
      let any = false;
      for (let h = 0; h < heads; h++) {
        const target = targets[row * heads + h]!;
        if (target < 0) {
          gradients[h] = 0;
          continue;
        }
        let sum = 0;
        for (let i = start; i < end; i++) sum += w[features[i]! * heads + h]!;
        const p = 1 / (1 + Math.exp(-(biases[h]! + sum * x)));
        gradients[h] = (p - target) * weights[row * heads + h]!;
        any = true;
      }
      if (!any) continue;
      for (let h = 0; h < heads; h++) {
        const gradient = gradients[h]!;
        if (gradient === 0) continue;
        biasG[h]! += gradient * gradient;
        biases[h]! -= (rate * gradient) / Math.sqrt(biasG[h]!);
        const step = gradient * x;
        for (let i = start; i < end; i++) {
          const k = features[i]! * heads + h;
          const total = step + l2 * w[k]!;
          g[k]! += total * total;
          w[k]! -= (rate * total) / Math.sqrt(g[k]!);
        }
      }
    }
  }
  return { bits, heads, weights: w, biases };
}

/** Probabilities of every row for one head, under weights in floating point (before quantisation). */
export function predict(table: FeatureTable, model: LinearWeights, head: number): Float64Array {
  const { offsets, features } = table;
  const out = new Float64Array(offsets.length - 1);
  for (let row = 0; row < out.length; row++) {
    const start = offsets[row]!;
    const end = offsets[row + 1]!;
    let sum = 0;
    for (let i = start; i < end; i++) sum += model.weights[features[i]! * model.heads + head]!;
    const logit = model.biases[head]! + sum * featureScale(end - start);
    out[row] = 1 / (1 + Math.exp(-logit));
  }
  return out;
}
