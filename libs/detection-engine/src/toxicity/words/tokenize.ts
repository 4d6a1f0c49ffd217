import { letterBit, mayBeCompound } from './roots.ts';
import { MAX_SENTENCE_WORDS, Sentence } from '../rules/sentence.ts';
import {
  DOUBLED,
  EXOTIC,
  FNV_OFFSET,
  FOLDED,
  hashStep,
  MASKED,
  OVERLONG,
  POSSESSIVE,
  ROOTED,
  SPELLED,
} from './word-shape.ts';

export { MAX_SENTENCE_WORDS, type Sentence };

/** Longer "words" are base64, URLs or keyboard mashing: kept as positions but never looked up. */
const MAX_WORD_LENGTH = 40;
/** Shorter words are never read as compounds nor as letters spelled out after an article (resolve.ts). */
const MIN_FALLBACK_LENGTH = 5;

// Kinds of characters, as bits.
const LOWER = 1;
const UPPER = 2;
/** Characters that stand in for letters in masked swearing (f*ck, b#tch, f&%k); trimmed at word edges. */
const MASK = 4;
const BREAK = 8;
const APOSTROPHE = 16;
const DIGIT = 32;
const WORD = LOWER | UPPER | DIGIT;

const RIGHT_QUOTE = 0x2019;
const ELLIPSIS = 0x2026;
const STAR = 42;
const QUOTE = 39;
const LETTER_S = 115;
const LETTER_A = 97;
const LETTER_I = 105;

/** Letters of other scripts glue to a word so that "fucké" is not read as "fuck"; symbols and emoji do not. */
function isOtherLetter(c: number): boolean {
  return (
    c >= 0xc0 &&
    c !== 0xd7 &&
    c !== 0xf7 &&
    !(c >= 0x2000 && c <= 0x2bff) &&
    !(c >= 0x3000 && c <= 0x303f) &&
    !(c >= 0xd800 && c <= 0xdfff) &&
    !(c >= 0xfe00 && c <= 0xfe0f)
  );
}

/** The kind of every UTF-16 code unit, in one lookup. */
const KIND = new Uint8Array(0x10000);
for (let c = 0xc0; c < 0x10000; c++) if (isOtherLetter(c)) KIND[c] = LOWER;
for (let c = 97; c <= 122; c++) KIND[c] = LOWER;
for (let c = 48; c <= 57; c++) KIND[c] = DIGIT;
for (let c = 65; c <= 90; c++) KIND[c] = UPPER;
for (const ch of '*#&%') KIND[ch.charCodeAt(0)] = MASK;
for (const ch of '.!?;\n\r') KIND[ch.charCodeAt(0)] = BREAK;
KIND[QUOTE] = APOSTROPHE;

/** Past the end of the text charCodeAt gives NaN, which is of no kind. */
const kind = (c: number): number => KIND[c] ?? 0;
const isLetterCode = (c: number): boolean => (kind(c) & (LOWER | UPPER)) !== 0;

/** The shape bits that the scan of a word does not track itself. */
function rareShape(text: string, start: number, end: number, fold: boolean, quoted: boolean): number {
  let shape = 0;
  if (fold) {
    shape |= FOLDED;
    // toLowerCase folds letters outside ASCII too, which the hash does not.
    for (let p = start; p < end && !(shape & EXOTIC); p++) {
      const c = text.charCodeAt(p);
      if (c >= 0x80 && c !== RIGHT_QUOTE) shape |= EXOTIC;
    }
  }
  if (end - start > MAX_WORD_LENGTH) shape |= OVERLONG;
  if (quoted && (text.charCodeAt(end - 1) | 32) === LETTER_S) {
    const before = text.charCodeAt(end - 2);
    if (before === QUOTE || before === RIGHT_QUOTE) shape |= POSSESSIVE;
  }
  return shape;
}

/** Shape bits of a word of MIN_FALLBACK_LENGTH to MAX_WORD_LENGTH characters (see word-shape.ts). */
function longShape(text: string, start: number, end: number, letters: number, doubled: boolean): number {
  const first = text.charCodeAt(start) | 32;
  const spelled = first === LETTER_A || first === LETTER_I ? SPELLED : 0;
  return mayBeCompound(text, start, end, letters, doubled) ? spelled | ROOTED : spelled;
}

