import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, isRepeated } from '../scan/shared.ts';
import { stdnumCheck } from '../stdnum/library.ts';

const tcKimlik = stdnumCheck('TR.tckimlik');

/**
 * T.C. Kimlik No: eleven digits, no leading zero; d10 = (7·(d1+d3+d5+d7+d9) − (d2+d4+d6+d8)) mod 10
 * and d11 = (d1+…+d10) mod 10. Two check digits make a chance match one in a hundred, but eleven-digit
 * numbers are everywhere (mobile numbers in China start with 1): without kimlik words it stays below the threshold, unless it is the whole message (two check digits: one random run in a hundred passes).
 */
export function isValidTrNationalId(value: string): boolean {
  return /^[1-9]\d{10}$/.test(value) && !isRepeated(value) && tcKimlik(value);
}

export const trNationalIdDetector = shapeDetector(
  'pii-tr-national-id',
  'TR_NATIONAL_ID',
  [
    {
      anchors: [{ digits: [11, 11] }],
      pattern: form('[1-9]\\d{10}'),
      valid: isValidTrNationalId,
      plain: 0.45,
      alone: 0.62,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher([
    'tc kimlik',
    't\\.c\\. kimlik',
    'kimlik',
    'tckn',
    'tc no',
    'turkish id',
    'kimlik numarası',
    'kimlik no',
    'nüfus cüzdanı',
    'vatandaşlık (?:no|numarası)',
  ]),
);
