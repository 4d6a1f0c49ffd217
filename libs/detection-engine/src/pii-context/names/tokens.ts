import { KIND, LEXICON, NAME_KINDS } from '../lexicon.ts';
import { looksLikeSurname, looksLikeWord } from './word-shape.ts';

/** Words of capitalised runs, with what the lexicon and their spelling say about them. */

export interface Token {
  text: string;
  /** Lower-cased, without a trailing possessive 's. */
  key: string;
  /** The key's `KIND` bits in the lexicon (0 for a word it does not know). */
  kind: number;
  /** The word's `SHAPE` bits, worked out once per spelling. */
  shape: number;
  start: number;
  end: number;
}

/** Bits of `Token.shape`. */
export const SHAPE = { PLAIN: 1, ALL_CAPS: 2, INITIAL: 4, SURNAME: 8, POSSESSIVE: 16 } as const;

const isTrailing = (code: number): boolean => code === 46 || code === 39 || code === 8217 || code === 45;

/** The lookup key of a word: lower case, without a possessive 's or trailing punctuation. */
export function keyOf(word: string): string {
  let end = word.length;
  const s = word.charCodeAt(end - 1);
  if ((s === 115 || s === 83) && (word.charCodeAt(end - 2) === 39 || word.charCodeAt(end - 2) === 8217)) end -= 2;
  while (end > 0 && isTrailing(word.charCodeAt(end - 1))) end -= 1;
  return (end === word.length ? word : word.slice(0, end)).toLowerCase();
}

function shapeOf(text: string, key: string, kind: number): number {
  let shape = 0;
  if ((kind & NAME_KINDS) === 0 && ((kind & KIND.COMMON) !== 0 || looksLikeWord(key))) shape |= SHAPE.PLAIN;
  if (text.length > 1 && text === text.toUpperCase()) shape |= SHAPE.ALL_CAPS;
  if (text.length <= 2 && /^\p{Lu}\.?$/u.test(text)) shape |= SHAPE.INITIAL;
  if (looksLikeSurname(key)) shape |= SHAPE.SURNAME;
  if (/['’]s$/.test(text)) shape |= SHAPE.POSSESSIVE;
  return shape;
}

/** A token for `text` starting at `start`, with its lexicon kind and shape. */
export function tokenOf(text: string, start: number): Token {
  const key = keyOf(text);
  const kind = LEXICON.kinds.get(key) ?? 0;
  return { text, key, kind, shape: shapeOf(text, key, kind), start, end: start + text.length };
}

/** Splits a run (words separated by spaces or tabs) into tokens; `offset` is where the run starts. */
export function tokenize(value: string, offset: number): Token[] {
  const tokens: Token[] = [];
  let start = 0;
  while (start < value.length) {
    while (start < value.length && (value[start] === ' ' || value[start] === '\t')) start += 1;
    let end = start;
    while (end < value.length && value[end] !== ' ' && value[end] !== '\t') end += 1;
    if (end > start) tokens.push(tokenOf(value.slice(start, end), offset + start));
    start = end;
  }
  return tokens;
}
