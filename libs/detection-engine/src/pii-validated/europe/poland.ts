import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher } from '../scan/shared.ts';
import { stdnumCheck } from '../stdnum/library.ts';

const pesel = stdnumCheck('PL.pesel');

/** PESEL: a birth date (century from the month, none in the future) and the 1-3-7-9 weighted check digit. */
export function isValidPlPesel(value: string): boolean {
  return /^\d{11}$/.test(value) && pesel(value);
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
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['pesel', 'numer pesel', 'nr pesel', 'numer ewidencyjny']),
);
