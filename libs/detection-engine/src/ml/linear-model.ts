import { extractFeatures, maxFeatures } from './features.ts';
import type { ModelFile } from './model-file.ts';

/** The raw sums of one span: per head the summed weights of its features, and how many there were. */
export interface SpanSums {
  sums: Float64Array;
  count: number;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

let buffer = new Int32Array(4096);

/**
 * A multi-head logistic model over hashed n-grams. A span's logit for head h is
 * bias_h + Σ w_h(feature) / √count: the square root keeps a long text from outweighing a short one
 * while, unlike an average, a few strong features in a long text still count.
 */
export class LinearModel {
  readonly name: string;
  readonly headNames: readonly string[];
  readonly threshold: number;
  readonly #bits: number;
  readonly #heads: number;
  readonly #weights: Int8Array;
  readonly #scales: Float64Array;
  readonly #biases: Float64Array;

  constructor({ header, weights }: ModelFile) {
    this.name = header.name;
    this.headNames = header.heads.map((head) => head.name);
    this.threshold = header.threshold;
    this.#bits = header.bits;
    this.#heads = header.heads.length;
    this.#weights = weights;
    this.#scales = Float64Array.from(header.heads, (head) => head.scale);
    this.#biases = Float64Array.from(header.heads, (head) => head.bias);
  }

  /** The sums of text[start, end), to be read with probability() alone or added up with others. */
  sums(text: string, start: number, end: number): SpanSums {
    const needed = maxFeatures(end - start);
    if (buffer.length < needed) buffer = new Int32Array(needed * 2);
    const count = extractFeatures(text, start, end, this.#bits, buffer);
    const heads = this.#heads;
    const raw = new Int32Array(heads);
    const weights = this.#weights;
    for (let i = 0; i < count; i++) {
      const base = buffer[i]! * heads;
      for (let h = 0; h < heads; h++) raw[h]! += weights[base + h]!;
    }
    const sums = new Float64Array(heads);
    for (let h = 0; h < heads; h++) sums[h] = raw[h]! * this.#scales[h]!;
    return { sums, count };
  }

  probability(span: SpanSums, head: number): number {
    const { sums, count } = span;
    return sigmoid(this.#biases[head]! + (count === 0 ? 0 : sums[head]! / Math.sqrt(count)));
  }
}

/** The sums of several spans together, as if they were one text. */
export function addSums(spans: readonly SpanSums[], heads: number): SpanSums {
  const sums = new Float64Array(heads);
  let count = 0;
  for (const span of spans) {
    count += span.count;
    for (let h = 0; h < heads; h++) sums[h]! += span.sums[h]!;
  }
  return { sums, count };
}
