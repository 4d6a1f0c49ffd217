import type { Span } from '../finding.ts';
import { PLACE_RANK, placeRank } from './gazetteer.ts';
import { KIND, LEXICON, NAME_KINDS } from '../lexicon.ts';
import { wordBefore } from '../nearby-words.ts';

/**
 * Towns written in capitals and no longer than an acronym ("grew up in SUND.", "moved here from
 * ESPOO"): the run scan drops such words as acronyms (NASA, HTML). One counts as a town only
 * when the gazetteer knows a city of that name, a place preposition stands before it and the
 * clause ends after it, where an acronym would rather be followed by its noun ("in UN agencies").
 */

const PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'from', 'to', 'near']);
const CLAUSE_END = /^[ \t]*(?:[.,;!?)\r\n]|$)/;
const CAPITALS = /^[A-Z\u00C0-\u00DE]{4,5}$/;

/** `words` holds the start and end of each single capitalised word, flat and in text order. */
export function capitalTowns(text: string, words: readonly number[]): Span[] {
  const found: Span[] = [];
  for (let index = 0; index + 1 < words.length; index += 2) {
    const start = words[index] as number;
    const end = words[index + 1] as number;
    if (end - start < 4 || end - start > 5) continue;
    const word = text.slice(start, end);
    if (!CAPITALS.test(word) || !CLAUSE_END.test(text.slice(end, end + 3))) continue;
    const key = word.toLowerCase();
    // An ordinary word or a given name ("bow to ADAM") is read as that first.
    if (((LEXICON.kinds.get(key) ?? 0) & (KIND.COMMON | NAME_KINDS)) !== 0 || placeRank(key) < PLACE_RANK.CITY)
      continue;
    if (PREPOSITIONS.has(wordBefore(text, start)))
      found.push({ type: 'LOCATION', start, end, confidence: 0.65, source: 'nlp' });
  }
  return found;
}
