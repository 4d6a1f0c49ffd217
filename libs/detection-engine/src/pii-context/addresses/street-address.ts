import {
  NUMBER_FIRST,
  NUMBER_NAME_NUMBER,
  PREFIX_FIRST,
  endsWithStreetWord,
  extendAddress,
} from './address-patterns.ts';
import { extendStart } from './address-extent.ts';
import { boxes, ships } from './mail-boxes.ts';
import { PARTICLES, STREET_ENDINGS, STREET_PREFIX_WORDS } from './address-words.ts';
import type { Span } from '../finding.ts';
import { addressAfterVerb } from '../labelled-fields.ts';
import type { Run } from '../names/name-runs.ts';
import { STREET_WORD_AFTER, type TextScan } from '../text-scan.ts';
import { isCommon } from '../names/name-words.ts';
import { looksLikeWord } from '../names/word-shape.ts';

const GLUED = /[\p{L}\p{N}.,:/-]/u;
const WINDOW = 200;

const location = (start: number, length: number, confidence: number): Span => ({
  type: 'LOCATION',
  start,
  end: start + length,
  confidence,
  source: 'nlp',
});

/** The lower-cased word starting at `index`, up to a space or comma. */
function wordAt(text: string, index: number): string {
  const match = /^[^\s,]{1,20}/.exec(text.slice(index, index + 20));
  return match?.[0].toLowerCase() ?? '';
}

/** "In 2019 Apple Park": a year after "in" is not a house number. */
function isYear(text: string, from: number, street: string): boolean {
  return (
    /^(?:19|20)\d\d /.test(street) && /\b(?:in|since|of|during|by)\s$/i.test(text.slice(Math.max(0, from - 8), from))
  );
}

/** Words that may follow a house number in lower case: particles and street words ("12 rue …"). */
const LOWER_AFTER_NUMBER: ReadonlySet<string> = new Set([
  ...STREET_PREFIX_WORDS,
  ...PARTICLES.split('|'),
  ...STREET_ENDINGS,
]);

/** Whether the word after the number at `from` can start a street name: a capital, an ordinal, or a street word. */
function streetMayFollow(text: string, from: number): boolean {
  const next = /^\d{1,6}[A-Za-z]?(?:[ \t]+\d{1,4})?,?[ \t]+(\S)/.exec(text.slice(from, from + 20));
  const char = next?.[1] ?? '';
  if (char === '' || /\d/.test(char) || char !== char.toLowerCase()) return true;
  return LOWER_AFTER_NUMBER.has(wordAt(text, from + (next?.[0].length ?? 1) - 1));
}

/** The address starting at a house number at `from`, if any. */
function addressAt(text: string, from: number): Span | undefined {
  if (!streetMayFollow(text, from)) return undefined;
  const slice = text.slice(from, from + WINDOW);
  const street = NUMBER_FIRST.exec(slice);
  if (street !== null && !isYear(text, from, street[0])) return location(from, street[0].length, 0.9);
  const numbered = NUMBER_NAME_NUMBER.exec(slice);
  if (numbered !== null) return location(from, numbered[0].length, 0.75);
  // "12 rue de la Paix": a street word after the number.
  const next = /^\d{1,4}[a-z]?,?[ \t]+/.exec(slice);
  if (next !== null && STREET_PREFIX_WORDS.has(wordAt(slice, next[0].length))) {
    const prefixed = PREFIX_FIRST.exec(slice);
    if (prefixed !== null) return location(from, prefixed[0].length, 0.75);
  }
  return addressAfterVerb(text, from);
}

/** The number (or two, "1204 18") and an optional direction before a capitalised street name. */
const NUMBER_BEFORE_NAME =
  /(?<![\p{L}\p{N}.,:/-])(\d{1,6}[A-Za-z]?[ \t]+)?\d{1,6}[A-Za-z]?,?[ \t]+(?:[NSEW]\.?[ \t]+)?$/u;
/** A house number before a street word written in lower case (sticky, at a number's start). */
const STREET_WORD_NUMBER = new RegExp(`\\d{1,6}${STREET_WORD_AFTER}`, 'y');

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;

/** A digit within the few characters before `index` (a number, then maybe a letter, a comma, a direction). */
function digitBefore(text: string, index: number): boolean {
  for (let cursor = index - 2; cursor >= Math.max(0, index - 6); cursor -= 1)
    if (isDigitCode(text.charCodeAt(cursor))) return true;
  return false;
}

/** Where number-first addresses may start: before a capitalised run, or before a lower-case street word. */
function numberAnchors(text: string, runs: readonly Run[], numbers: readonly number[]): number[] {
  const anchors: number[] = [];
  for (const run of runs) {
    if (!digitBefore(text, run.start)) continue;
    const from = Math.max(0, run.start - 20);
    const match = NUMBER_BEFORE_NAME.exec(text.slice(from, run.start));
    if (match === null) continue;
    // "1204 18 Elm Street": the building number may come before the street number.
    anchors.push(from + match.index);
    if (match[1] !== undefined) anchors.push(from + match.index + match[1].length);
  }
  for (const start of numbers) {
    STREET_WORD_NUMBER.lastIndex = start;
    if (!/[.,:/-]/.test(text[start - 1] ?? '') && STREET_WORD_NUMBER.test(text)) anchors.push(start);
  }
  return anchors.sort((a, b) => a - b);
}

