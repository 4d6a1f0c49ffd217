import { LEXICON } from './lexicon.ts';

/** Whether `word` ends with one of `endings`, looked up by suffix length: cheaper than an anchored alternation. */
function endsWithAny(word: string, endings: ReadonlySet<string>, lengths: readonly number[]): boolean {
  return lengths.some((length) => word.length > length && endings.has(word.slice(-length)));
}

const lengthsOf = (endings: ReadonlySet<string>): number[] => [...new Set([...endings].map((ending) => ending.length))];

/**
 * English derivational endings (-tion, -ment, -ness…) that mark ordinary nouns and adjectives the
 * lexicon does not list: "Contact Details", "Product Roadmap" are not names.
 */
const WORD_ENDINGS: ReadonlySet<string> = new Set(
  'tion tions sion sions ment ments ness ity ities ance ances ence ences ship ships hood ism isms ist ists ous ful less able ible ical ology ologies ware ics ive'.split(
    ' ',
  ),
);
const WORD_ENDING_LENGTHS = lengthsOf(WORD_ENDINGS);

/** A word that reads as an ordinary English word: a known word's plural, or a derivational ending. */
export function looksLikeWord(key: string): boolean {
  if (LEXICON.firstNames.has(key) || LEXICON.lastNames.has(key)) return false;
  if (endsWithAny(key, WORD_ENDINGS, WORD_ENDING_LENGTHS)) return true;
  // Endings shared with many names (-ing, -ed, -ly) only count on longer words.
  if ((key.length > 7 && (key.endsWith('ing') || key.endsWith('ings'))) || (key.length > 6 && key.endsWith('ed')))
    return true;
  if (key.length > 5 && key.endsWith('ly')) return true;
  if (key.endsWith('ies')) return LEXICON.common.has(`${key.slice(0, -3)}y`);
  return (
    key.endsWith('s') &&
    (LEXICON.common.has(key.slice(0, -1)) || (key.endsWith('es') && LEXICON.common.has(key.slice(0, -2))))
  );
}

/** Endings common in surnames across Europe and Asia. */
const SURNAME_ENDINGS: ReadonlySet<string> = new Set(
  'ov ova ová ev eva ski ska sky ský ská wski czyk enko chuk sen ssen sson son ez ić vić vic escu yan idis ides poulos elli etti ini berg stein mann feld aki moto uchi shvili dze ovich evich ović ssy ényi'.split(
    ' ',
  ),
);
const SURNAME_ENDING_LENGTHS = lengthsOf(SURNAME_ENDINGS);

/** A surname ending, or a Latin letter with a diacritic, which English words rarely carry. */
export function looksLikeSurname(key: string): boolean {
  return endsWithAny(key, SURNAME_ENDINGS, SURNAME_ENDING_LENGTHS) || /[\u00e0-\u00f6\u00f8-\u024f]/.test(key);
}
