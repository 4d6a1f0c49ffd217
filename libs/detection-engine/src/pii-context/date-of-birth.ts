import type { Detector, NormalizedText } from '../types.ts';
import { DATE, YEAR_ONLY, isPlausibleDate } from './dates.ts';
import { type Span, toFindings } from './finding.ts';

/** Words that introduce a date of birth, in the languages the gateway sees most. */
const BIRTH =
  /^(?:born|birth|birthday|birthdate|dob|d\.o\.b|geboren|geb|geburtsdatum|geburtstag|née?|naissance|nacid[oa]|nacimiento|nat[oa]|nascita|nascid[oa]|nascimento|urodzon[ya]|urodzenia|fødselsdato|født|födelsedatum|född|syntymäaika|syntynyt)(?![\p{L}])/iu;
/** Cheap scan for where a birth word may start; BIRTH confirms it on the slice. */
const BIRTH_ANCHOR =
  /[Bb](?:orn|irth)|B(?:ORN|IRTH)|[Dd][Oo][Bb]|D\.O\.B|[Gg]e[bB]|GEB|[Nn](?:ée?|aci|asc|at[oa])|N(?:ÉE?|ACI|ASC|AT[OA])|[Uu]rodz|[Ff][øö]d|[Ss]yntym/g;
const BIRTH_AFTER = /^\s?[(,-]?\s?(?:dob|d\.o\.b|date of birth|birth ?date|born)\b/i;

/** How far past a birth word the date may start ("Please tell me your date of birth. It's …"). */
const WINDOW = 60;

export interface DateOfBirthOptions {
  /**
   * Also report dates outside a birth context, at a low confidence. Off by default: a date alone
   * identifies nobody, and masking every date would damage ordinary prompts.
   */
  anyDate?: boolean;
}

function birthDates(text: string): Span[] {
  const spans: Span[] = [];
  let coveredTo = 0;
  for (const anchor of text.matchAll(BIRTH_ANCHOR)) {
    if (/[\p{L}\p{N}]/u.test(text[anchor.index - 1] ?? '')) continue;
    const word = BIRTH.exec(text.slice(anchor.index, anchor.index + 16))?.[0];
    if (word === undefined) continue;
    const from = Math.max(anchor.index + word.length, coveredTo);
    const window = text.slice(from, from + WINDOW);
    const date = window.matchAll(DATE).next().value;
    if (date !== undefined && isPlausibleDate(date[0])) {
      const start = from + date.index;
      spans.push({ type: 'DATE_TIME', start, end: start + date[0].length, confidence: 0.85, source: 'regex' });
      coveredTo = start + date[0].length;
      continue;
    }
    // "born in 1984": a bare year counts only straight after the birth word.
    const year = YEAR_ONLY.exec(window.trimStart());
    if (year?.[1] !== undefined && /^born$|^geboren$|^nacid[oa]$|^nat[oa]$|^née?$/i.test(word)) {
      const start = from + (window.length - window.trimStart().length) + year[0].length - year[1].length;
      spans.push({ type: 'DATE_TIME', start, end: start + year[1].length, confidence: 0.7, source: 'regex' });
    }
  }
  return spans;
}

function allDates(text: string, birth: readonly Span[]): Span[] {
  const starts = new Set(birth.map((span) => span.start));
  const spans: Span[] = [...birth];
  for (const match of text.matchAll(DATE)) {
    if (starts.has(match.index) || !isPlausibleDate(match[0])) continue;
    const end = match.index + match[0].length;
    const labelled = BIRTH_AFTER.test(text.slice(end, end + 20));
    spans.push({ type: 'DATE_TIME', start: match.index, end, confidence: labelled ? 0.85 : 0.5, source: 'regex' });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Dates in a date-of-birth context, reported as Presidio's DATE_TIME. */
export function findBirthDates(text: string, options: DateOfBirthOptions = {}): Span[] {
  const birth = birthDates(text);
  return options.anyDate === true ? allDates(text, birth) : birth;
}

export function createDateOfBirthDetector(options: DateOfBirthOptions = {}): Detector {
  return {
    name: 'date-of-birth',
    category: 'pii',
    detect: (input: NormalizedText) => toFindings(input, findBirthDates(input.text, options)),
  };
}
