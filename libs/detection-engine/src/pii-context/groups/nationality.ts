import type { Span } from '../finding.ts';
import { KIND, LEXICON, NAME_KINDS } from '../lexicon.ts';
import type { Run } from '../names/name-runs.ts';
import type { Token } from '../names/tokens.ts';
import {
  CAPITAL_ONLY,
  LANGUAGE_AFTER,
  LANGUAGE_BEFORE,
  LANGUAGE_PREPOSITIONS,
  NAME_AFTER,
} from './nationality-words.ts';

/**
 * Nationalities, peoples, religions and political affiliations (Presidio's NRP): a word from the
 * lexicon, unless the words around it make it a language ("studying English"), part of a longer
 * proper name ("Czech Republic", "European Union") or someone's name ("Christian Bale").
 */

const nrp = (start: number, end: number, confidence: number): Span => ({
  type: 'NRP',
  start,
  end,
  confidence,
  source: 'nlp',
});

const isNationality = (key: string): boolean => LEXICON.nationalities.has(key);

/** The lower-cased word before `index` and the one after `end`, on the same line. */
function neighbours(text: string, index: number, end: number): [string, string] {
  const previous = /([\p{L}'’-]+)[ \t]*$/u.exec(text.slice(Math.max(0, index - 24), index))?.[1] ?? '';
  const next = /^[ \t]*([\p{L}'’-]+)/u.exec(text.slice(end, end + 24))?.[1] ?? '';
  return [previous.toLowerCase(), next];
}

/** "in English", "speaks French", "English translation": the word names a language. */
function namesLanguage(previous: string, next: string): boolean {
  if (LANGUAGE_BEFORE.has(previous) || LANGUAGE_AFTER.has(next.toLowerCase())) return true;
  return LANGUAGE_PREPOSITIONS.has(previous) && !/^\p{Ll}/u.test(next);
}

/** A name that is also a demonym ("Christian") counts only before a noun or after "a", "is", "am". */
const PREDICATE_BEFORE: ReadonlySet<string> = new Set('a an the is am are was were proud devout'.split(' '));
/** "moved to Greenlander", "Greenlander is lovely": where a place name goes, the word is used as one. */
const PLACE_BEFORE: ReadonlySet<string> = new Set('to in at from into visit visiting visited'.split(' '));
const VERB_AFTER: ReadonlySet<string> = new Set('is was has had'.split(' '));
/** Words after which a people's name is not an adjective: "to Greenlander with me". */
const FUNCTION_AFTER: ReadonlySet<string> = new Set(
  'with and or in on at for to from by of is was has had but'.split(' '),
);

/** The word at `start`–`end` names a language there: "respond in English", "Spanish translation". */
export function languageAt(text: string, start: number, end: number): boolean {
  const [previous, next] = neighbours(text, start, end);
  return namesLanguage(previous, next);
}

function readsAsNationality(text: string, token: Token, span: [number, number], rest: readonly Token[]): boolean {
  const [previous, next] = neighbours(text, span[0], span[1]);
  if (namesLanguage(previous, next)) return false;
  const nounFollows = /^\p{Ll}/u.test(next) && !FUNCTION_AFTER.has(next);
  if (rest.length === 0 && !nounFollows && (PLACE_BEFORE.has(previous) || VERB_AFTER.has(next))) return false;
  // "Cyprus (Greek)": a gloss on the place before it.
  if (text[span[0] - 1] === '(' && text[span[1]] === ')') return false;
  const following = rest[0];
  if (following !== undefined) {
    if (NAME_AFTER.has(following.key) || LEXICON.orgSuffixes.has(rest.at(-1)?.key ?? '')) return false;
    if (LEXICON.places.has(`${token.key} ${following.key}`)) return false;
  }
  if ((token.kind & NAME_KINDS) === 0) return true;
  return following === undefined && (nounFollows || PREDICATE_BEFORE.has(previous));
}

/** The nationality words of a capitalised run, as NRP spans; empty when the run has none. */
export function nationalitiesInRun(text: string, run: Run): Span[] {
  const spans: Span[] = [];
  const { tokens } = run;
  // "Moira Pagan", "Christian Welsh": a first name makes the run someone's name.
  if (tokens.some((token) => (token.kind & KIND.FIRST) !== 0 && (token.kind & KIND.NATIONALITY) === 0)) return spans;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index];
    const second = tokens[index + 1];
    if (token === undefined) break;
    if ((token.kind & KIND.NATIONALITY) !== 0) {
      const end = /['’]s$/.test(token.text) ? token.end - 2 : token.end;
      if (readsAsNationality(text, token, [token.start, end], tokens.slice(index + 1)))
        spans.push(nrp(token.start, end, 0.7));
    } else if (second !== undefined && isNationality(`${token.key} ${second.key}`)) {
      // "Costa Rican", "New Zealander": two words, the first not a nationality on its own.
      if (readsAsNationality(text, second, [token.start, second.end], tokens.slice(index + 2)))
        spans.push(nrp(token.start, second.end, 0.7));
      index += 1;
    }
  }
  return spans;
}

/** A lower-case nationality word ("great american food", "proud saudis"); ordinary words such as "polish" need a capital. */
export function lowercaseNationality(text: string, start: number, key: string): Span | undefined {
  if (!isNationality(key) || CAPITAL_ONLY.has(key)) return undefined;
  const end = start + key.length;
  const [previous, next] = neighbours(text, start, end);
  if (namesLanguage(previous, next) || (text[start - 1] === '(' && text[end] === ')')) return undefined;
  return nrp(start, end, 0.6);
}
