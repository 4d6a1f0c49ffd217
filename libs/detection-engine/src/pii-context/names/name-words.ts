import { PLACE_RANK, placeRank } from '../addresses/gazetteer.ts';
import { KIND, LEXICON, NAME_KINDS } from '../lexicon.ts';
import type { Run } from './name-runs.ts';
import { SHAPE, type Token } from './tokens.ts';

/** What the lexicon says about single words and runs of them, before any context is read. */

/** Particles inside names (van, de, bin): neither a name on their own nor an ordinary word. */
export const PARTICLES: ReadonlySet<string> = new Set(
  'van von de da del della di du le la der den ter ten bin ibn al el dos das y mac'.split(' '),
);

export const has = (token: Token | undefined, bit: number): boolean => ((token?.kind ?? 0) & bit) !== 0;

/** A word compromise knows as something other than a name. */
export const isCommon = (key: string): boolean =>
  ((LEXICON.kinds.get(key) ?? 0) & (NAME_KINDS | KIND.COMMON)) === KIND.COMMON;

/** The tokens name a place compromise knows ("south africa"). */
export function knownPlace(tokens: readonly Token[]): boolean {
  if (tokens.length === 1) return has(tokens[0], KIND.PLACE);
  if (tokens.length > LEXICON.placeWords || !LEXICON.phraseHeads.has(tokens[0]?.key ?? '')) return false;
  return LEXICON.places.has(tokens.map((token) => token.key).join(' '));
}

/** Longest town name, in words, worth a lookup: longer runs are headings or several names. */
const TOWN_WORDS = 5;

/**
 * How well known a town the tokens name is (`PLACE_RANK`), when compromise does not know it as a
 * place: TOWN for "Tujetsch" or "Soto del Barco". A name made only of ordinary words and
 * people's names ("Reading", "Florence", "Long Beach") says NONE here: only the words around it
 * can make it a place.
 */
export function townRank(tokens: readonly Token[]): number {
  if (tokens.length === 0 || tokens.length > TOWN_WORDS) return PLACE_RANK.NONE;
  // "English" is a town in Indiana, but a language first: the nationality rules decide such words.
  if (tokens.some((token) => (token.kind & KIND.NATIONALITY) !== 0)) return PLACE_RANK.NONE;
  if (tokens.every((token) => (token.kind & (NAME_KINDS | KIND.COMMON)) !== 0 || PARTICLES.has(token.key)))
    return PLACE_RANK.NONE;
  return placeRank(tokens.length === 1 ? (tokens[0]?.key ?? '') : tokens.map((token) => token.key).join(' '));
}

export const isKnown = (token: Token): boolean => (token.kind & (NAME_KINDS | KIND.PLACE)) !== 0;
export const isInitial = (token: Token): boolean => (token.shape & SHAPE.INITIAL) !== 0;
export const isAllCaps = (token: Token): boolean => (token.shape & SHAPE.ALL_CAPS) !== 0;
/** A short all-capital Latin word: an acronym (NASA, JSON) rather than a name. */
const isAcronym = (token: Token): boolean =>
  token.text.length <= 5 && isAllCaps(token) && token.text.charCodeAt(0) < 0x370;
/** An ordinary word: known to the lexicon as one, or shaped like one (-tion, -ness). */
export const isPlain = (token: Token): boolean => (token.shape & SHAPE.PLAIN) !== 0;

const UNIT_WORDS: ReadonlySet<string> = new Set(['apt', 'suite', 'unit', 'flat', 'apartment']);

const TAIL_PREPOSITIONS = new Set(['to', 'in', 'from', 'of', 'at', 'via']);

/** Drops leading sentence-opening words and titles, and trailing particles. */
export function trimmed(run: Run): { tokens: Token[]; honorific: boolean } {
  const all = run.tokens;
  // A lone ordinary word reaches here only after a title ("Mr. Bird"), where it is the name.
  if (all.length === 1) return { tokens: all, honorific: false };
  // "Take Me Home To Ireland": a title-case phrase ending in a preposition and a known place.
  const tail = all.at(-1);
  if (tail !== undefined && all.length > 2 && has(tail, KIND.PLACE) && TAIL_PREPOSITIONS.has(all.at(-2)?.key ?? '')) {
    return { tokens: [tail], honorific: false };
  }
  let from = 0;
  let honorific = false;
  // "Ask Henrietta Vasko", "Bitte Frau Vogel": an unknown word opening a sentence before a known first name or a title.
  if (
    run.sentenceStart &&
    all.length > 2 &&
    (all[0]?.kind ?? 0) === 0 &&
    (has(all[1], KIND.FIRST) || has(all[1], KIND.HONORIFIC))
  )
    from = 1;
  for (; from < all.length; from += 1) {
    const token = all[from];
    if (
      token === undefined ||
      has(token, KIND.PLACE) ||
      (LEXICON.phraseHeads.has(token.key) && knownPlace(all.slice(from))) ||
      (from === 0 && townRank(all) !== PLACE_RANK.NONE)
    )
      break;
    if (has(token, KIND.HONORIFIC)) honorific = true;
    else if ((token.kind & (NAME_KINDS | KIND.COMMON)) !== KIND.COMMON && !PARTICLES.has(token.key)) break;
  }
  let to = all.length;
  // "Barbara Yudina Apt. 675": a unit word after a name starts the address.
  while (to > from && (PARTICLES.has(all[to - 1]?.key ?? '') || UNIT_WORDS.has(all[to - 1]?.key ?? ''))) to -= 1;
  return { tokens: from === 0 && to === all.length ? all : all.slice(from, to), honorific };
}

/** What the words themselves say, before any context: known names, initials, surname shapes. */
export function lexiconScore(words: readonly Token[], hasInitial: boolean, sentenceStart: boolean): number {
  const first = words[0];
  const last = words.at(-1);
  if (first === undefined || last === undefined) return 0;
  const unknown = (token: Token): boolean => (token.kind & NAME_KINDS) === 0 && !isPlain(token);
  const isFirst = has(first, KIND.FIRST);
  let score = 0;
  if (words.length === 1) {
    if (isFirst) score += 2;
    else if (has(first, KIND.LAST)) score += 1.5;
    else if (has(first, KIND.AMBIGUOUS)) score += 0.5;
    else if (unknown(first)) score += sentenceStart ? 0.25 : 0.75;
  } else {
    if (isFirst) score += 2;
    else if (has(first, KIND.AMBIGUOUS)) score += 1;
    else if (unknown(first)) score += 0.5;
    if (has(last, KIND.LAST)) score += 1;
    else if (unknown(last) || has(last, KIND.FIRST) || (has(last, KIND.AMBIGUOUS) && score >= 2)) score += 0.75;
    // After a known first name a capitalised word is a surname even when it is also a word: Tom Bird.
    else if (isFirst && words.length === 2) score += 2.25;
    if (hasInitial) score += 1;
  }
  let allCaps = true;
  for (const word of words) {
    if ((word.shape & SHAPE.SURNAME) !== 0) score += 0.5;
    if (isPlain(word)) score -= 1.5;
    if (isAllCaps(word)) {
      if (isAcronym(word)) score -= 1;
    } else {
      allCaps = false;
    }
  }
  return allCaps ? score - 1 : score;
}
