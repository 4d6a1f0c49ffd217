import type { Detector, NormalizedText } from '../../types.ts';
import { isWordCode } from '../chars.ts';
import {
  AFTER_MONTH,
  AMBIGUOUS_MONTHS,
  DIGIT_LED,
  MONTHS,
  MONTH_ABBREVIATIONS,
  WEEKDAY_STEMS,
  isPlausibleDate,
} from './date-patterns.ts';
import { type Span, after, before, toFindings } from '../finding.ts';
import { markBirthDates } from './birth-dates.ts';
import { resolveOverlaps } from '../overlaps.ts';
import { type TextScan, scanOf, scanText } from '../text-scan.ts';

/** Words after which a bare year is a year: "in 1972", "Act of 1974", "since 2001". */
const YEAR_CUES: ReadonlySet<string> = new Set(
  'in during since until till from of year circa ca. c. around before after early late mid mid- spring summer autumn fall winter through by'.split(
    ' ',
  ),
);
/** "a 2018 French film": a year used as an adjective, after an article or a possessive. */
const DETERMINERS: ReadonlySet<string> = new Set('a an the his her their its my our your this'.split(' '));
/** Words after a number that make it a quantity ("in 2048 bytes", "of 1999 votes"), not a year. */
const QUANTITY_AFTER =
  /^\s?(?:%|percent|(?:ms|kb|mb|gb|tb|km|kg|mg|cm|mm|px|pt|usd|eur|gbp)\b|[a-z]{3,}s\b|people|times)/;
const NOT_PLURAL: ReadonlySet<string> = new Set(
  'this thus plus across always perhaps besides unless whereas was has his its is as us'.split(' '),
);
/** Words before a capitalised month standing alone: "in May", "since March". */
const MONTH_CUES: ReadonlySet<string> = new Set(
  'in during since until till by from of early late mid last next this every each through throughout before after'.split(
    ' ',
  ),
);
const WEEKDAY_ENDINGS = Object.keys(WEEKDAY_STEMS);
const STEM_ENDS: ReadonlySet<number> = new Set(
  Object.values(WEEKDAY_STEMS).flatMap((stems) => stems.map((stem) => stem.charCodeAt(stem.length - 1))),
);

const span = (start: number, end: number, confidence: number): Span => ({
  type: 'DATE_TIME',
  start,
  end,
  confidence,
  source: 'regex',
});

/** The lower-cased word just before `index` (skipping spaces), without trailing punctuation other than a full stop. */
function wordBefore(text: string, index: number): string {
  return /([\p{L}.-]+)[ \t]*$/u.exec(before(text, index, 16))?.[1] ?? '';
}

function wordAfter(text: string, index: number): string {
  return /^[ \t]*([\p{L}]+)/u.exec(text.slice(index, index + 24))?.[1] ?? '';
}

/** "Act of 1974", "summer of 1969": a name, a time word or an event before "of" makes the number a year whatever follows. */
const TIME_WORDS: ReadonlySet<string> = new Set(
  'summer spring autumn fall winter class year end start beginning middle half quarter month election census crisis act law treaty war revolution'.split(
    ' ',
  ),
);

function namesAYear(text: string, ofStart: number): boolean {
  const word = /(\p{L}+)[ \t]+$/u.exec(text.slice(Math.max(0, ofStart - 16), ofStart))?.[1] ?? '';
  return /^\p{Lu}/u.test(word) || TIME_WORDS.has(word.toLowerCase());
}

/** A bare year counts after a cue word, as an adjective before a name, in brackets, or as the whole text. */
function yearConfidence(text: string, start: number, end: number): number | undefined {
  const next = after(text, end, 16);
  const previous = wordBefore(text, start);
  const quantity = QUANTITY_AFTER.test(next) && !NOT_PLURAL.has(/^\s?([a-z]+)/.exec(next)?.[1] ?? '');
  if (YEAR_CUES.has(previous) && !quantity) return 0.6;
  if (previous === 'of' && namesAYear(text, text.lastIndexOf('of', start))) return 0.6;
  if (text[start - 1] === '(' && text[end] === ')') return 0.6;
  if (DETERMINERS.has(previous) && /^\p{Lu}/u.test(wordAfter(text, end))) return 0.6;
  return text.trim().length === end - start ? 0.55 : undefined;
}

function isMonth(word: string, capitalised: boolean, yearFollows: boolean): boolean {
  const key = word.toLowerCase().replace(/\.$/, '');
  if (!MONTHS.has(key)) return false;
  return !AMBIGUOUS_MONTHS.has(key) || capitalised || yearFollows;
}

