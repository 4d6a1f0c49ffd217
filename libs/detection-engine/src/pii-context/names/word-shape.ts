import { LEXICON } from '../lexicon.ts';

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

/**
 * Endings that mark surnames, by the naming customs that make them: Slavic (-ov, -ski, -ić,
 * -enko, -chuk, -wicz), Nordic (-sen, -sson, -qvist, -ström, -lund, -gren, -dottir), Finnish
 * (-nen), German and Dutch (-mann, -berg, -stein, -stra), Romanian (-escu, -eanu), Greek
 * (-poulos, -idis, -akis), Italian (-elli, -ucci), Portuguese (-eira, -eiro), Spanish (-ez),
 * Armenian (-yan), Georgian (-shvili, -dze), Turkish (-oglu), Basque (-etxea) and Japanese
 * (-moto, -mura, -yama, -uchi).
 */
const SURNAME_ENDINGS: ReadonlySet<string> = new Set(
  `ov ova ová ev eva ski ska sky ský ská skaya wski czyk wicz enko chuk yuk iuk
  sen ssen sson son qvist kvist quist ström strom lund gren dottir dóttir nen
  berg stein mann feld stra meier meyer bauer
  escu eanu idis poulos opoulou akis elli etti ini ucci acci otti eira eiro
  ez ić vić vic ović ovich evich yan shvili dze oglu etxea
  aki moto mura yama uchi shima jima zawa gawa
  ssy ényi`.split(/\s+/),
);
const SURNAME_ENDING_LENGTHS = lengthsOf(SURNAME_ENDINGS);

/** A word that reads as an ordinary English word: a known word's plural, or a derivational ending. */
export function looksLikeWord(key: string): boolean {
  if (LEXICON.firstNames.has(key) || LEXICON.lastNames.has(key)) return false;
  // A surname ending is the more specific of two: "Bergqvist" ends in -ist as well as -qvist.
  if (!endsWithAny(key, SURNAME_ENDINGS, SURNAME_ENDING_LENGTHS)) {
    if (endsWithAny(key, WORD_ENDINGS, WORD_ENDING_LENGTHS)) return true;
    // Endings shared with many names (-ing, -ed, -ly) only count on longer words.
    if ((key.length > 7 && (key.endsWith('ing') || key.endsWith('ings'))) || (key.length > 6 && key.endsWith('ed')))
      return true;
    if (key.length > 5 && key.endsWith('ly')) return true;
  }
  if (key.endsWith('ies')) return LEXICON.common.has(`${key.slice(0, -3)}y`);
  return (
    key.endsWith('s') &&
    (LEXICON.common.has(key.slice(0, -1)) || (key.endsWith('es') && LEXICON.common.has(key.slice(0, -2))))
  );
}

/** Gaelic patronymic prefixes: McDowell, O'Brien, Fitzgerald. */
const SURNAME_PREFIX = /^(?:mc\p{L}{2}|o['’]\p{L}{2}|fitz\p{L}{3})/u;

/** A surname ending or prefix, or a Latin letter with a diacritic, which English words rarely carry. */
export function looksLikeSurname(key: string): boolean {
  return (
    endsWithAny(key, SURNAME_ENDINGS, SURNAME_ENDING_LENGTHS) ||
    SURNAME_PREFIX.test(key) ||
    /[\u00e0-\u00f6\u00f8-\u024f]/.test(key)
  );
}
