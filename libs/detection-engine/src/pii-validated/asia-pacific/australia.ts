import { weightedSum } from '../scan/checksums.ts';
import { form, type Shape, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated, isSequence } from '../scan/shared.ts';
import { stdnumCheck } from '../stdnum/library.ts';

const notDummy = (digits: string): boolean => !isRepeated(digits) && !isSequence(digits);

const abn = stdnumCheck('AU.abn');
const acn = stdnumCheck('AU.acn');
const tfn = stdnumCheck('AU.tfn');

/** ABN: weighted mod 89 after subtracting 1 from the first digit. */
export function isValidAuAbn(value: string): boolean {
  const digits = digitsOf(value);
  return digits.length === 11 && notDummy(digits) && abn(digits);
}

/** ACN: weights 8..1 over eight digits and a complement-to-10 check digit. */
export function isValidAuAcn(value: string): boolean {
  const digits = digitsOf(value);
  return digits.length === 9 && notDummy(digits) && acn(digits);
}

/**
 * TFN: weights 1,4,3,7,5,8,6,9,10, sum divisible by 11. A run such as 876 543 210 passes that
 * check and is a TFN's own shape, so no placeholder filter here: context and layout decide.
 */
export function isValidAuTfn(value: string): boolean {
  const digits = digitsOf(value);
  return digits.length === 9 && tfn(digits);
}

/** Medicare card: first digit 2–6, check digit Σ(1,3,7,9,1,3,7,9) mod 10, issue number, optional IRN. */
export function isValidAuMedicare(value: string): boolean {
  const digits = digitsOf(value);
  if (!/^[2-6]\d{9,10}$/.test(digits) || !notDummy(digits)) return false;
  return weightedSum(digits, [1, 3, 7, 9, 1, 3, 7, 9]) % 10 === Number(digits[8]);
}

const businessContext = contextMatcher([
  'abn',
  'acn',
  'australian business number',
  'australian company number',
  'company number',
]);

/** One in 89 eleven-digit numbers passes the ABN check: in running text it is a fair guess, not a certainty. */
export const auAbnDetector = shapeDetector(
  'pii-au-abn',
  'AU_ABN',
  [
    {
      anchors: [{ digits: [2, 2], then: ' ', second: { digits: [3, 3] } }],
      pattern: form('\\d{2} \\d{3} \\d{3} \\d{3}'),
      valid: isValidAuAbn,
      plain: 0.6,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [11, 11] }],
      pattern: form('\\d{11}'),
      valid: isValidAuAbn,
      plain: 0.45,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  businessContext,
);

/** ACN and TFN are both nine digits written 3-3-3: the grouped layout, or the bare run beside its words. */
function nineDigitShapes(valid: (value: string) => boolean): Shape[] {
  return [
    {
      anchors: [{ digits: [3, 3], then: ' ', second: { digits: [3, 3] } }],
      pattern: form('\\d{3} \\d{3} \\d{3}'),
      valid,
      plain: 0.4,
      alone: 0.55,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [9, 9] }],
      // Bare, nine digits are any number's: only the grouped layout or context words make it one.
      pattern: form('\\d{9}'),
      valid,
      plain: 0.3,
      withContext: 0.95,
      source: 'validator',
    },
  ];
}

export const auAcnDetector = shapeDetector('pii-au-acn', 'AU_ACN', nineDigitShapes(isValidAuAcn), businessContext);

export const auTfnDetector = shapeDetector(
  'pii-au-tfn',
  'AU_TFN',
  nineDigitShapes(isValidAuTfn),
  contextMatcher(['tfn', 'tax file number', 'tax file']),
);

export const auMedicareDetector = shapeDetector(
  'pii-au-medicare',
  'AU_MEDICARE',
  [
    {
      anchors: [{ digits: [4, 4], then: ' ', second: { digits: [5, 5] } }],
      pattern: form('\\d{4} \\d{5} \\d(?:[ -]?\\d)?'),
      valid: isValidAuMedicare,
      plain: 0.45,
      alone: 0.56,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [10, 11] }],
      pattern: form('\\d{10,11}'),
      valid: isValidAuMedicare,
      plain: 0.4,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['medicare', 'medicare card', 'medicare number', 'irn']),
);
