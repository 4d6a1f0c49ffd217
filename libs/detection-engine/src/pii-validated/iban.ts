import type { Detector, NormalizedText } from '../types.ts';
import { mod97 } from './checksums.ts';
import { BBAN_FORMATS } from './iban-countries.ts';
import { asciiClass, DIGIT, LETTER } from './ascii.ts';
import { startsFor } from './anchors.ts';
import { candidatesOf } from './candidates.ts';
import { contextMatcher, isWordChar, toFindings, type Hit } from './shared.ts';

const CLASS_PATTERN: Readonly<Record<string, string>> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };

/** Anchored BBAN patterns and IBAN lengths, derived once from the registry table. */
const COUNTRIES: ReadonlyMap<string, { length: number; bban: RegExp }> = new Map(
  Object.entries(BBAN_FORMATS).map(([country, format]) => {
    let length = 4;
    let source = '';
    for (const [, count, kind] of format.matchAll(/(\d+)([nac])/g)) {
      length += Number(count);
      source += `${CLASS_PATTERN[kind!]}{${count}}`;
    }
    return [country, { length, bban: new RegExp(`^${source}$`) }];
  }),
);

/**
 * An IBAN in compact form: a registered country, its length and BBAN structure, check digits
 * 02–98 and ISO 7064 MOD 97-10 == 1. Letters must be all upper or all lower case.
 */
export function isValidIban(compact: string): boolean {
  const hasUpper = /[A-Z]/.test(compact);
  const hasLower = /[a-z]/.test(compact);
  if (hasUpper && hasLower) return false;
  const iban = compact.toUpperCase();
  const country = COUNTRIES.get(iban.slice(0, 2));
  if (!country || iban.length !== country.length || !/^\d{2}$/.test(iban.slice(2, 4))) return false;
  const check = Number(iban.slice(2, 4));
  if (check < 2 || check > 98 || !country.bban.test(iban.slice(4))) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

const ibanContext = contextMatcher([
  'iban',
  'bank',
  'account',
  'konto',
  'kontonummer',
  'transfer',
  'wire',
  'sepa',
  'bic',
  'swift',
  'compte',
  'cuenta',
  'conto',
  'rekening',
]);

/** An IBAN opens with its country and check digits: two letters, two digits, at the start of a run. */
function opensIban(text: string, start: number): boolean {
  return (
    asciiClass(text.charCodeAt(start)) === LETTER &&
    asciiClass(text.charCodeAt(start + 1)) === LETTER &&
    asciiClass(text.charCodeAt(start + 2)) === DIGIT &&
    asciiClass(text.charCodeAt(start + 3)) === DIGIT &&
    !isWordChar(text[start - 1])
  );
}

/**
 * Reads an IBAN starting at `start`, as printed: compact, or in blocks of four separated by the
 * same single space or dash throughout. The country's registered length says where it ends.
 */
function readIban(text: string, start: number): { end: number; compact: string } | undefined {
  const country = COUNTRIES.get(text.slice(start, start + 2).toUpperCase());
  if (!country) return undefined;
  let compact = text.slice(start, start + 4);
  let pos = start + 4;
  let separator: string | undefined;
  while (compact.length < country.length) {
    if (compact.length % 4 === 0) {
      const ch = text[pos];
      const found = ch === ' ' || ch === '-' ? ch : '';
      if (separator === undefined) separator = found;
      else if (found !== separator) return undefined;
      if (found) pos++;
    }
    if (asciiClass(text.charCodeAt(pos)) === 0) return undefined;
    compact += text[pos];
    pos++;
  }
  if (isWordChar(text[pos])) return undefined;
  return { end: pos, compact };
}

/** Printed in blocks, an IBAN's first run is its four-character block; written compact, the whole IBAN. */
const IBAN_RUNS = [
  { mixed: [4, 4], head: [2, 2] },
  { mixed: [15, 34], head: [2, 2] },
] as const;

function findIbans(input: NormalizedText) {
  const candidates = candidatesOf(input);
  const { text } = candidates;
  const hits: Hit[] = [];
  let covered = 0;
  for (const from of startsFor(candidates, IBAN_RUNS)) {
    if (from < covered || !opensIban(text, from)) continue;
    const read = readIban(text, from);
    if (!read || !isValidIban(read.compact)) continue;
    const confidence = ibanContext(text, from, read.end) ? 1 : 0.95;
    hits.push({ type: 'IBAN_CODE', start: from, end: read.end, confidence, source: 'validator' });
    covered = read.end;
  }
  return toFindings(input, hits);
}

export const ibanDetector: Detector = {
  name: 'pii-iban',
  emits: [{ category: 'pii', types: ['IBAN_CODE'] }],
  detect: findIbans,
};
