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

/** fold and isWordChar of ASCII, looked up: nearly every character of most text is ASCII. */
const ASCII_FOLD = Uint16Array.from({ length: 128 }, (_, c) => fold(c));
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, c) => (isWordChar(c) ? 1 : 0));

let folded = new Uint16Array(1024);
let wordBuckets = new Int32Array(1024);

/**
 * Writes the bucket of every feature of text[start, end) into `out` (sized by maxFeatures) and
 * returns how many there are: the character n-grams by where they start, shortest first, then the
 * words and bigrams in order. Repeated n-grams are written again: a model weighs counts.
 *
 * One pass folds the text and reads both kinds of features (words into a buffer of their own, as
 * they are written after the n-grams): a start's four n-grams are written when its fifth character
 * is read, the last starts' shorter ones at the end.
 */
export function extractFeatures(text: string, start: number, end: number, bits: number, out: Int32Array): number {
  const shift = 32 - bits;
  // Folded text with a leading and a trailing space, which mark the edges as between words.
  if (folded.length < end - start + 2) folded = new Uint16Array((end - start + 2) * 2);
  if (wordBuckets.length < 2 * (end - start + 2)) wordBuckets = new Int32Array(4 * (end - start + 2));
  const chars = folded;
  const words = wordBuckets;
  let length = 0;
  chars[length++] = SPACE;
  let count = 0;
  let wordCount = 0;
  let previous = 0;
  let word = FNV_OFFSET;
  let inWord = false;
  // The four characters before c, c4 the latest.
  let c1 = 0, c2 = 0, c3 = 0, c4 = SPACE; // prettier-ignore
  for (let i = start; i <= end; i++) {
    let c = SPACE;
    if (i < end) {
      const code = text.charCodeAt(i);
      c = code < 128 ? ASCII_FOLD[code]! : fold(code);
      if (c === SPACE && c4 === SPACE) continue;
    } else if (c4 === SPACE) break;
    chars[length++] = c;
    if (length >= MAX_CHAR_GRAM) {
      let h = Math.imul(FNV_OFFSET ^ c1, FNV_PRIME);
      h = Math.imul(h ^ c2, FNV_PRIME);
      out[count] = mix(h + 1) >>> shift;
      h = Math.imul(h ^ c3, FNV_PRIME);
      out[count + 1] = mix(h + 2) >>> shift;
      h = Math.imul(h ^ c4, FNV_PRIME);
      out[count + 2] = mix(h + 3) >>> shift;
      h = Math.imul(h ^ c, FNV_PRIME);
      out[count + 3] = mix(h + 4) >>> shift;
      count += 4;
    }
    c1 = c2;
    c2 = c3;
    c3 = c4;
    c4 = c;

    let unspaced = false;
    if (c < 128) {
      if (ASCII_WORD[c] === 1) {
        word = Math.imul(word ^ c, FNV_PRIME);
        inWord = true;
        continue;
      }
    } else if (isUnspaced(c)) unspaced = true;
    else if (isWordChar(c)) {
      word = Math.imul(word ^ c, FNV_PRIME);
      inWord = true;
      continue;
    }
    if (inWord) {
      words[wordCount++] = mix(word ^ WORD_SEED) >>> shift;
      if (previous !== 0) words[wordCount++] = mix(Math.imul(previous, 31) ^ word ^ BIGRAM_SEED) >>> shift;
      previous = word | 1;
    }
    word = FNV_OFFSET;
    inWord = false;
    if (unspaced) {
      const alone = Math.imul(FNV_OFFSET ^ c, FNV_PRIME);
      words[wordCount++] = mix(alone ^ WORD_SEED) >>> shift;
      if (previous !== 0) words[wordCount++] = mix(Math.imul(previous, 31) ^ alone ^ BIGRAM_SEED) >>> shift;
      previous = alone | 1;
    }
  }

  for (let i = Math.max(0, length - MAX_CHAR_GRAM + 1); i + MIN_CHAR_GRAM <= length; i++) {
    let h = Math.imul(FNV_OFFSET ^ chars[i]!, FNV_PRIME);
    for (let j = i + 1; j < length; j++) {
      h = Math.imul(h ^ chars[j]!, FNV_PRIME);
      out[count++] = mix(h + j - i) >>> shift;
    }
  }
  out.set(words.subarray(0, wordCount), count);
  return count + wordCount;
}
