/** Calendar dates as people write them: ISO, numeric day/month/year in either order, and month names. */

const MONTHS = [
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec',
  'januar|februar|märz|maerz|mai|juni|juli|oktober|dezember',
  'janvier|février|fevrier|mars|avril|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre',
].join('|');

const MONTH = `(?:${MONTHS})\\.?`;
const DAY = '(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th|er|\\.|º)?';
const YEAR = '(?:1[89]\\d\\d|20\\d\\d)';
const OF = '(?:\\s(?:of|de|del)\\s|\\s|-)';

const ISO = `${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])(?:[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d{1,6})?)?(?:Z|[+-]\\d\\d:?\\d\\d)?)?`;
const NUMERIC = `(?:\\d{1,2}([./-])\\d{1,2}\\1(?:\\d{4}|\\d{2})|${YEAR}/\\d{1,2}/\\d{1,2})`;
const DAY_MONTH_YEAR = `${DAY}${OF}${MONTH}(?:,?${OF}|,\\s?)${YEAR}`;
const MONTH_DAY_YEAR = `${MONTH}\\s${DAY},?\\s${YEAR}`;
const MONTH_YEAR = `${MONTH}\\s${YEAR}`;

/** Any date; the surrounding boundaries keep it off longer numbers and words. */
export const DATE = new RegExp(
  `(?<![\\p{L}\\p{N}/.:-])(?:${ISO}|${DAY_MONTH_YEAR}|${MONTH_DAY_YEAR}|${MONTH_YEAR}|${NUMERIC})(?![\\p{L}\\p{N}]|[/.:-]\\d)`,
  'giu',
);

/** A year on its own, accepted only straight after "born in" and the like. */
export const YEAR_ONLY = new RegExp(`^(?:in\\s|im\\s|en\\s|nel\\s|em\\s)?(${YEAR})(?![\\p{N}])`, 'iu');

/** Numeric dates must name a real day and month in one of the two orders. */
export function isPlausibleDate(value: string): boolean {
  const numeric = /^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})/.exec(value);
  if (numeric === null || value.includes(':')) return true;
  const [a, b, c] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
  if ((numeric[1] ?? '').length === 4) return b >= 1 && b <= 12 && c >= 1 && c <= 31;
  const dayMonth = a >= 1 && a <= 31 && b >= 1 && b <= 12;
  const monthDay = a >= 1 && a <= 12 && b >= 1 && b <= 31;
  return dayMonth || monthDay;
}
