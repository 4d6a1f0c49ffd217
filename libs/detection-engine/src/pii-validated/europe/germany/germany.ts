import { iso7064Mod1110 } from '../../scan/checksums.ts';
import { form, shapeDetector } from '../../scan/shape-scan.ts';
import { contextMatcher, digitsOf } from '../../scan/shared.ts';
import { stdnumCheck } from '../../stdnum/library.ts';

/**
 * Steuerliche Identifikationsnummer: eleven digits, no leading zero, no digit more than three
 * times among the first ten, and the ISO 7064 MOD 11,10 check digit.
 */
export function isValidDeTaxId(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length !== 11 || digits[0] === '0') return false;
  const counts = new Map<string, number>();
  for (const d of digits.slice(0, 10)) counts.set(d, (counts.get(d) ?? 0) + 1);
  return Math.max(...counts.values()) <= 3 && iso7064Mod1110(digits);
}

/**
 * Eleven-digit numbers are common (PESEL, TCKN, phone numbers): without Steuer-ID words a bare run
 * stays below the threshold unless it is the whole message, which the digit-repetition rule and the
 * check digit let about one random run in 260 pass; the grouped 2-3-3-3 layout stands alone.
 */
export const deTaxIdDetector = shapeDetector(
  'pii-de-tax-id',
  'DE_TAX_ID',
  [
    {
      anchors: [{ digits: [11, 11] }],
      pattern: form('[1-9]\\d{10}'),
      valid: isValidDeTaxId,
      plain: 0.4,
      alone: 0.55,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [2, 2], then: ' ', second: { digits: [3, 3] } }],
      pattern: form('[1-9]\\d \\d{3} \\d{3} \\d{3}'),
      valid: isValidDeTaxId,
      plain: 0.4,
      alone: 0.55,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher([
    'steuer-?id(?:nr)?',
    'steuer-?identifikationsnummer',
    'steueridentifikationsnummer',
    'steuerliche identifikationsnummer',
    'identifikationsnummer',
    'idnr',
    'tax id',
    'tax identification number',
    'tin',
    'bzst',
  ]),
);

/** "DE" in either case. */
const opensVatId = (text: string, start: number): boolean =>
  (text.charCodeAt(start) | 32) === 100 && (text.charCodeAt(start + 1) | 32) === 101;

const vatId = stdnumCheck('DE.vat');

/** USt-IdNr.: "DE" and nine digits whose last is the ISO 7064 MOD 11,10 check digit of the first eight. */
export function isValidDeVatId(value: string): boolean {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  return /^DE\d{9}$/.test(compact) && vatId(compact);
}

export const deVatIdDetector = shapeDetector(
  'pii-de-vat-id',
  'DE_VAT_ID',
  [
    {
      anchors: [
        { mixed: [5, 11], head: [2, 2] },
        { digits: [3, 9], words: [1, 1], wordLength: [2, 2] },
      ],
      quick: opensVatId,
      pattern: form('DE[ .-]?\\d{3}[ .-]?\\d{3}[ .-]?\\d{3}', 'i'),
      valid: isValidDeVatId,
      plain: 0.9,
      withContext: 1,
      source: 'validator',
    },
  ],
  contextMatcher([
    'ust-?id(?:nr)?',
    'ust-?idnr',
    'ust\\.-?id(?:nr)?',
    'umsatzsteuer-?id(?:entifikationsnummer)?',
    'vat(?:[- ]id)?',
    'mehrwertsteuer',
    'rechnung',
    'invoice',
  ]),
);
