import { isWordCode } from '../chars.ts';
import type { Span } from '../finding.ts';
import { LEXICON } from '../lexicon.ts';
import {
  NAME_LABEL,
  PERSON_AFTER_STRONG,
  PERSON_BEFORE_STRONG,
  endsWithPhrase,
  placeFollows,
  startsWithPhrase,
} from './name-context.ts';
import { phrasesAfter, phrasesBefore } from '../nearby-words.ts';
import { isCommon } from './name-words.ts';
import { INTRODUCTION } from './lowercase-names.ts';
import { lowercaseNationality } from '../groups/nationality.ts';

/** Lines without an ASCII capital; lines with other capitals are dropped one by one. */
const LOWER_LINE = /^[^A-Z\n]{4,}$/gm;
/** Lower-case words (Latin letters with their accents), without the `u` flag: this runs over every lower-case line. */
const WORD = /[a-z\u00DF-\u00F6\u00F8-\u00FF\u0100-\u017F'’-]+\.?/g;
/** Joiners and particles, English and the other languages the gateway sees, that never close a name. */
const STOP: ReadonlySet<string> = new Set(
  'and or but the a an is was in on at to of for with from by und oder ist et ou est och og ook'.split(' '),
);

const introducesName = (before: readonly string[]): boolean =>
  endsWithPhrase(before, NAME_LABEL) ||
  endsWithPhrase(before, PERSON_BEFORE_STRONG) ||
  endsWithPhrase(before, INTRODUCTION);

const isSurname = (key: string): boolean =>
  LEXICON.lastNames.has(key) || (!isCommon(key) && !STOP.has(key) && !LEXICON.places.has(key));

interface Pending {
  start: number;
  end: number;
  /** Where the last word (the first name, or an initial after it) ended. */
  reach: number;
}

const PLACE_PREPOSITIONS = new Set(['from', 'to', 'in', 'into', 'at', 'near']);

/** "moved here from lisbon", "lives in tampere": a word after a place phrase, or a known place after a preposition. */
function isPlaceAfter(text: string, start: number, key: string, previous: string): boolean {
  if (!PLACE_PREPOSITIONS.has(previous) || isCommon(key) || STOP.has(key)) return false;
  return LEXICON.places.has(key) || placeFollows(phrasesBefore(text, start));
}

/**
 * Names and places in lines written entirely in lower case, where capitals cannot point at them: a
 * known first name followed by a surname-like word ("ida lindgren"), a known first name alone after a
 * label, and a place after "moved here from" and the like.
 */
export function lowercaseNamesAndPlaces(text: string): Span[] {
  const spans: Span[] = [];
  // Someone who writes without capitals writes the whole message so; a lower-case line among others is code or a continuation.
  if (/[A-Z]/.test(text)) return spans;
  const person = (start: number, end: number): Span => ({ type: 'PERSON', start, end, confidence: 0.6, source: 'nlp' });
  // "selma is from", "cormac had given": a verb after a known first name that mostly follows people.
  const alone = (pending: Pending): void => {
    if (
      introducesName(phrasesBefore(text, pending.start)) ||
      startsWithPhrase(phrasesAfter(text, pending.end), PERSON_AFTER_STRONG)
    )
      spans.push(person(pending.start, pending.end));
  };
  for (const line of text.matchAll(LOWER_LINE)) {
    if (/[\u0080-\uffff]/.test(line[0]) && /\p{Lu}/u.test(line[0])) continue;
    let pending: Pending | undefined;
    let previous = '';
    for (const word of line[0].matchAll(WORD)) {
      const start = line.index + word.index;
      const end = start + word[0].length;
      if (isWordCode(text.charCodeAt(start - 1)) || isWordCode(text.charCodeAt(end))) {
        if (pending !== undefined) alone(pending);
        pending = undefined;
        previous = '';
        continue;
      }
      const key = word[0].replace(/(?:['’]s)?\.?$/, '');
      if (pending === undefined && isPlaceAfter(text, start, key, previous)) {
        spans.push({ type: 'LOCATION', start, end: start + key.length, confidence: 0.6, source: 'nlp' });
      } else if (pending === undefined && LEXICON.nationalities.has(key)) {
        const nationality = lowercaseNationality(text, start, key);
        if (nationality !== undefined) spans.push(nationality);
      }
      previous = key;
      if (pending !== undefined) {
        // "carla m ricci": an initial between the first name and the surname.
        if (key.length === 1 && start - pending.reach <= 2) {
          pending.reach = end;
          continue;
        }
        if (start - pending.reach <= 3 && isSurname(key)) {
          spans.push(person(pending.start, start + key.length));
          pending = undefined;
          continue;
        }
        alone(pending);
        pending = undefined;
      }
      if (LEXICON.firstNames.has(key)) pending = { start, end: start + key.length, reach: end };
    }
    if (pending !== undefined) alone(pending);
  }
  return spans;
}
