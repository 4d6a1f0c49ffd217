import { normalize } from '@csg/detection-engine';
import { extractFeatures, maxFeatures } from '@csg/detection-engine/ml';
import type { TrainRow } from '../data/rows.ts';

/** Longer texts are cut: the tail of a 40 KB jailbreak template teaches nothing its head did not. */
const MAX_TRAIN_CHARS = 6000;

/** The features of many rows in one flat array: row i owns features[offsets[i], offsets[i + 1]). */
export interface FeatureTable {
  offsets: Int32Array;
  features: Int32Array;
}

/** Features of each row's relaxed view, exactly as the engine computes them for a span. */
export function featurize(rows: readonly TrainRow[], bits: number): FeatureTable {
  const offsets = new Int32Array(rows.length + 1);
  const parts: Int32Array[] = [];
  let scratch = new Int32Array(maxFeatures(MAX_TRAIN_CHARS + 16));
  let total = 0;
  rows.forEach((row, index) => {
    const relaxed = normalize(row.text.slice(0, MAX_TRAIN_CHARS)).relaxed;
    const needed = maxFeatures(relaxed.length);
    if (scratch.length < needed) scratch = new Int32Array(needed);
    const count = extractFeatures(relaxed, 0, relaxed.length, bits, scratch);
    parts.push(scratch.slice(0, count));
    total += count;
    offsets[index + 1] = total;
  });
  const features = new Int32Array(total);
  parts.forEach((part, index) => features.set(part, offsets[index]));
  return { offsets, features };
}
