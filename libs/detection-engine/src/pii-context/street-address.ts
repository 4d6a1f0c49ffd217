import {
  BOX,
  BOX_ANCHOR,
  NUMBER_FIRST,
  NUMBER_NAME_NUMBER,
  PREFIX_FIRST,
  SHIP,
  endsWithStreetWord,
  extendAddress,
} from './address-patterns.ts';
import { PARTICLES, STREET_ENDINGS, STREET_PREFIX_WORDS } from './address-words.ts';
import { isLetterCode } from './chars.ts';
import type { Span } from './finding.ts';
import { addressAfterVerb } from './labelled-fields.ts';
import { isCommon } from './name-words.ts';
import { looksLikeWord } from './word-shape.ts';

/** Cheap scans for where an address may start: a number before a word, a word before a number. */
const NUMBER_THEN_WORD = /\d[A-Za-z]?[ \t]+[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/g;
const WORD_THEN_NUMBER = /[a-z\u00C0-\u024F.][ \t]+\d/g;
const GLUED = /[\p{L}\p{N}.,:/-]/u;
/** "u. 15", "ul. 5": abbreviations that may stand right before a house number. */
const PARTICLES_BEFORE_NUMBER = /^(?:u|ul|utca|út|tér|gate|gata|vej|gade|str|st)\.?$/;
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

/** Number-first addresses, tried from the start of the digit run (or of the number before it). */
function numberFirst(text: string, spans: Span[]): void {
  let last = -1;
  for (const anchor of text.matchAll(NUMBER_THEN_WORD)) {
    let start = anchor.index;
    while (start > 0 && /\d/.test(text[start - 1] ?? '')) start -= 1;
    // "1204 18 Elm Street": the building number may come before the street number.
    const before = /(?:^|[^\d])(\d{1,6})[ \t]+$/.exec(text.slice(Math.max(0, start - 10), start));
    const earlier = before?.[1] === undefined ? undefined : start - before[0].length + before[0].indexOf(before[1]);
    for (const from of earlier === undefined ? [start] : [earlier, start]) {
      if (from <= last || GLUED.test(text[from - 1] ?? '')) continue;
      const found = addressAt(text, from);
      if (found === undefined) continue;
      spans.push(found);
      last = found.end;
      break;
    }
  }
}

/** The start of a capitalised street word ("Rua", "Via") among the five words ending at `end`, if one is there. */
function prefixWordBefore(text: string, end: number): number | undefined {
  let cursor = end;
  for (let words = 0; words < 5 && cursor > 0; words += 1) {
    while (cursor > 0 && (text[cursor - 1] === ' ' || text[cursor - 1] === '\t')) cursor -= 1;
    const wordEnd = cursor;
    while (cursor > 0 && !/[\s,]/.test(text[cursor - 1] ?? ' ') && wordEnd - cursor < 20) cursor -= 1;
    const word = text.slice(cursor, wordEnd);
    if (word === '') return undefined;
    if (STREET_PREFIX_WORDS.has(word.toLowerCase()) && /^\p{Lu}/u.test(word)) return cursor;
  }
  return undefined;
}

/** "lives on Lange Laan 8", "Oude Gracht 12 St.": where the words before a house number are a street name. */
const ON_STREET_BEFORE = /\b(?:lives?|living|is|are|located|enter|stop|station is|office is) on[ \t]+$/i;
const STREET_AFTER_NUMBER = /^[ \t]+(?:St\.|St\b|[Ss]treet\b)/;

/** The start of up to three capitalised words ending at `wordStart`'s word, when the context says they name a street. */
function namedStreet(text: string, wordStart: number, numberEnd: number): number | undefined {
  let start = wordStart;
  for (let words = 1; words < 3; words += 1) {
    const previous = /(?:^|[ \t])(\p{Lu}[\p{L}\p{M}'’-]{1,30}[ \t]+)$/u.exec(
      text.slice(Math.max(0, start - 34), start),
    );
    if (previous?.[1] === undefined) break;
    start -= previous[1].length;
  }
  if (STREET_AFTER_NUMBER.test(text.slice(numberEnd, numberEnd + 10))) return start;
  return ON_STREET_BEFORE.test(text.slice(Math.max(0, start - 24), start)) ? start : undefined;
}

/** Hauptstraße 5, Mannerheimintie 5, Rua das Laranjeiras 40: a street word, then the house number. */
function wordThenNumber(text: string, spans: Span[]): void {
  for (const anchor of text.matchAll(WORD_THEN_NUMBER)) {
    let start = anchor.index + 1;
    while (
      start > 0 &&
      anchor.index + 1 - start < 40 &&
      (isLetterCode(text.charCodeAt(start - 1)) || text[start - 1] === '.' || text[start - 1] === '-')
    )
      start -= 1;
    const word = text.slice(start, anchor.index + 1);
    // Street names and the words of "Rua das Laranjeiras 40" before a number are capitalised.
    if (!/^\p{Lu}/u.test(word) && !PARTICLES_BEFORE_NUMBER.test(word)) continue;
    const key = word.toLowerCase();
    const number = /^[ \t]+\d{1,4}[a-z]?(?!\d)/.exec(text.slice(anchor.index + 1, anchor.index + 12));
    // "During 1999", "Spring 2020": English words that happen to end like a street word.
    if (number !== null && /^\p{Lu}/u.test(word) && endsWithStreetWord(word) && !isCommon(key) && !looksLikeWord(key)) {
      spans.push(location(start, word.length + number[0].length, 0.8));
      continue;
    }
    const named = namedStreet(text, start, anchor.index + 1 + (number?.[0].length ?? 0));
    if (number !== null && named !== undefined) {
      spans.push(location(named, anchor.index + 1 + number[0].length - named, 0.75));
      continue;
    }
    const prefix = prefixWordBefore(text, start);
    const prefixed = prefix === undefined ? null : PREFIX_FIRST.exec(text.slice(prefix, prefix + WINDOW));
    if (prefix !== undefined && prefixed !== null && /\d/.test(prefixed[0]))
      spans.push(location(prefix, prefixed[0].length, 0.75));
  }
}

/** PO boxes and military addresses, looked for only around "box" and "APO"-like words. */
function boxes(text: string, spans: Span[]): void {
  const windows: Array<[number, number]> = [];
  for (const anchor of text.matchAll(BOX_ANCHOR)) {
    const last = windows.at(-1);
    const [from, to] = [Math.max(0, anchor.index - 30), anchor.index + 40];
    if (last !== undefined && from <= last[1]) last[1] = to;
    else windows.push([from, to]);
  }
  for (const [from, to] of windows) {
    for (const match of text.slice(from, to).matchAll(BOX))
      spans.push(location(from + match.index, match[0].length, 0.9));
  }
}

/** Street addresses, each extended over the unit, city, region and postcode that follow it. */
export function findStreetAddresses(text: string, isPlace: (value: string) => boolean): Span[] {
  const spans: Span[] = [];
  numberFirst(text, spans);
  wordThenNumber(text, spans);
  boxes(text, spans);
  for (const match of text.matchAll(SHIP)) spans.push(location(match.index, match[0].length, 0.9));
  return spans.map((span) => ({ ...span, end: extendAddress(text, span.end, isPlace) }));
}
