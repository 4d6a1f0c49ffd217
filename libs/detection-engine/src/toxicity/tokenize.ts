/** The words of one sentence, lower-case, with their [start, end) offsets in the scanned text. */
export interface Sentence {
  words: string[];
  starts: number[];
  ends: number[];
}

/** Long run-on text is cut into windows of this many words so that work per sentence stays bounded. */
export const MAX_SENTENCE_WORDS = 60;
/** Longer "words" are base64, URLs or keyboard mashing: kept as positions but never looked up. */
const MAX_WORD_LENGTH = 40;

// Kinds of ASCII characters, as bits.
const LOWER = 1;
const UPPER = 2;
/** Characters that stand in for letters in masked swearing (f*ck, b#tch, f&%k); trimmed at word edges. */
const MASK = 4;
const BREAK = 8;
const APOSTROPHE = 16;
const DIGIT = 32;
const WORD = LOWER | UPPER | DIGIT;

const ASCII = new Uint8Array(128);
for (let c = 97; c <= 122; c++) ASCII[c] = LOWER;
for (let c = 48; c <= 57; c++) ASCII[c] = DIGIT;
for (let c = 65; c <= 90; c++) ASCII[c] = UPPER;
for (const ch of '*#&%') ASCII[ch.charCodeAt(0)] = MASK;
for (const ch of '.!?;\n\r') ASCII[ch.charCodeAt(0)] = BREAK;
ASCII[39] = APOSTROPHE;

const RIGHT_QUOTE = 0x2019;
const ELLIPSIS = 0x2026;
const STAR = 42;

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

const kind = (c: number): number => (c < 128 ? (ASCII[c] ?? 0) : isOtherLetter(c) ? LOWER : 0);
const isLetterCode = (c: number): boolean => (kind(c) & (LOWER | UPPER)) !== 0;

/**
 * Splits text into sentences of words in one linear pass and calls `visit` for each. The arrays
 * are reused between calls: a visitor must not keep them.
 */
export function forEachSentence(text: string, visit: (sentence: Sentence) => void): void {
  const sentence: Sentence = { words: [], starts: [], ends: [] };
  const flush = (): void => {
    if (sentence.words.length === 0) return;
    visit(sentence);
    sentence.words.length = 0;
    sentence.starts.length = 0;
    sentence.ends.length = 0;
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const k = c === ELLIPSIS ? BREAK : kind(c);
    if ((k & (WORD | MASK)) === 0 || (k === MASK && kind(text.charCodeAt(i + 1)) === 0)) {
      if (k === BREAK) flush();
      i++;
      continue;
    }
    let fold = k === UPPER;
    let starred = false;
    let j = i + 1;
    for (; j < n; j++) {
      const d = text.charCodeAt(j);
      const dk = kind(d);
      if (dk === LOWER || dk === DIGIT) continue;
      if (dk === UPPER) fold = true;
      else if (dk === MASK) {
        // A mask run continues the word if a letter follows ("f**k", not "fags&#128567;") or if it
        // stars out the rest of a word begun with a letter or two ("f******", "b****").
        let m = j + 1;
        let stars = d === STAR;
        for (; m < n && kind(text.charCodeAt(m)) === MASK; m++) stars &&= text.charCodeAt(m) === STAR;
        if (isLetterCode(text.charCodeAt(m))) j = m - 1;
        else {
          starred = stars && m - j >= 2 && j - i <= 2;
          if (starred) j = m;
          break;
        }
      } else if ((dk === APOSTROPHE || d === RIGHT_QUOTE) && j + 1 < n && kind(text.charCodeAt(j + 1)) & WORD) {
        fold ||= d === RIGHT_QUOTE;
      } else break;
    }
    let start = i;
    let end = j;
    i = j;
    while (start < end && kind(text.charCodeAt(start)) === MASK) start++;
    while (!starred && end > start && kind(text.charCodeAt(end - 1)) === MASK) end--;
    if (start === end) continue;
    const raw = end - start > MAX_WORD_LENGTH ? '' : text.slice(start, end);
    sentence.words.push(fold ? raw.toLowerCase().replace(/\u2019/g, "'") : raw);
    sentence.starts.push(start);
    sentence.ends.push(end);
    if (sentence.words.length >= MAX_SENTENCE_WORDS) flush();
  }
  flush();
}
