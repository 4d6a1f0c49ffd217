import { CHAR_FLAGS, HOMOGLYPH, LATIN, WORD } from './char-classes.ts';
import { HOMOGLYPHS } from './homoglyphs.ts';

const flagsOf = (c: number): number => (c < 0x80 ? 0 : (CHAR_FLAGS[c] ?? 0));
const isAsciiLetter = (c: number): boolean => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
const isAsciiDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isWord = (c: number): boolean => (c < 0x80 ? isAsciiLetter(c) || isAsciiDigit(c) : (flagsOf(c) & WORD) !== 0);

/**
 * Where look-alikes can be: the Greek and Cyrillic blocks and three Latin letters. A regex finds
 * them several times faster than a loop over mostly ASCII text.
 */
const CANDIDATES = '[\\u0131\\u0251\\u0261\\u0370-\\u052f]';

/**
 * Folds look-alike letters to ASCII, one word at a time (same length, so offsets are unchanged).
 * A word is folded when it mixes in Latin letters ("pаypаl") or consists only of look-alikes
 * ("рау"); genuine Cyrillic or Greek words, which contain letters with no Latin twin, stay intact.
 */
export function foldHomoglyphs(text: string): string {
  const pieces: string[] = [];
  const candidates = new RegExp(CANDIDATES, 'g');
  let copied = 0;
  while (candidates.test(text)) {
    const i = candidates.lastIndex - 1;
    // Each word is looked at once: the search resumes after it, and the previous one ended before i.
    let from = i;
    while (from > copied && isWord(text.charCodeAt(from - 1))) from--;
    let to = i + 1;
    while (to < text.length && isWord(text.charCodeAt(to))) to++;
    if (shouldFold(text, from, to)) {
      pieces.push(text.slice(copied, from), foldWord(text, from, to));
      copied = to;
    }
    candidates.lastIndex = to;
  }
  if (copied === 0) return text;
  pieces.push(text.slice(copied));
  return pieces.join('');
}

function shouldFold(text: string, from: number, to: number): boolean {
  let lookAlikes = 0;
  let latin = false;
  let allLookAlike = true;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    const flags = flagsOf(c);
    if (flags & HOMOGLYPH) lookAlikes++;
    else if (isAsciiLetter(c) || flags & LATIN) latin = true;
    else if (!isAsciiDigit(c)) allLookAlike = false;
  }
  return lookAlikes > 0 && (latin || allLookAlike);
}

function foldWord(text: string, from: number, to: number): string {
  let word = '';
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    word += String.fromCharCode(HOMOGLYPHS.get(c) ?? c);
  }
  return word;
}
