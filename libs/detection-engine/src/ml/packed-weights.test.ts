import { describe, expect, it } from 'vitest';
import type { ModelFile } from './model-file.ts';
import { PackedWeights } from './packed-weights.ts';

const BITS = 6;

/** A model whose weights are spread over the whole signed-byte range, or all one value. */
function model(heads: number, weight: (i: number) => number): ModelFile {
  return {
    header: {
      name: `m${heads}`,
      bits: BITS,
      heads: Array.from({ length: heads }, (_, h) => ({ name: `h${h}`, bias: 0, scale: 1 })),
      threshold: 0.5,
      training: {},
    },
    weights: Int8Array.from({ length: heads * 2 ** BITS }, (_, i) => weight(i)),
  };
}

const spread = (seed: number) => (i: number) => (Math.imul(i + seed, 0x9e3779b1) >>> 24) - 128;

/** The sums read straight from the files' bucket-major bytes, one head at a time. */
function reference(files: ModelFile[], buckets: Int32Array): number[] {
  return files.flatMap(({ header, weights }) =>
    header.heads.map((_, h) => buckets.reduce((sum, bucket) => sum + weights[bucket * header.heads.length + h]!, 0)),
  );
}

function packedSums(files: ModelFile[], buckets: Int32Array): number[] {
  const packed = new PackedWeights(files, BITS);
  const raw = new Int32Array(packed.heads);
  packed.sum(buckets, buckets.length, raw);
  return [...raw];
}

const buckets = (length: number) => Int32Array.from({ length }, (_, i) => Math.imul(i, 0x2545f491) >>> (32 - BITS));

describe('PackedWeights', () => {
  it.each([[[1]], [[3]], [[6]], [[3, 6]], [[5, 7]], [[9, 4]], [[2, 2, 2]]])(
    'sums every head of models with %j heads as their own bytes do',
    (heads) => {
      const files = heads.map((count, m) => model(count, spread(m)));
      for (const length of [0, 1, 127, 128, 129, 1000, 5000]) {
        expect(packedSums(files, buckets(length))).toEqual(reference(files, buckets(length)));
      }
    },
  );

  it('keeps the heads apart at the extremes of a byte, however many features a span has', () => {
    for (const weight of [127, -128]) {
      const files = [model(3, () => weight), model(6, (i) => (i % 2 === 0 ? weight : -1 - weight))];
      const many = buckets(20_000);
      expect(packedSums(files, many)).toEqual(reference(files, many));
    }
  });

  it('reads only the first `count` buckets it is given', () => {
    const files = [model(3, spread(1)), model(6, spread(2))];
    const packed = new PackedWeights(files, BITS);
    const raw = new Int32Array(packed.heads);
    packed.sum(buckets(300), 200, raw);
    expect([...raw]).toEqual(reference(files, buckets(200)));
  });
});
