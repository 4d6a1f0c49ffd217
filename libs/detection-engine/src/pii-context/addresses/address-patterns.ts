import {
  DIRECTION,
  PARTICLES,
  POSTCODE,
  STREET_ENDINGS,
  STREET_PREFIXES,
  STREET_SUFFIXES,
  UNIT,
} from './address-words.ts';
import { caseVariants } from '../names/case-variants.ts';

/**
 * Street-address patterns. Each is anchored with ^ and applied to a short slice that starts where
 * a cheap scan found a candidate (a house number, a street word), never run over the whole text.
 */

/** A capitalised word, or a lower-case particle inside a name. Every repetition is bounded. */
const WORD = String.raw`\p{Lu}[\p{L}\p{M}'’.-]{0,30}`;
const NAME = String.raw`(?:(?:${PARTICLES})[ \t]+)?${WORD}`;
/** A title-case word (not an all-capital code such as a plate's "ABC"), a particle, or a street word. */
const TITLE_WORD = String.raw`(?:${PARTICLES}|${STREET_ENDINGS.join('|').replaceAll('.', '\\.')}|\p{Lu}\p{Ll}[\p{L}\p{M}'’-]{0,30})`;
const SUFFIX = `(?:${caseVariants([...STREET_SUFFIXES].sort((a, b) => b.length - a.length).join('|'))})`;

/** 221B Baker Street, 1600 N Amphitheatre Pkwy, 1204 18 Elm Street: number, name words, street type. */
export const NUMBER_FIRST = new RegExp(
  String.raw`^\d{1,6}[A-Za-z]?(?:[ \t]+\d{1,4})?[ \t]+(?:${DIRECTION}[ \t]+)?(?:(?:${NAME}|\d{1,3}(?:st|nd|rd|th))[ \t]+){1,4}${SUFFIX}\.?(?![\p{L}\p{N}])`,
  'u',
);

/** 4410 Karla Čapka 12, 77 Petőfi Sándor u. 3.: house number, name words, number, then a line or unit break. */
export const NUMBER_NAME_NUMBER = new RegExp(
  String.raw`^\d{1,6}[ \t]+(?:${TITLE_WORD}[ \t]+){1,4}(?:\p{Ll}{1,3}\.[ \t]+)?\d{1,5}[a-z]?\.?(?=[ \t]*(?:,|\n|$|(?:${caseVariants('apt|suite|unit|flat')})\b))`,
  'u',
);

/** Rue de la Paix 5, Via Roma 12, 12 rue de la Paix: a street word first. */
export const PREFIX_FIRST = new RegExp(
  String.raw`^(?:\d{1,4}[a-z]?,?[ \t]+)?(?:${caseVariants(STREET_PREFIXES)})[ \t]+(?:(?:${PARTICLES})[ \t]+){0,3}${WORD}(?:[ \t]+(?:(?:${PARTICLES})[ \t]+){0,2}${WORD}){0,3}(?:,?[ \t]+\d{1,4}[a-z]?(?![\p{N}]))?`,
  'u',
);

/** PO boxes and US military addresses, in any case, within the slice around an anchor. */
export const BOX =
  /\b(?:\d{1,6}[ \t]+)?(?:(?:p\.?[ \t]?o\.?[ \t]?box|post office box)[ \t]+\d{1,6}|(?:psc|unit|cmr)[ \t]+\d{1,5},?[ \t]+box[ \t]+\d{1,5}|(?:apo|fpo|dpo)[ \t]+(?:aa|ae|ap)[ \t]+\d{5})\b/gi;

/** A line break inside an address block, with the quote or bullet marks that may open the next line. */
const LINE_BREAK = String.raw`[ \t]*\n(?:[ \t]*\n)?[ \t]*(?:[>?*•-]+[ \t]*)?`;

/** A unit after a street: ", Apt. 5", "\n Suite 200". */
const UNIT_AFTER = new RegExp(String.raw`^(?:,[ \t]*|${LINE_BREAK}|[ \t]+)${UNIT}(?![\p{L}\p{N}])`, 'iu');

/** A city, region or postcode segment after a street: ", Springfield, IL 62704", "\n TAMPERE\n Finland 33100". */
const SEGMENT_AFTER = new RegExp(
  String.raw`^(?:,[ \t]*(?:${LINE_BREAK})?|${LINE_BREAK}|[ \t]{1,6})(?:,[ \t]*)?((?:${NAME}|\p{Lu}{2,}(?:[ \t]\(\p{Lu}[\p{L} ]{0,30}\))?)(?:[ \t]+(?:${NAME}|\p{Lu}{2,}|\(\p{Lu}[\p{L} ]{0,30}\))){0,3})?(?:,?[ \t]+\p{Lu}{2}(?![\p{L}]))?(?:,?[ \t]*${POSTCODE})?(?![\p{L}\p{N}])`,
  'u',
);

export function endsWithStreetWord(word: string): boolean {
  const lower = word.toLowerCase();
  return STREET_ENDINGS.some((ending) => lower.endsWith(ending) && lower.length > ending.length + 1);
}

/** Extends a street match over its unit and the city, region and postcode lines that follow it. */
export function extendAddress(text: string, end: number, isPlace: (value: string) => boolean): number {
  let cursor = end;
  for (let units = 0; units < 3; units += 1) {
    const unit = UNIT_AFTER.exec(text.slice(cursor, cursor + 24));
    if (unit === null) break;
    cursor += unit[0].length;
  }
  // A capitalised segment joins when it, or a later segment up to the last one taken, reads as a place.
  let extended = cursor;
  let probe = cursor;
  for (let segments = 0; segments < 4; segments += 1) {
    const segment = SEGMENT_AFTER.exec(text.slice(probe, probe + 90));
    if (segment === null || segment[0].trim().replace(/^,/, '') === '') break;
    probe += segment[0].length;
    const name = segment[1];
    if (/\d/.test(segment[0]) || name === undefined || isPlace(name) || /^\p{Lu}{2,}/u.test(name)) extended = probe;
  }
  return extended;
}
