/**
 * Shapes of dates and times as people write them. Each scan regex starts with a digit or a
 * capital letter, so the engine skips the rest of the text cheaply; which words are months is
 * decided by a table lookup on the few candidates, not by the regex.
 */

/** Month names and abbreviations (English, French, German, Spanish, Italian), lower case, month number 1–12. */
const MONTH_TABLE: ReadonlyArray<readonly [number, string]> = [
  [1, 'january jan januar janvier enero gennaio'],
  [2, 'february feb febr februar février fevrier febrero febbraio'],
  [3, 'march mar märz maerz mars marzo'],
  [4, 'april apr avril abril aprile'],
  [5, 'may mai mayo maggio'],
  [6, 'june jun juni juin junio giugno'],
  [7, 'july jul juli juillet julio luglio'],
  [8, 'august aug août aout agosto'],
  [9, 'september sep sept septembre septiembre setiembre settembre'],
  [10, 'october oct oktober octobre octubre ottobre'],
  [11, 'november nov novembre noviembre'],
  [12, 'december dec dezember décembre decembre diciembre dicembre'],
];

/** Lower-case month word → month number. */
export const MONTHS: ReadonlyMap<string, number> = new Map(
  MONTH_TABLE.flatMap(([month, words]) => words.split(' ').map((word): [string, number] => [word, month])),
);

/** Abbreviated month words: a date needs a day or a year after them. */
export const MONTH_ABBREVIATIONS: ReadonlySet<string> = new Set(
  'jan feb febr mar apr jun jul aug sep sept oct nov dec'.split(' '),
);

/** Month words that are also ordinary English words; alone they need a cue ("in May"), never a capital alone. */
export const AMBIGUOUS_MONTHS: ReadonlySet<string> = new Set(['may', 'march', 'mar', 'jan', 'dec', 'sep', 'jun']);

const WORD_CHAR = 'A-Za-z0-9_\\u00C0-\\u024F';
/** Not continuing a longer number such as an IP address or a version. */
const CLOSE = `(?![${WORD_CHAR}]|[./:-]\\d)`;

const YEAR = '(?:1[89]\\d\\d|20\\d\\d)';
const TIME_OF_DAY = '(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:[.,]\\d{1,9})?)?';
const ISO = `\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?:[T ]${TIME_OF_DAY}(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?)?`;
const MERIDIEM = '[ \\u00a0]?[AaPp]\\.?[Mm]\\.?';
const DAY_SUFFIX = '(?:st|nd|rd|th|er|º|\\.)';
/** A word after a day number, checked against `MONTHS` by the caller: "5 May", "12. März", "5 de mayo". */
const MONTH_WORD = '[A-Za-z\\u00C0-\\u00FF]{3,10}\\.?';

/** The first three letters of every month word, in lower case, capitalised and upper case. */
const MONTH_PREFIXES = [...new Set([...MONTHS.keys()].map((word) => word.slice(0, 3)))]
  .flatMap((prefix) => [prefix, prefix.charAt(0).toUpperCase() + prefix.slice(1), prefix.toUpperCase()])
  .join('|');

/**
 * Where a date or time may start: a digit not glued to a word or a longer number, followed by a
 * date separator, the start of a month name or am/pm, or being a year. Starting with a plain digit
 * lets the engine skip everything else cheaply; the full shape is then tried there. `extra` adds
 * what else may follow the number (the caller's street words), so one pass serves both.
 */
export function dateStart(extra: string): RegExp {
  return new RegExp(
    `\\d(?<![${WORD_CHAR}]\\d|\\d[./:-]\\d)\\d{0,5}(?:[-./:]\\d|${DAY_SUFFIX}?[ -]?(?:of |de |del )?(?:${MONTH_PREFIXES}|[AaPp]\\.?[Mm])|(?<=(?<!\\d)(?:1[89]|20)\\d\\d)(?![${WORD_CHAR}])|${extra})`,
    'g',
  );
}

/**
 * The date or time at a `dateStart` (sticky). Groups: 1 ISO date-time, 2 numeric date (3 and 4
 * its separators), 5 day + month word (6 the word), 7 clock time, 8 hour with am/pm, 9 year or decade.
 */
export const DIGIT_LED = new RegExp(
  `(?:(${ISO})` +
    `|(\\d{4}([./])\\d{1,2}\\3\\d{1,2}|\\d{1,2}([./-])\\d{1,2}\\4\\d{2}(?:\\d{2})?)` +
    `|(\\d{1,2}${DAY_SUFFIX}?(?:[ -](?:of|de|del)[ ]|[ -])(${MONTH_WORD})(?:,?[ -](?:de[ ])?${YEAR}|-\\d{2})?)` +
    `|((?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d)?(?:${MERIDIEM})?)` +
    `|((?:1[0-2]|0?[1-9])${MERIDIEM})` +
    `|(${YEAR}s?))${CLOSE}`,
  'y',
);

/**
 * What may follow a capitalised month word (sticky, at its end): "May 1st, 1977", "Jan. 5",
 * "May-2021", "May-21"; an empty match is the month alone, which needs a cue word before it.
 */
export const AFTER_MONTH = new RegExp(
  `\\.?(?:[ -](?:(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?:,?[ ]${YEAR})?|${YEAR}|\\d{2}))?${CLOSE}`,
  'y',
);

/** Day names by the letters before "day" (English) or "tag" (German), lower case. */
export const WEEKDAY_STEMS: Readonly<Record<string, readonly string[]>> = {
  day: ['mon', 'tues', 'wednes', 'thurs', 'fri', 'satur', 'sun'],
  tag: ['mon', 'diens', 'donners', 'frei', 'sams', 'sonn'],
};

/** Numeric dates must name a real day and month in one of the two orders. */
export function isPlausibleDate(value: string): boolean {
  const numeric = /^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})/.exec(value);
  if (numeric === null) return true;
  const [a, b, c] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  if ((numeric[1] ?? '').length === 4) return b >= 1 && b <= 12 && c >= 1 && c <= 31;
  return (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (a >= 1 && a <= 12 && b >= 1 && b <= 31);
}
