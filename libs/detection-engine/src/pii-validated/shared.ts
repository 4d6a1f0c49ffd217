import type { Finding, FindingSource, NormalizedText } from '../types.ts';

/**
 * Scripts written without spaces between words: "卡号4201…" or "번호960121-…" put a number right
 * after a letter, so a letter of these never glues a candidate to a longer token.
 */
const UNSPACED = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}\\p{sc=Thai}';

/** Pattern sources for "no word character right before / after here", in any regex with the u flag. */
export const NO_WORD_BEFORE = `(?:(?<![\\p{L}\\p{N}_])|(?<=[${UNSPACED}]))`;
export const NO_WORD_AFTER = `(?:(?![\\p{L}\\p{N}_])|(?=[${UNSPACED}]))`;

/** Characters that glue a candidate to a longer token: letters and digits of spaced scripts, underscore. */
const WORD = new RegExp(`(?![${UNSPACED}])[\\p{L}\\p{N}_]`, 'u');
const DIGIT = /\p{Nd}/u;

export function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD.test(ch);
}

/**
 * True when [start, end) is only a piece of a longer token: a word character touches it, or a
 * separator followed by another digit does ("1-078-05-1123", "1.2.3.4.5"), which marks a longer
 * number rather than a value of its own.
 */
export function isGlued(text: string, start: number, end: number, separators = '-./'): boolean {
  if (isWordChar(text[start - 1]) || isWordChar(text[end])) return true;
  const before = text[start - 1];
  const after = text[end];
  if (before !== undefined && separators.includes(before) && DIGIT.test(text[start - 2] ?? '')) return true;
  return after !== undefined && separators.includes(after) && DIGIT.test(text[end + 1] ?? '');
}

/** Only the digits of a value written with separators. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

export interface ContextMatcher {
  (text: string, start: number, end: number): boolean;
}

const BEFORE = 60;
const AFTER = 30;

/**
 * A test for supporting words near a candidate. `words` are trusted regular-expression fragments
 * (constants of this folder, never input), matched case-insensitively as whole words in a window of
 * the text around the candidate, as Presidio's context enhancer looks at the surrounding tokens.
 */
export function contextMatcher(words: readonly string[]): ContextMatcher {
  const pattern = new RegExp(`${NO_WORD_BEFORE}(?:${words.join('|')})${NO_WORD_AFTER}`, 'iu');
  return (text, start, end) =>
    pattern.test(text.slice(Math.max(0, start - BEFORE), start)) || pattern.test(text.slice(end, end + AFTER));
}

/** A candidate confirmed in the normalised text, offsets still in that view. */
export interface Hit {
  type: string;
  start: number;
  end: number;
  confidence: number;
  source: FindingSource;
}

/** Findings for hits of the normalised text, with offsets mapped back to the original. */
export function toFindings(input: NormalizedText, hits: readonly Hit[]): Finding[] {
  return hits.map(({ type, start, end, confidence, source }) => {
    const [originalStart, originalEnd] = input.toOriginal('text', start, end);
    return { type, category: 'pii', start: originalStart, end: originalEnd, confidence, source };
  });
}

/** True when every digit is the same one ("0000 0000 0000 0000"), a placeholder rather than a value. */
export function isRepeated(digits: string): boolean {
  return digits.length > 0 && [...digits].every((d) => d === digits[0]);
}

/** True for runs such as 123456789 or 9876543210 (wrapping 9→0), typical dummy values. */
export function isSequence(digits: string): boolean {
  if (digits.length < 3) return false;
  const step = (Number(digits[1]) - Number(digits[0]) + 10) % 10;
  if (step !== 1 && step !== 9) return false;
  for (let i = 2; i < digits.length; i++) {
    if ((Number(digits[i]) - Number(digits[i - 1]) + 10) % 10 !== step) return false;
  }
  return true;
}