function digitLed(text: string, starts: readonly number[], spans: Span[]): void {
  for (const start of starts) {
    DIGIT_LED.lastIndex = start;
    const match = DIGIT_LED.exec(text);
    if (match === null) continue;
    const [value, iso, numeric, , , dayMonth, monthWord, clock, meridiem, year] = match;
    const end = start + value.length;
    if (iso !== undefined) spans.push(span(start, end, 0.8));
    else if (numeric !== undefined) {
      if (isPlausibleDate(numeric)) spans.push(span(start, end, 0.8));
    } else if (dayMonth !== undefined && monthWord !== undefined) {
      if (isMonth(monthWord, /^\p{Lu}/u.test(monthWord), /\d{2}$/.test(dayMonth))) spans.push(span(start, end, 0.8));
    } else if (clock !== undefined || meridiem !== undefined) {
      spans.push(span(start, end, 0.6));
    } else if (year !== undefined) {
      const confidence = yearConfidence(text, start, end);
      if (confidence !== undefined) spans.push(span(start, end, confidence));
    }
  }
}

/** Capitalised month words ("May", "Jan.") with the day or year after them, or alone after "in", "since"… */
function monthLed(text: string, calendar: readonly number[], spans: Span[]): void {
  for (let index = 0; index + 1 < calendar.length; index += 2) {
    const start = calendar[index] as number;
    const month = text.slice(start, calendar[index + 1]);
    if (!MONTHS.has(month.toLowerCase())) continue;
    AFTER_MONTH.lastIndex = start + month.length;
    const rest = AFTER_MONTH.exec(text)?.[0];
    if (rest === undefined) continue;
    if (/\d/.test(rest)) {
      spans.push(span(start, start + month.length + rest.length, 0.8));
    } else if (
      /^\p{Lu}\p{Ll}/u.test(month) &&
      !MONTH_ABBREVIATIONS.has(month.toLowerCase()) &&
      MONTH_CUES.has(wordBefore(text, start))
    ) {
      spans.push(span(start, start + month.length, 0.55));
    }
  }
}

/** The lower-case word ending just before `index` (skipping one space), or '' if it is longer than `max`. */
function previousWord(lower: string, index: number, max: number): [string, number] {
  const end = lower.charCodeAt(index - 1) === 32 ? index - 1 : index;
  let start = end;
  while (start > 0 && end - start <= max && isWordCode(lower.charCodeAt(start - 1))) start -= 1;
  return end - start > max || start === end ? ['', start] : [lower.slice(start, end), start];
}

const ORDINALS: ReadonlySet<string> = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'last', 'next']);

/** "the last Sunday before Labor Day", "the first Monday of the month": a rule for finding a day, not a date. */
function recurring(lower: string, start: number): boolean {
  const [ordinal, at] = previousWord(lower, start, 6);
  return ORDINALS.has(ordinal) && lower.startsWith('the ', at - 4);
}

/** Day names, in any case, found by the "day" and "tag" they end with. */
function weekdays(lower: string, spans: Span[]): void {
  for (const ending of WEEKDAY_ENDINGS) {
    const stems = WEEKDAY_STEMS[ending] ?? [];
    for (let index = lower.indexOf(ending); index !== -1; index = lower.indexOf(ending, index + 3)) {
      // Every stem ends in n, s, i, r or e: "today", "holidays" and "Montage" fail here, cheaply.
      if (isWordCode(lower.charCodeAt(index + 3)) || !STEM_ENDS.has(lower.charCodeAt(index - 1))) continue;
      const stem = stems.find((candidate) => lower.startsWith(candidate, index - candidate.length));
      const start = index - (stem?.length ?? 0);
      if (stem !== undefined && !isWordCode(lower.charCodeAt(start - 1)) && !recurring(lower, start))
        spans.push(span(start, index + 3, 0.6));
    }
  }
}

/**
 * Dates and times: ISO and numeric dates, dates with month names (English, French, German,
 * Spanish, Italian), clock times, day names, and years in context. A date in a birth context is
 * reported as DATE_OF_BIRTH, any other as DATE_TIME.
 */
export function findDates(text: string, scan: TextScan = scanText(text)): Span[] {
  const spans: Span[] = [];
  digitLed(text, scan.numbers(), spans);
  monthLed(text, scan.calendar(), spans);
  weekdays(scan.lower(), spans);
  return markBirthDates(text, resolveOverlaps(spans));
}

export const dateTimeDetector: Detector = {
  name: 'date-time',
  emits: [{ category: 'pii', types: ['DATE_TIME', 'DATE_OF_BIRTH'] }],
  detect: (input: NormalizedText) => toFindings(input, findDates(input.text, scanOf(input))),
};
