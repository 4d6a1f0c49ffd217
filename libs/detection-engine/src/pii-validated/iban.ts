import type { Detector, NormalizedText } from '../types.ts';
import { mod97 } from './checksums.ts';
import { BBAN_FORMATS } from './iban-countries.ts';
import { contextMatcher, isWordChar, NO_WORD_BEFORE, toFindings, type Hit } from './shared.ts';

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

const IBAN_START = new RegExp(`${NO_WORD_BEFORE}[A-Za-z]{2}[0-9]{2}`, 'gu');

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
    const ch = text[pos];
    if (ch === undefined || !/[A-Za-z0-9]/.test(ch)) return undefined;
    compact += ch;
    pos++;
  }
  if (isWordChar(text[pos])) return undefined;
  return { end: pos, compact };
}

function findIbans(input: NormalizedText) {
  const { text } = input;
  const hits: Hit[] = [];
  let covered = 0;
  for (const match of text.matchAll(IBAN_START)) {
    if (match.index < covered) continue;
    const read = readIban(text, match.index);
    if (!read || !isValidIban(read.compact)) continue;
    const confidence = ibanContext(text, match.index, read.end) ? 1 : 0.95;
    hits.push({ type: 'IBAN_CODE', start: match.index, end: read.end, confidence, source: 'validator' });
    covered = read.end;
  }
  return toFindings(input, hits);
}

export const ibanDetector: Detector = { name: 'pii-iban', category: 'pii', detect: findIbans };
