import { FOLDED, OVERLONG } from '../words/word-shape.ts';

/** Long run-on text is cut into windows of this many words so that work per sentence stays bounded. */
export const MAX_SENTENCE_WORDS = 60;

/**
 * The words of one sentence window, with their [start, end) offsets in the scanned text, their
 * shapes and hashes (see word-shape.ts). A word's string is made only when asked for: lower case,
 * '' when over-long.
 */
export class Sentence {
  text = '';
  length = 0;
  readonly starts = new Int32Array(MAX_SENTENCE_WORDS);
  readonly ends = new Int32Array(MAX_SENTENCE_WORDS);
  readonly shapes = new Uint8Array(MAX_SENTENCE_WORDS);
  readonly hashes = new Int32Array(MAX_SENTENCE_WORDS);
  /** Hashes of the words with every run of one character squeezed to one ("fuuckk" as "fuck"). */
  readonly squeezed = new Int32Array(MAX_SENTENCE_WORDS);
  readonly #words: string[] = [];

  /** Every word's string, made on first use; valid until the sentence moves on. */
  get words(): readonly string[] {
    for (let i = this.#words.length; i < this.length; i++) this.#words.push(this.wordAt(i));
    return this.#words;
  }

  wordAt(i: number): string {
    const shape = this.shapes[i] ?? 0;
    if (shape & OVERLONG) return '';
    const raw = this.text.slice(this.starts[i], this.ends[i]);
    return shape & FOLDED ? raw.toLowerCase().replace(/\u2019/g, "'") : raw;
  }

  clear(): void {
    this.length = 0;
    if (this.#words.length > 0) this.#words.length = 0;
  }

  /** Empty, over `text`. */
  reset(text: string): this {
    this.text = text;
    this.clear();
    return this;
  }
}
