import type { Detector, NormalizedText } from '../../types.ts';
import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import { asciiClass, DIGIT, LETTER } from '../scan/ascii.ts';
import { startsFor } from '../scan/anchors.ts';
import { candidatesOf } from '../scan/candidates.ts';
import { contextMatcher, isWordChar, toFindings, type Hit } from '../scan/shared.ts';

/** IBAN lengths of the countries ibantools knows (the SWIFT registry and the IBANs banks issue outside it). */
const COUNTRIES: ReadonlyMap<string, { length: number }> = new Map(
  Object.entries(getCountrySpecifications()).flatMap(([country, spec]) =>
    spec.chars ? [[country, { length: spec.chars }] as const] : [],
  ),
);

/**
 * An IBAN in compact form, checked by ibantools: country, length, BBAN structure, MOD 97-10 and,
 * where a country has one, the national BBAN check. Letters must be all upper or all lower case.
 */
export function isValidIban(compact: string): boolean {
  if (/[A-Z]/.test(compact) && /[a-z]/.test(compact)) return false;
  return isValidIBAN(compact.toUpperCase());
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
