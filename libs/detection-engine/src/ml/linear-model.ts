import { extractFeatures, maxFeatures } from './features.ts';
import type { ModelFile } from './model-file.ts';
import { PackedWeights } from './packed-weights.ts';

/** The raw sums of one span: per head of every model of a bank the summed weights of its features, and how many there were. */
export interface SpanSums {
  sums: Float64Array;
  count: number;
}

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * Features a text is read as having on top of its own: a two-word prompt has some thirty, and its
 * few words would otherwise weigh as much as a paragraph's evidence. Training scales the same way.
 */
const PRIOR_FEATURES = 64;

/** What each feature of a span of `count` features contributes to the span's logit, per unit of weight. */
export const featureScale = (count: number): number => 1 / Math.sqrt(count + PRIOR_FEATURES);

/**
 * One multi-head logistic model over hashed n-grams, whose weights live in a ModelBank. A span's
 * logit for head h is bias_h + Σ w_h(feature) · featureScale(count): the square root keeps a long
 * text from outweighing a short one while, unlike an average, a few strong features in a long text
 * still count.
 */
export class LinearModel {
  readonly name: string;
  readonly headNames: readonly string[];
  readonly threshold: number;
  /** Where this model's heads start among the bank's. */
  readonly #offset: number;
  readonly #biases: Float64Array;

  constructor(file: ModelFile, offset: number) {
    this.name = file.header.name;
    this.headNames = file.header.heads.map((head) => head.name);
    this.threshold = file.header.threshold;
    this.#offset = offset;
    this.#biases = Float64Array.from(file.header.heads, (head) => head.bias);
  }

  probability(span: SpanSums, head: number): number {
    const { sums, count } = span;
    return sigmoid(this.#biases[head]! + sums[this.#offset + head]! * featureScale(count));
  }
}

let buffer = new Int32Array(4096);

/**
 * Models that read the same features, their weights interleaved in one table: a feature is hashed
 * once and one memory read fetches every head of every model (the lookups, not the arithmetic, are
 * what a scan of a long text waits for).
 */
export class ModelBank {
  readonly models: readonly LinearModel[];
  readonly #bits: number;
  readonly #weights: PackedWeights;
  readonly #scales: Float64Array;
  /** Integer sums of the span being read, reused from span to span. */
  readonly #raw: Int32Array;

  constructor(files: readonly ModelFile[]) {
    const bits = files[0]?.header.bits ?? 0;
    if (files.some((file) => file.header.bits !== bits))
      throw new Error('models of a bank must share their feature bits');
    let offset = 0;
    this.models = files.map((file) => {
      const model = new LinearModel(file, offset);
      offset += file.header.heads.length;
      return model;
    });
    this.#bits = bits;
    this.#weights = new PackedWeights(files, bits);
    this.#scales = Float64Array.from(files.flatMap((file) => file.header.heads.map((head) => head.scale)));
    this.#raw = new Int32Array(offset);
  }

  /** The sums of text[start, end), to be read alone or added up with others' (addSums). */
  sums(text: string, start: number, end: number): SpanSums {
    const needed = maxFeatures(end - start);
    if (buffer.length < needed) buffer = new Int32Array(needed * 2);
    const count = extractFeatures(text, start, end, this.#bits, buffer);
    const raw = this.#raw;
    this.#weights.sum(buffer, count, raw);
    const sums = new Float64Array(raw.length);
    for (let h = 0; h < raw.length; h++) sums[h] = raw[h]! * this.#scales[h]!;
    return { sums, count };
  }
}

/** The sums of several spans together, as if they were one text. */
export function addSums(spans: readonly SpanSums[]): SpanSums {
  const sums = new Float64Array(spans[0]?.sums.length ?? 0);
  let count = 0;
  for (const span of spans) {
    count += span.count;
    for (let h = 0; h < sums.length; h++) sums[h]! += span.sums[h]!;
  }
  return { sums, count };
}