/** Number-first addresses, tried from each anchor that is not inside an address found already. */
function numberFirst(text: string, runs: readonly Run[], numbers: readonly number[], spans: Span[]): void {
  let last = -1;
  for (const from of numberAnchors(text, runs, numbers)) {
    if (from <= last || GLUED.test(text[from - 1] ?? '')) continue;
    const found = addressAt(text, from);
    if (found === undefined) continue;
    spans.push(found);
    last = found.end;
  }
}

/** "lives on Lange Laan 8", "Oude Gracht 12 St.": where the words before a house number are a street name. */
const ON_STREET_BEFORE =
  /\b(?:(?:lives?|living|is|are|located|enter|stop|station is|office is) on|(?:side|corner|end) of)[ \t]+$/i;
const STREET_AFTER_NUMBER = /^[ \t]+(?:St\.|St\b|[Ss]treet\b)/;

/** The number after a capitalised run, possibly after a particle ("Petőfi Sándor u. 3", "Długa ul. 5"). */
const PARTICLE_INITIALS: ReadonlySet<number> = new Set([...'utgvs'].map((char) => char.charCodeAt(0)));
const NUMBER_AFTER_NAME = /^[ \t]+(?:(u|ul|utca|út|tér|gate|gata|vej|gade|str|st)\.?[ \t]+)?\d/;
const HOUSE_NUMBER = /^[ \t]+\d{1,4}[a-z]?(?!\d)/;

/** "Oude Gracht 12 St.", "lives on Lange Laan 8": up to three words of the run before the number name a street. */
function namedStreet(text: string, run: Run, numberEnd: number): number | undefined {
  const start = run.tokens[Math.max(0, run.tokens.length - 3)]?.start ?? run.start;
  if (STREET_AFTER_NUMBER.test(text.slice(numberEnd, numberEnd + 10))) return start;
  return ON_STREET_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ? start : undefined;
}

/** A street word opening the run ("Rua das Flores", "Via Roma"). */
function prefixWord(run: Run): number | undefined {
  const token = run.tokens.find((candidate) => STREET_PREFIX_WORDS.has(candidate.key));
  return token?.start;
}

/** Hauptstraße 5, Mannerheimintie 5, Rua das Laranjeiras 40: a street word, then the house number. */
function wordThenNumber(text: string, runs: readonly Run[], spans: Span[]): void {
  for (const run of runs) {
    // Only spaces, then a digit or a particle's first letter (u, t, g, v, s), can follow a street name here.
    let cursor = run.end;
    while (cursor < run.end + 3 && (text.charCodeAt(cursor) === 32 || text.charCodeAt(cursor) === 9)) cursor += 1;
    const next = text.charCodeAt(cursor);
    if (cursor === run.end || !(isDigitCode(next) || PARTICLE_INITIALS.has(next))) continue;
    const after = NUMBER_AFTER_NAME.exec(text.slice(run.end, run.end + 14));
    const lastToken = run.tokens.at(-1);
    if (after === null || lastToken === undefined) continue;
    const particle = after[1];
    const start = particle === undefined ? lastToken.start : run.end + after[0].indexOf(particle);
    const wordEnd = particle === undefined ? run.end : start + after[0].length - after[0].indexOf(particle) - 1;
    const word = text.slice(start, wordEnd).trimEnd();
    const number = HOUSE_NUMBER.exec(text.slice(start + word.length, start + word.length + 12));
    if (number === null) continue;
    const numberEnd = start + word.length + number[0].length;
    // "During 1999", "Spring 2020": English words that happen to end like a street word.
    const key = word.toLowerCase();
    if (particle === undefined && endsWithStreetWord(word) && !isCommon(key) && !looksLikeWord(key)) {
      spans.push(location(start, numberEnd - start, 0.8));
      continue;
    }
    const named = namedStreet(text, run, numberEnd);
    if (named !== undefined) {
      spans.push(location(named, numberEnd - named, 0.75));
      continue;
    }
    const prefix = prefixWord(run);
    const prefixed = prefix === undefined ? null : PREFIX_FIRST.exec(text.slice(prefix, prefix + WINDOW));
    if (prefix !== undefined && prefixed !== null && /\d/.test(prefixed[0]))
      spans.push(location(prefix, prefixed[0].length, 0.75));
  }
}

/**
 * Street addresses, each extended over the unit, city, region and postcode that follow it.
 * `scan` holds the text's capitalised runs, numbers and keywords.
 */
export function findStreetAddresses(text: string, scan: TextScan, isPlace: (value: string) => boolean): Span[] {
  const spans: Span[] = [];
  const runs = scan.runs();
  numberFirst(text, runs, scan.numbers(), spans);
  wordThenNumber(text, runs, spans);
  boxes(text, scan.keywords().box, spans);
  ships(runs, spans);
  return spans.map((span) => extendStart(text, { ...span, end: extendAddress(text, span.end, isPlace) }));
}
