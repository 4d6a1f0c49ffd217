import { type Span, after } from '../finding.ts';

/** Dates in a birth context, which are masked as DATE_OF_BIRTH while other dates are only flagged. */

/** Words that introduce a date of birth, in the languages the gateway sees most. */
const BIRTH =
  /(?<![\p{L}\p{N}])(?:born|birth|birthday|birthdate|dob|d\.o\.b|geboren|geb\.|geburtsdatum|geburtstag|née?|naissance|nacid[oa]|nacimiento|nascita|nascid[oa]|nascimento|urodzon[ya]|urodzenia|fødselsdato|født|födelsedatum|född|syntymäaika|syntynyt)(?![\p{L}])/u;
const BIRTH_AFTER = /^\s?[(,-]?\s?(?:dob|d\.o\.b|date of birth|birth ?date|born)\b/;
/** "born in 1984": a bare year is a birth year only straight after the birth word. */
const BORN_YEAR = /(?:born|geboren|nacid[oa]|nat[oa]|née?)(?:\s(?:in|im|en|nel|em))?\s$/;
/** How far before a date a birth word may stand ("Please tell me your date of birth. It's …"). */
const BIRTH_WINDOW = 60;

/** Dates after a birth word (with no other date between) and before a "(DOB)" label become dates of birth. */
export function markBirthDates(text: string, dates: readonly Span[]): Span[] {
  let previousEnd = 0;
  return dates.map((date) => {
    const from = Math.max(previousEnd, date.start - BIRTH_WINDOW);
    previousEnd = date.end;
    const bareYear = date.end - date.start === 4 && /^\d{4}$/.test(text.slice(date.start, date.end));
    // Only a full date, or a year right after "born", can be a date of birth; times and day names cannot.
    if (!bareYear && date.confidence < 0.8) return date;
    const window = text.slice(from, date.start).toLowerCase();
    const birth = bareYear ? BORN_YEAR.test(window) : BIRTH.test(window) || BIRTH_AFTER.test(after(text, date.end, 20));
    return birth ? { ...date, type: 'DATE_OF_BIRTH', confidence: bareYear ? 0.7 : 0.85 } : date;
  });
}
