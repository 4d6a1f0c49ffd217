import { digitAt, letterAt } from '../scan/ascii.ts';
import { luhn } from '../scan/checksums.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from '../scan/shared.ts';

/** National Provider Identifier: ten digits starting 1 or 2, Luhn over "80840" + the number. */
export function isValidUsNpi(value: string): boolean {
  const digits = digitsOf(value);
  return /^[12]\d{9}$/.test(digits) && !isRepeated(digits.slice(0, 9)) && luhn(`80840${digits}`);
}

/** A ten-digit number starting 1 or 2 is also a phone number: without NPI words it stays below the threshold, even as the whole message. */
export const usNpiDetector = shapeDetector(
  'pii-us-npi',
  'US_NPI',
  [
    {
      anchors: [{ digits: [4, 4], then: ' -', second: { digits: [3, 3] } }],
      pattern: form('\\d{4}([ -])\\d{3}\\1\\d{3}'),
      valid: isValidUsNpi,
      plain: 0.45,
      alone: 0.58,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [10, 10] }],
      pattern: form('\\d{10}'),
      valid: isValidUsNpi,
      plain: 0.45,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['npi', 'national provider', 'provider id(?:entifier)?', 'provider number']),
);

/** Letters of the Medicare Beneficiary Identifier: no S, L, O, I, B or Z. */
const L = '[AC-HJKMNP-RT-Y]';
const LN = '[AC-HJKMNP-RT-Y0-9]';
const MBI = `[1-9]${L}${LN}\\d-?${L}${LN}\\d-?${L}${L}\\d\\d`;
const WHOLE_MBI = new RegExp(`^${MBI}$`);

/** Medicare Beneficiary Identifier: the CMS position rules (no check character is defined). */
export function isValidUsMbi(value: string): boolean {
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return false;
  return WHOLE_MBI.test(value.toUpperCase()) && (value.match(/-/g) ?? []).length !== 1;
}

export const usMbiDetector = shapeDetector(
  'pii-us-mbi',
  'US_MBI',
  [
    {
      anchors: [{ mixed: [4, 11], head: [0, 0] }],
      quick: (text, start) => letterAt(text, start + 1) && digitAt(text, start + 3),
      pattern: form(MBI, 'i'),
      valid: isValidUsMbi,
      plain: 0.5,
      withContext: 0.9,
      source: 'validator',
    },
  ],
  contextMatcher(['mbi', 'medicare', 'beneficiary', 'medicare beneficiary identifier']),
);

/**
 * DEA registration number (what Presidio reports as MEDICAL_LICENSE): the registrant type, the
 * first letter of the registrant's surname (9 for a business), six digits and a check digit, the
 * last digit of d1 + d3 + d5 + 2·(d2 + d4 + d6).
 */
export function isValidDeaNumber(value: string): boolean {
  const match = /^[ABCDEFGHJKLMPRSTUX][A-Z9](\d{7})$/.exec(value);
  if (!match || isRepeated(match[1]!)) return false;
  const d = [...match[1]!].map(Number);
  return (d[0]! + d[2]! + d[4]! + 2 * (d[1]! + d[3]! + d[5]!)) % 10 === d[6];
}

export const deaNumberDetector = shapeDetector(
  'pii-dea-number',
  'MEDICAL_LICENSE',
  [
    {
      anchors: [{ mixed: [9, 9], head: [1, 2] }],
      pattern: form('[A-Z][A-Z9]\\d{7}'),
      valid: isValidDeaNumber,
      plain: 0.4,
      withContext: 0.9,
      alone: 0.55,
      source: 'validator',
    },
  ],
  contextMatcher([
    'dea(?: (?:no|number|registration))?',
    'certificate(?: (?:no|number))?',
    'medical licen[cs]e',
    'licen[cs]e (?:no|number)',
    'prescriber',
    'registration (?:no|number)',
  ]),
);
