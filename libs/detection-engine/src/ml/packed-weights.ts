import type { ModelFile } from './model-file.ts';

/**
 * Weights are stored offset by 128 (0..255), so that four heads share one 32-bit word and are
 * summed as two pairs of 16-bit lanes (bytes 0 and 2, bytes 1 and 3) with one add each: a feature
 * costs a read and two adds per four heads instead of a read and an add per head.
 */
const OFFSET = 128;
const LOW = 0x00ff00ff;
/**
 * Features summed before the lanes are emptied: 128 × 255 stays below 2^15, so no lane carries
 * into the next and a word stays a small integer.
 */
const LANE_RUN = 128;

/**
 * The weights of the models of a bank, every head of a bucket in ⌈heads/4⌉ words. A bucket's
 * heads are read together because the table is megabytes: it is the memory reads, not the
 * arithmetic, that a long text waits for.
 */
export class PackedWeights {
  readonly heads: number;
  readonly #stride: number;
  readonly #words: Int32Array;
  /** Per head (and padding byte) the offset weights of the span being read. */
  readonly #totals: Int32Array;
  /** Lanes of the current run of features, two per word of a bucket. */
  readonly #run: Int32Array;

  constructor(files: readonly ModelFile[], bits: number) {
    this.heads = files.reduce((total, file) => total + file.header.heads.length, 0);
    const stride = Math.ceil(this.heads / 4);
    this.#stride = stride;
    this.#totals = new Int32Array(4 * stride);
    this.#run = new Int32Array(2 * stride);
    const bytes = new Uint8Array(2 ** bits * stride * 4).fill(OFFSET);
    let first = 0;
    for (const { header, weights } of files) {
      const own = header.heads.length;
      for (let bucket = 0; bucket < 2 ** bits; bucket++) {
        for (let h = 0; h < own; h++) bytes[bucket * stride * 4 + first + h] = weights[bucket * own + h]! + OFFSET;
      }
      first += own;
    }
    // Words are put together by shifts, not by viewing the bytes, so lanes do not depend on the machine's byte order.
    this.#words = new Int32Array(bytes.length / 4);
    for (let i = 0; i < this.#words.length; i++) {
      this.#words[i] = bytes[4 * i]! | (bytes[4 * i + 1]! << 8) | (bytes[4 * i + 2]! << 16) | (bytes[4 * i + 3]! << 24);
    }
  }

  /** Writes into `raw` (one integer per head) the summed weights of buckets[0, count). */
  sum(buckets: Int32Array, count: number, raw: Int32Array): void {
    const totals = this.#totals.fill(0);
    if (this.#stride === 3) this.#sumThreeWords(buckets, count);
    else this.#sumAnyWords(buckets, count);
    for (let h = 0; h < this.heads; h++) raw[h] = totals[h]! - OFFSET * count;
  }

  /** The engine's bank (nine to twelve heads), its lanes in registers. */
  #sumThreeWords(buckets: Int32Array, count: number): void {
    const words = this.#words;
    for (let i = 0; i < count;) {
      let a0 = 0, a1 = 0, b0 = 0, b1 = 0, c0 = 0, c1 = 0; // prettier-ignore
      for (const stop = Math.min(count, i + LANE_RUN); i < stop; i++) {
        const at = buckets[i]! * 3;
        const a = words[at]!;
        const b = words[at + 1]!;
        const c = words[at + 2]!;
        a0 += a & LOW;
        a1 += (a >>> 8) & LOW;
        b0 += b & LOW;
        b1 += (b >>> 8) & LOW;
        c0 += c & LOW;
        c1 += (c >>> 8) & LOW;
      }
      this.#addRun(0, a0, a1);
      this.#addRun(1, b0, b1);
      this.#addRun(2, c0, c1);
    }
  }

  #sumAnyWords(buckets: Int32Array, count: number): void {
    const words = this.#words;
    const stride = this.#stride;
    const run = this.#run;
    for (let i = 0; i < count;) {
      run.fill(0);
      for (const stop = Math.min(count, i + LANE_RUN); i < stop; i++) {
        const at = buckets[i]! * stride;
        for (let k = 0; k < stride; k++) {
          const word = words[at + k]!;
          run[2 * k]! += word & LOW;
          run[2 * k + 1]! += (word >>> 8) & LOW;
        }
      }
      for (let k = 0; k < stride; k++) this.#addRun(k, run[2 * k]!, run[2 * k + 1]!);
    }
  }

  /** Adds a run's lanes of word k (bytes 0 and 2 in `even`, 1 and 3 in `odd`) to its heads' totals. */
  #addRun(k: number, even: number, odd: number): void {
    const totals = this.#totals;
    totals[4 * k]! += even & 0xffff;
    totals[4 * k + 1]! += odd & 0xffff;
    totals[4 * k + 2]! += even >>> 16;
    totals[4 * k + 3]! += odd >>> 16;
  }
}
