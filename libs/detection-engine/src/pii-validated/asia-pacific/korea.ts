import { weightedSum } from '../scan/checksums.ts';
import { isValidShortDate } from '../scan/dates.ts';
import { form, type Shape, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher } from '../scan/shared.ts';

const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

/** Birth date and a gender/century digit from `first` (1–4 residents, 5–8 foreigners). */
function hasStructure(value: string, genders: string): boolean {
  const digits = value.replace('-', '');
  return (
    /^\d{13}$/.test(digits) &&
    genders.includes(digits[6]!) &&
    isValidShortDate(Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4, 6)))
  );
}

/** Resident registration number with the pre-2020 check digit (11 − Σ mod 11) mod 10. */
export function isValidKrRrn(value: string): boolean {
  const digits = value.replace('-', '');
  return hasStructure(value, '1234') && (11 - (weightedSum(digits, WEIGHTS) % 11)) % 10 === Number(digits[12]);
}

/** Foreigner registration number: the same layout, gender digit 5–8, check (13 − Σ mod 11) mod 10. */
export function isValidKrFrn(value: string): boolean {
  const digits = value.replace('-', '');
  return hasStructure(value, '5678') && (13 - (weightedSum(digits, WEIGHTS) % 11)) % 10 === Number(digits[12]);
}

/**
 * Numbers issued since October 2020 carry random digits instead of a check digit, so a number
 * with only the date structure still counts, weakly, as a bare pattern.
 */
function forms(checked: (value: string) => boolean, genders: string): Shape[] {
  const structured = (value: string) => hasStructure(value, genders);
  return [
    {
      anchors: [{ digits: [6, 6], then: '-', second: { digits: [7, 7] } }],
      pattern: form('\\d{6}-\\d{7}'),
      valid: checked,
      plain: 0.85,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [13, 13] }],
      pattern: form('\\d{13}'),
      valid: checked,
      plain: 0.5,
      alone: 0.64,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [6, 6], then: '-', second: { digits: [7, 7] } }, { digits: [13, 13] }],
      pattern: form('\\d{6}-?\\d{7}'),
      valid: structured,
      plain: 0.3,
      alone: 0.55,
      withContext: 0.6,
      source: 'regex',
    },
  ];
}

export const krRrnDetector = shapeDetector(
  'pii-kr-rrn',
  'KR_RRN',
  forms(isValidKrRrn, '1234'),
  contextMatcher(['rrn#?', 'resident registration', '주민등록번호', '주민번호']),
);

export const krFrnDetector = shapeDetector(
  'pii-kr-frn',
  'KR_FRN',
  forms(isValidKrFrn, '5678'),
  contextMatcher(['frn', 'foreigner registration', '외국인등록번호', '외국인번호']),
);
