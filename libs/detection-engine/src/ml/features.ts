/**
 * Hashed n-gram features of a span of text, the same at training time (tools/train) and in the
 * engine: character 2- to 5-grams and word 1- and 2-grams, each hashed into one of 2^bits buckets.
 * Input is the relaxed view (lower case, obfuscation undone), so what a model learns about "idiot"
 * holds for "1d10t" and "i d i o t". Characters in no script (digits, spaces) are folded so that
 * numbers and layout do not become features of their own.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const MIN_CHAR_GRAM = 2;
const MAX_CHAR_GRAM = 5;
/** Distinct seeds keep a word, a bigram and a character n-gram of the same letters apart. */
const WORD_SEED = 0x2545f491;
const BIGRAM_SEED = 0x68e31da4;
const SPACE = 32;
const DIGIT = 48;

/** murmur3's finaliser: FNV's low bits are poor, and buckets are taken from the top bits. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Whitespace and control characters read as one space; digits as '0'. */
function fold(c: number): number {
  if (c <= SPACE || (c >= 0x7f && c <= 0xa0) || c === 0x2028 || c === 0x2029 || c === 0x3000) return SPACE;
  if (c >= 48 && c <= 57) return DIGIT;
  return c;
}

/** Letters, digits and any character beyond ASCII punctuation make words. */
function isWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    c === DIGIT ||
    (c >= 65 && c <= 90) ||
    (c > 0xbf && c !== 0x3001 && c !== 0x3002 && !(c >= 0xff01 && c <= 0xff0f) && !(c >= 0x2000 && c <= 0x206f))
  );
}

/**
 * Scripts written without spaces (Han, kana, Thai): each character is a word of its own, as a
 * segmenter would roughly make it, instead of a whole clause becoming one word nobody repeats.
 */
function isUnspaced(c: number): boolean {
  return (
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0x0e00 && c <= 0x0e7f)
  );
}

/** Upper bound of the features of `length` characters, for sizing a buffer. */
export function maxFeatures(length: number): number {
  return length * (MAX_CHAR_GRAM - MIN_CHAR_GRAM + 1 + 2) + 2;
}

let folded = new Uint16Array(1024);

/**
 * Writes the bucket of every feature of text[start, end) into `out` (sized by maxFeatures) and
 * returns how many there are. Repeated n-grams are written again: a model weighs counts.
 */
export function extractFeatures(text: string, start: number, end: number, bits: number, out: Int32Array): number {
  const shift = 32 - bits;
  if (folded.length < end - start + 2) folded = new Uint16Array((end - start + 2) * 2);
  // A leading and a trailing space mark the edges, as between words.
  let length = 0;
  folded[length++] = SPACE;
  for (let i = start; i < end; i++) {
    const c = fold(text.charCodeAt(i));
    if (c === SPACE && folded[length - 1] === SPACE) continue;
    folded[length++] = c;
  }
  if (folded[length - 1] !== SPACE) folded[length++] = SPACE;

  let count = 0;
  for (let i = 0; i + MIN_CHAR_GRAM <= length; i++) {
    let h = Math.imul(FNV_OFFSET ^ folded[i]!, FNV_PRIME);
    const last = Math.min(length, i + MAX_CHAR_GRAM);
    for (let j = i + 1; j < last; j++) {
      h = Math.imul(h ^ folded[j]!, FNV_PRIME);
      out[count++] = mix(h + j - i) >>> shift;
    }
  }

  let previous = 0;
  const emitWord = (word: number): void => {
    out[count++] = mix(word ^ WORD_SEED) >>> shift;
    if (previous !== 0) out[count++] = mix(Math.imul(previous, 31) ^ word ^ BIGRAM_SEED) >>> shift;
    previous = word | 1;
  };
  let word = FNV_OFFSET;
  let inWord = false;
  for (let i = 0; i < length; i++) {
    const c = folded[i]!;
    const unspaced = isUnspaced(c);
    if (!unspaced && isWordChar(c)) {
      word = Math.imul(word ^ c, FNV_PRIME);
      inWord = true;
      continue;
    }
    if (inWord) emitWord(word);
    word = FNV_OFFSET;
    inWord = false;
    if (unspaced) emitWord(Math.imul(FNV_OFFSET ^ c, FNV_PRIME));
  }
  return count;
}
