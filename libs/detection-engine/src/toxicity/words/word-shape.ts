// Most words of a text are not in the lexicon. The tokenizer therefore describes each word by
// hashes of its folded spelling, computed from the scanned text, so that a lookup can rule a word
// out without making a string of it. The lexicon tables hash their keys with the same functions.

export const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** Shape bits of a word. MASKED: holds a mask character (f*ck). */
export const MASKED = 1;
/** A character repeats the one before it (fuuck, will): a stretched spelling may fold onto a key. */
export const DOUBLED = 2;
/** Ends in 's (bitch's). */
export const POSSESSIVE = 4;
/** Folded with a letter outside ASCII, which only toLowerCase folds: its hashes are not usable. */
export const EXOTIC = 8;
/** Longer than the tokenizer looks up: kept as a position only. */
export const OVERLONG = 16;
/** Holds an upper-case letter or a curly apostrophe: its string must be folded. */
export const FOLDED = 32;
/** Five or more characters holding what a compound root needs (see roots.ts): COMPOUND may match. */
export const ROOTED = 64;
/** Five or more characters after an "a" or an "i": may be letters spelled out after an article. */
export const SPELLED = 128;

export const hashStep = (hash: number, code: number): number => Math.imul(hash ^ code, FNV_PRIME);

/** The hash of a folded spelling (lower case, straight apostrophes), as the tokenizer computes it. */
export function hashOf(word: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < word.length; i++) hash = hashStep(hash, word.charCodeAt(i));
  return hash;
}

const RIGHT_QUOTE = 0x2019;
const QUOTE = 39;

/** The code unit at `index` folded as the tokenizer folds it (ASCII lower case, straight apostrophe). */
export function foldedAt(text: string, index: number): number {
  const code = text.charCodeAt(index);
  if (code >= 65 && code <= 90) return code + 32;
  return code === RIGHT_QUOTE ? QUOTE : code;
}

/**
 * The hash of text[start, end) folded, with every run of one character squeezed to one ("fuuckk"
 * as "fuck"). Folding a stretched spelling only shortens runs, so it cannot change this hash.
 */
export function squeezedHashAt(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  let previous = -1;
  for (let p = start; p < end; p++) {
    const code = foldedAt(text, p);
    if (code !== previous) hash = hashStep(hash, code);
    previous = code;
  }
  return hash;
}

/** The hash of text[start, end) folded, as the tokenizer hashes a word. */
export function hashAt(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let p = start; p < end; p++) hash = hashStep(hash, foldedAt(text, p));
  return hash;
}

/** A set of hashes as a 65,536-bit filter probed twice: no false negatives, rare false positives. */
export class HashFilter {
  readonly #bits = new Uint32Array(2048);

  add(hash: number): void {
    for (const slot of [hash & 0xffff, hash >>> 16]) {
      this.#bits[slot >>> 5] = (this.#bits[slot >>> 5] ?? 0) | (1 << (slot & 31));
    }
  }

  mayHave(hash: number): boolean {
    const low = hash & 0xffff;
    const high = hash >>> 16;
    return (((this.#bits[low >>> 5] ?? 0) >>> (low & 31)) & ((this.#bits[high >>> 5] ?? 0) >>> (high & 31)) & 1) === 1;
  }
}

/** Spreads the high bits of a hash into the low ones used to index tables. */
export const mix = (hash: number): number => hash ^ (hash >>> 16);
