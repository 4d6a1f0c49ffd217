import { luhn } from './checksums.ts';
import { bounded, shapeDetector } from './shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from './shared.ts';

/** National Provider Identifier: ten digits starting 1 or 2, Luhn over "80840" + the number. */
export function isValidUsNpi(value: string): boolean {
  const digits = digitsOf(value);
  return /^[12]\d{9}$/.test(digits) && !isRepeated(digits.slice(0, 9)) && luhn(`80840${digits}`);
}

/** A ten-digit number starting 1 or 2 is also a phone number: alone it stays below the threshold. */
export const usNpiDetector = shapeDetector(
  'pii-us-npi',
  'US_NPI',
  [
    {
      pattern: bounded('\\d{4}([ -])\\d{3}\\1\\d{3}'),
      valid: isValidUsNpi,
      plain: 0.45,
      withContext: 0.95,
      source: 'validator',
    },
    { pattern: bounded('\\d{10}'), valid: isValidUsNpi, plain: 0.45, withContext: 0.95, source: 'validator' },
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
  [{ pattern: bounded(MBI, 'i'), valid: isValidUsMbi, plain: 0.5, withContext: 0.9, source: 'validator' }],
  contextMatcher(['mbi', 'medicare', 'beneficiary', 'medicare beneficiary identifier']),
);
