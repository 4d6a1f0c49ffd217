import { weightedSum } from './checksums.ts';
import { isValidDate } from './dates.ts';
import { form, shapeDetector } from './shape-scan.ts';
import { contextMatcher } from './shared.ts';

/** The month field carries the century: +80 for 1800s, +0 1900s, +20 2000s, +40 2100s, +60 2200s. */
const CENTURY_BY_OFFSET = [1900, 2000, 2100, 2200, 1800];

/** PESEL: a valid birth date (century from the month) and the 1-3-7-9 weighted check digit. */
export function isValidPlPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const month = Number(value.slice(2, 4));
  const century = CENTURY_BY_OFFSET[Math.floor(month / 20)];
  if (century === undefined || !isValidDate(century + Number(value.slice(0, 2)), month % 20, Number(value.slice(4, 6))))
    return false;
  return (10 - (weightedSum(value, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === Number(value[10]);
}

export const plPeselDetector = shapeDetector(
  'pii-pl-pesel',
  'PL_PESEL',
  [
    {
      anchors: [{ digits: [11, 11] }],
      pattern: form('\\d{11}'),
      valid: isValidPlPesel,
      plain: 0.45,
      alone: 0.58,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['pesel', 'numer pesel', 'nr pesel']),
);
