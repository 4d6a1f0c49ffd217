import { form, type Shape, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from '../scan/shared.ts';

/** Published or advertising numbers that were never anyone's (Woolworth wallet card, SSA ads, the "123-45-6789" dummy). */
const KNOWN_INVALID_SSNS = new Set(['078051120', '219099999', '123456789', '987654320']);

/**
 * The Social Security Administration's structural rules: area not 000, 666 or 900–999, group not
 * 00, serial not 0000, and not one of the well-known invalid examples.
 */
export function isValidSsn(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length !== 9 || isRepeated(digits) || KNOWN_INVALID_SSNS.has(digits)) return false;
  const area = digits.slice(0, 3);
  return area !== '000' && area !== '666' && area < '900' && digits.slice(3, 5) !== '00' && digits.slice(5) !== '0000';
}

/** IRS ITIN: area 9xx and group 50–65, 70–88, 90–92 or 94–99. */
export function isValidItin(value: string): boolean {
  if (value[0] !== '9') return false;
  const digits = digitsOf(value);
  if (digits.length !== 9 || digits[0] !== '9') return false;
  const group = Number(digits.slice(3, 5));
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

/**
 * Written forms, strongest first: 3-2-4 with dashes, with spaces or dots (one separator
 * throughout), then the two half-separated forms and the bare nine digits, which on their own are
 * very weak (a ZIP+4, an order number) and count only with supporting words.
 */
function forms(valid: (value: string) => boolean, strength: { dashed: number; bare: number; alone?: number }): Shape[] {
  return [
    {
      anchors: [{ digits: [3, 3], then: '-', second: { digits: [2, 2] } }],
      pattern: form('\\d{3}-\\d{2}-\\d{4}'),
      valid,
      plain: strength.dashed,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [3, 3], then: ' .', second: { digits: [2, 2] } }],
      quick: (text, start) => text[start + 6] === text[start + 3],
      pattern: form('\\d{3}([ .])\\d{2}\\1\\d{4}'),
      valid,
      plain: 0.6,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [
        { digits: [3, 3], then: '-', second: { digits: [6, 6] } },
        { digits: [5, 5], then: '-', second: { digits: [4, 4] } },
      ],
      pattern: form('\\d{3}-\\d{6}|\\d{5}-\\d{4}'),
      valid,
      plain: 0.05,
      withContext: 0.4,
      source: 'regex',
    },
    {
      anchors: [{ digits: [9, 9] }],
      pattern: form('\\d{9}'),
      valid,
      plain: strength.bare,
      alone: strength.alone,
      withContext: 0.6,
      source: 'regex',
    },
  ];
}

export const usSsnDetector = shapeDetector(
  'pii-us-ssn',
  'US_SSN',
  forms(isValidSsn, { dashed: 0.85, bare: 0.05 }),
  contextMatcher(['ssns?', 'social security', 'social sec', 'soc sec', 'security number']),
);

export const usItinDetector = shapeDetector(
  'pii-us-itin',
  'US_ITIN',
  // Area 9xx with an assigned group passes about one nine-digit number in twenty.
  forms(isValidItin, { dashed: 0.8, bare: 0.3, alone: 0.55 }),
  contextMatcher(['itin', 'taxpayer', 'tax id', 'tax identification', 'tin']),
);