/**
 * Splits text into sentences of words in one linear pass and calls `visit` for each. The sentence
 * is reused between calls: a visitor must not keep it. Each word's hash (word-shape.ts) is computed
 * on the way; a word with a mask character is always resolved from its string instead.
 */
export function forEachSentence(text: string, visit: (sentence: Sentence) => void): void {
  const sentence = (idle.pop() ?? new Sentence()).reset(text);
  try {
    scanSentences(text, sentence, visit);
  } finally {
    idle.push(sentence.reset(''));
  }
}

/**
 * Sentences not in use: their typed arrays cost more to allocate than a short prompt takes to
 * scan. A list, not one sentence, so that a visitor may itself split a text.
 */
const idle: Sentence[] = [];

function scanSentences(text: string, sentence: Sentence, visit: (sentence: Sentence) => void): void {
  const { starts, ends, shapes, hashes, squeezed } = sentence;
  const flush = (): void => {
    if (sentence.length === 0) return;
    visit(sentence);
    sentence.clear();
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    const k = c === ELLIPSIS ? BREAK : kind(c);
    if ((k & (WORD | MASK)) === 0 || (k === MASK && kind(text.charCodeAt(i + 1)) === 0)) {
      if (k === BREAK) flush();
      i++;
      continue;
    }
    let fold = k === UPPER;
    let masked = k === MASK;
    let quoted = false;
    let starred = false;
    if (fold) c += 32;
    let hash = hashStep(FNV_OFFSET, c);
    let squeezedHash = hash;
    let previous = c;
    let doubled = false;
    let letters = letterBit(c);
    let j = i + 1;
    for (; j < n; j++) {
      let d = text.charCodeAt(j);
      const dk = kind(d);
      // Lower-case letters and digits take the short way; the rest is rare in the relaxed view.
      if ((dk & (LOWER | DIGIT)) === 0) {
        if (dk === UPPER) {
          fold = true;
          d += 32;
        } else if (dk === MASK) {
          masked = true;
          // A mask run continues the word if a letter follows ("f**k", not "fags&#128567;") or if it
          // stars out the rest of a word begun with a letter or two ("f******", "b****").
          let m = j + 1;
          let stars = d === STAR;
          for (; m < n && kind(text.charCodeAt(m)) === MASK; m++) stars &&= text.charCodeAt(m) === STAR;
          if (isLetterCode(text.charCodeAt(m))) {
            j = m - 1;
            continue;
          }
          starred = stars && m - j >= 2 && j - i <= 2;
          if (starred) j = m;
          break;
        } else if ((dk === APOSTROPHE || d === RIGHT_QUOTE) && j + 1 < n && kind(text.charCodeAt(j + 1)) & WORD) {
          fold ||= d === RIGHT_QUOTE;
          quoted = true;
          d = QUOTE;
        } else break;
      }
      // Two independent chains of multiplications, which the processor runs side by side.
      hash = hashStep(hash, d);
      if (d !== previous) squeezedHash = hashStep(squeezedHash, d);
      else doubled = true;
      previous = d;
      letters |= letterBit(d);
    }
    let start = i;
    let end = j;
    i = j;
    if (masked) {
      while (start < end && kind(text.charCodeAt(start)) === MASK) start++;
      while (!starred && end > start && kind(text.charCodeAt(end - 1)) === MASK) end--;
      if (start === end) continue;
    }
    let shape = doubled ? DOUBLED : 0;
    if (masked) shape |= MASKED;
    const length = end - start;
    if (fold || quoted || length > MAX_WORD_LENGTH) shape |= rareShape(text, start, end, fold, quoted);
    if (length >= MIN_FALLBACK_LENGTH && length <= MAX_WORD_LENGTH)
      shape |= longShape(text, start, end, letters, doubled);
    const w = sentence.length++;
    starts[w] = start;
    ends[w] = end;
    hashes[w] = hash;
    squeezed[w] = squeezedHash;
    shapes[w] = shape;
    if (w + 1 >= MAX_SENTENCE_WORDS) flush();
  }
  flush();
}
