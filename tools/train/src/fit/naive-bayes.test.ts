import { describe, expect, it } from 'vitest';
import type { FeatureTable } from './featurize.ts';
import { predict } from './logistic.ts';
import { NAIVE_BAYES_DEFAULTS, trainNaiveBayes } from './naive-bayes.ts';

const BITS = 4;
const options = { ...NAIVE_BAYES_DEFAULTS, bits: BITS };

function tableOf(rows: readonly (readonly number[])[]): FeatureTable {
  const offsets = new Int32Array(rows.length + 1);
  rows.forEach((row, i) => (offsets[i + 1] = offsets[i]! + row.length));
  return { offsets, features: Int32Array.from(rows.flat()) };
}

// Feature 1 marks the class, feature 2 the other class; 3 and 4 are noise shared by both.
const rows = [
  [1, 3],
  [1, 4],
  [1, 1, 3, 4],
  [1, 3, 3],
  [2, 3],
  [2, 4],
  [2, 2, 3, 4],
  [2, 4, 4],
];
const targets = Int8Array.from([1, 1, 1, 1, 0, 0, 0, 0]);
const ones = new Float32Array(rows.length).fill(1);

describe('trainNaiveBayes', () => {
  it('scores rows with the positive feature above one half and the others below', () => {
    const model = trainNaiveBayes(tableOf(rows), targets, ones, 1, options);
    const p = predict(tableOf(rows), model, 0);
    expect(Array.from(p, (v) => v > 0.5)).toEqual(Array.from(targets, (t) => t === 1));
    expect(model.weights[1]!).toBeGreaterThan(0);
    expect(model.weights[2]!).toBeLessThan(0);
  });

  it('gives the same model for the same rows', () => {
    const a = trainNaiveBayes(tableOf(rows), targets, ones, 1, options);
    const b = trainNaiveBayes(tableOf(rows), targets, ones, 1, options);
    expect(b.weights).toEqual(a.weights);
    expect(b.biases).toEqual(a.biases);
  });

  it('ignores rows without a target and rows of zero loss weight', () => {
    const base = trainNaiveBayes(tableOf(rows), targets, ones, 1, options);
    // The same rows plus contradicting ones: one with no target, one weighing nothing.
    const more = [...rows, [2, 2, 2], [2, 2]];
    const withIgnored = trainNaiveBayes(
      tableOf(more),
      Int8Array.from([...targets, -1, 1]),
      Float32Array.from([...ones, 1, 0]),
      1,
      options,
    );
    expect(withIgnored.weights).toEqual(base.weights);
    expect(withIgnored.biases).toEqual(base.biases);
  });

  it('trains each head on its own targets', () => {
    // Two heads over the same rows, the second with flipped targets: its weights flip sign.
    const twoHeads = Int8Array.from([...targets].flatMap((t) => [t, 1 - t]));
    const model = trainNaiveBayes(tableOf(rows), twoHeads, new Float32Array(rows.length * 2).fill(1), 2, options);
    for (let bucket = 0; bucket < 2 ** BITS; bucket++) {
      expect(model.weights[bucket * 2 + 1]!).toBeCloseTo(-model.weights[bucket * 2]!, 5);
    }
  });
});
