import { isLetterCode, isWordCode } from './chars.ts';
import { KIND, LEXICON, NAME_KINDS } from './lexicon.ts';

/** Runs of capitalised words, the candidates for person and place names. */

export interface Token {
  text: string;
  /** Lower-cased, without a trailing possessive 's. */
  key: string;
  /** The key's `KIND` bits in the lexicon (0 for a word it does not know). */
  kind: number;
  start: number;
  end: number;
}

export interface Run {
  tokens: Token[];
  start: number;
  end: number;
  /** The run opens a sentence, a line or a labelled field, where capitals say nothing. */
  sentenceStart: boolean;
}

/**
 * Letters without the `u` flag: V8 scans these ranges several times faster than \p{L}. Latin, Greek
 * and Cyrillic (the text view is NFKC, so accents are composed); caseless scripts have no
 * capitalised names to find.
 */
const LETTER = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u03FF\\u0400-\\u052F\\u1E00-\\u1EFF';
const UPPER = 'A-Z\\u00C0-\\u00D6\\u00D8-\\u00DE\\u0100-\\u024F\\u0386-\\u03AB\\u0400-\\u042F\\u1E00-\\u1EFF';
const PARTICLE = 'van|von|de|da|del|della|di|du|le|la|der|den|ter|ten|bin|ibn|al|el|dos|das|y|mac|st\\.';
const CAP_WORD = `[${UPPER}](?:\\.|[${LETTER}'’-]{0,40})`;
/** A run opens with a word of two letters or more, or an initial with its full stop: "I" and "A" open none. */
const FIRST_WORD = `[${UPPER}](?:\\.|[${LETTER}'’-]{1,40})`;

/**
 * Up to five capitalised words (an initial may carry its full stop) with up to two particles
 * between them, on one line. Tokens are separated by spaces, so the bounded repetitions cannot
 * backtrack into each other.
 */
const CAP_RUN = new RegExp(`${FIRST_WORD}(?:[ \\t]{1,3}(?:(?:${PARTICLE})[ \\t]){0,2}${CAP_WORD}){0,4}`, 'g');
const OPENERS = new Set(['"', "'", '“', '‘', '(', '[', '«', '*', '•', '-', '–', '—', '>', '¿', '¡', '_', '#']);
const SENTENCE_END = new Set(['.', '!', '?', '\n', ':', ';', '…', '|', '\t']);

const isTrailing = (code: number): boolean => code === 46 || code === 39 || code === 8217 || code === 45;

/** The lookup key of a word: lower case, without a possessive 's or trailing punctuation. */
function keyOf(word: string): string {
  let end = word.length;
  const s = word.charCodeAt(end - 1);
  if ((s === 115 || s === 83) && (word.charCodeAt(end - 2) === 39 || word.charCodeAt(end - 2) === 8217)) end -= 2;
  while (end > 0 && isTrailing(word.charCodeAt(end - 1))) end -= 1;
  return (end === word.length ? word : word.slice(0, end)).toLowerCase();
}

/** Whether only spaces and opening quotes stand between `index` and the start of a sentence or line. */
function opensSentence(text: string, index: number): boolean {
  let cursor = index - 1;
  while (cursor >= 0 && (text[cursor] === ' ' || OPENERS.has(text[cursor] ?? ''))) cursor -= 1;
  if (cursor < 0) return true;
  const char = text[cursor] ?? '';
  if (char !== '.') return SENTENCE_END.has(char);
  // "Mr. Okafor", "J. Smith": a full stop after an abbreviation or an initial ends no sentence.
  const word = /[\p{L}]{1,4}$/u.exec(text.slice(Math.max(0, cursor - 4), cursor))?.[0] ?? '';
  return !/^(?:\p{Lu}|mr|mrs|ms|dr|prof|st|jr|sr|mme|mlle)$/iu.test(word);
}

/** Splits a run (words separated by spaces or tabs) into tokens; `offset` is where the run starts. */
export function tokenize(value: string, offset: number): Token[] {
  const tokens: Token[] = [];
  let start = 0;
  while (start < value.length) {
    while (start < value.length && (value[start] === ' ' || value[start] === '\t')) start += 1;
    let end = start;
    while (end < value.length && value[end] !== ' ' && value[end] !== '\t') end += 1;
    if (end > start) {
      const text = value.slice(start, end);
      const key = keyOf(text);
      tokens.push({ text, key, kind: LEXICON.kinds.get(key) ?? 0, start: offset + start, end: offset + end });
    }
    start = end;
  }
  return tokens;
}

/**
 * A single word that cannot be a name on its own: an ordinary word, an acronym, or a camel-case
 * product name ("ChatGPT"). Checked before any token objects are built, as most runs are these.
 */
function isPlainWord(word: string, kind: number): boolean {
  if (word.length < 2 || word.endsWith('.')) return true;
  if ((kind & (NAME_KINDS | KIND.PLACE)) !== 0) return false;
  if ((kind & KIND.COMMON) !== 0) return true;
  // Short all-capital Latin words are acronyms (NASA, JSON); Greek and Cyrillic capitals are more often a place.
  if (word.length <= 5 && word === word.toUpperCase() && word.charCodeAt(0) < 0x370) return true;
  return /^[^']{2,}[a-z][A-Z]/.test(word) && !/^(?:Mc|Mac|De|Di|Le|La|Van|Von|O')/.test(word);
}

const TITLE_WORDS: ReadonlySet<string> = new Set(
  'mr mrs ms mx dr prof sir miss madam mme mlle herr frau sr sra'.split(' '),
);

/** "Mr. Bird", "Dr Wells": a courtesy title just before `start`, which makes even an ordinary word a name. */
function followsTitle(text: string, start: number): boolean {
  if (text[start - 1] !== ' ') return false;
  const end = text[start - 2] === '.' ? start - 2 : start - 1;
  let from = end;
  while (from > 0 && end - from < 5 && isLetterCode(text.charCodeAt(from - 1))) from -= 1;
  return (
    end - from >= 2 && !isLetterCode(text.charCodeAt(from - 1)) && TITLE_WORDS.has(text.slice(from, end).toLowerCase())
  );
}

export function findRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const match of text.matchAll(CAP_RUN)) {
    const start = match.index;
    const value = match[0];
    if (isWordCode(text.charCodeAt(start - 1)) || isWordCode(text.charCodeAt(start + value.length))) continue;
    // Ranges such as Latin Extended mix cases; the run must really open with a capital.
    if (value.charCodeAt(0) > 127 && !/^\p{Lu}/u.test(value)) continue;
    const single = !value.includes(' ') && !value.includes('\t');
    const key = single ? keyOf(value) : '';
    const kind = single ? (LEXICON.kinds.get(key) ?? 0) : 0;
    if (single && isPlainWord(value, kind) && !followsTitle(text, start)) continue;
    const sentenceStart = opensSentence(text, start);
    const tokens = single ? [{ text: value, key, kind, start, end: start + value.length }] : tokenize(value, start);
    runs.push({ tokens, start, end: start + value.length, sentenceStart });
  }
  return runs;
}
