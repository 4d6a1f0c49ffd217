import type { Finding, FindingSource, NormalizedText } from '../../types.ts';

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

function isDigit(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const code = ch.charCodeAt(0);
  return code < 128 ? code >= 48 && code <= 57 : DIGIT.test(ch);
}

export function isWordChar(ch: string | undefined): boolean {
  if (ch === undefined) return false;
  const code = ch.charCodeAt(0);
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
  return WORD.test(ch);
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
  if (before !== undefined && separators.includes(before) && isDigit(text[start - 2])) return true;
  return after !== undefined && separators.includes(after) && isDigit(text[end + 1]);
}

/** Only the digits of a value written with separators. */
export function digitsOf(value: string): string {
  let digits = '';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digits += value[i];
  }
  return digits;
}

export interface ContextMatcher {
  (text: string, start: number, end: number): boolean;
}

/** How far before and after a candidate its supporting words are looked for. */
export const CONTEXT_BEFORE = 60;
export const CONTEXT_AFTER = 30;

/** Finds whole `words` in a window: the start of a word is checked in code, the end by the pattern. */
function windowTest(pattern: RegExp, fallback?: (window: string) => boolean): (window: string) => boolean {
  return (window) => {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(window); match !== null; match = pattern.exec(window)) {
      if (isWordChar(window[match.index - 1])) {
        pattern.lastIndex = match.index + 1;
        continue;
      }
      // The ASCII pattern cannot see a non-ASCII letter after the word: the exact pattern decides then.
      const next = window.charCodeAt(match.index + match[0].length);
      return fallback && next >= 128 && isWordChar(window[match.index + match[0].length]) ? fallback(window) : true;
    }
    return false;
  };
}

/**
 * A test for supporting words near a candidate. `words` are trusted regular-expression fragments
 * (constants of this folder, never input), matched case-insensitively as whole words in a window of
 * the text around the candidate, as Presidio's context enhancer looks at the surrounding tokens.
 * No look-behind opens the pattern, which would make the engine try it at every position.
 */
export function contextMatcher(words: readonly string[]): ContextMatcher {
  const inWindow = wordsIn(words);
  return (text, start, end) =>
    inWindow(text.slice(Math.max(0, start - CONTEXT_BEFORE), start)) || inWindow(text.slice(end, end + CONTEXT_AFTER));
}

/** Whether one of `words` (as for contextMatcher) is written anywhere in a stretch of text. */
export function wordsIn(words: readonly string[]): (window: string) => boolean {
  // Detectors see NFKC-normalised text, where some words come apart (Thai ำ): both forms count.
  const forms = [...new Set(words.flatMap((word) => [word, word.normalize('NFKC')]))];
  const exact = windowTest(new RegExp(`(?:${forms.join('|')})${NO_WORD_AFTER}`, 'giu'));
  try {
    return wordStarts(forms, exact);
  } catch {
    // A word that needs the unicode flag to compile: the exact pattern alone.
    return exact;
  }
}

/** A word whose first character is a plain letter or digit, always there: where it can start is known. */
const LEADS = /^[\p{L}\p{N}](?![?*{])/u;

/**
 * Tries the words only where a word starts, and at each start only those that begin with its
 * character: a pattern per first character, anchored (sticky), instead of one alternation of
 * hundreds of words tried at every position. Without the unicode flag a pattern runs about twice as
 * fast: its ASCII word end is exact for ASCII words, and a non-ASCII letter after a match hands the
 * window to the exact pattern.
 */
function wordStarts(forms: readonly string[], exact: (window: string) => boolean): (window: string) => boolean {
  const byLead = new Map<string, string[]>();
  const others: string[] = [];
  for (const form of forms) {
    if (!LEADS.test(form)) {
      others.push(form);
      continue;
    }
    const lead = form[0]!;
    for (const key of new Set([lead.toLowerCase(), lead.toUpperCase()]))
      if (key.length === 1) byLead.set(key, [...(byLead.get(key) ?? []), form]);
  }
  const sticky = (list: readonly string[]) => new RegExp(`(?:${list.join('|')})(?![A-Za-z0-9_])`, 'iy');
  const patterns = new Map<number, RegExp>();
  for (const [key, list] of byLead) patterns.set(key.charCodeAt(0), sticky(list));
  const other = others.length > 0 ? sticky(others) : undefined;
  const at = (window: string, pattern: RegExp, index: number): number => {
    pattern.lastIndex = index;
    return pattern.test(window) ? pattern.lastIndex : -1;
  };
  return (window) => {
    for (let i = 0; i < window.length; i++) {
      if (i > 0 && isWordChar(window[i - 1])) continue;
      const lead = patterns.get(window.charCodeAt(i));
      let end = lead ? at(window, lead, i) : -1;
      if (end < 0 && other) end = at(window, other, i);
      if (end < 0) continue;
      // The ASCII pattern cannot see a non-ASCII letter after the word: the exact pattern decides then.
      return window.charCodeAt(end) >= 128 && isWordChar(window[end]) ? exact(window) : true;
    }
    return false;
  };
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
  for (let i = 1; i < digits.length; i++) if (digits[i] !== digits[0]) return false;
  return digits.length > 0;
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

/** Whether [start, end) overlaps one of `claimed` (disjoint, sorted by start): a binary search. */
export function overlaps(claimed: readonly Hit[], start: number, end: number): boolean {
  let low = 0;
  let high = claimed.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (claimed[middle]!.start < end) low = middle + 1;
    else high = middle;
  }
  return low > 0 && claimed[low - 1]!.end > start;
}
