import type { ModelFile } from '@csg/detection-engine/ml';
import type { LinearWeights } from './logistic.ts';

/**
 * Float weights to signed bytes with one scale per head (its largest magnitude maps to 127): a
 * quarter of the size, and the scores move by far less than the thresholds' margins.
 */
export function quantize(
  model: LinearWeights,
  name: string,
  headNames: readonly string[],
  threshold: number,
  training: Record<string, unknown>,
): ModelFile {
  const { heads, weights: w } = model;
  const largest = new Float64Array(heads);
  for (let i = 0; i < w.length; i++) largest[i % heads] = Math.max(largest[i % heads]!, Math.abs(w[i]!));
  const scales = Array.from(largest, (value) => (value === 0 ? 1 : value / 127));
  const weights = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) weights[i] = Math.round(w[i]! / scales[i % heads]!);
  return {
    header: {
      name,
      bits: model.bits,
      heads: headNames.map((head, h) => ({ name: head, bias: model.biases[h]!, scale: scales[h]! })),
      threshold,
      training,
    },
    weights,
  };
}
