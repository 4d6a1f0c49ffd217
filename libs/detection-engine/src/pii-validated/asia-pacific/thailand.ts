import { weightedSum } from '../scan/checksums.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, isRepeated } from '../scan/shared.ts';

/**
 * Thai national ID: a person-type digit 1–8 and an assigned province code (10–96 as in Presidio's
 * recognizer), then the check digit (11 − Σ dᵢ·(13−i) mod 11) mod 10.
 */
export function isValidThTnin(value: string): boolean {
  if (!/^[1-8](?:[134]\d|2[0-7]|5[0-8]|[67][0-7]|[89][0-6])\d{10}$/.test(value) || isRepeated(value)) return false;
  return (11 - (weightedSum(value, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === Number(value[12]);
}

export const thTninDetector = shapeDetector(
  'pii-th-tnin',
  'TH_TNIN',
  [
    {
      anchors: [{ digits: [13, 13] }],
      pattern: form('\\d{13}'),
      valid: isValidThTnin,
      plain: 0.45,
      alone: 0.55,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['thai national id', 'thai id', 'tnin', 'เลขประจำตัวประชาชน', 'เลขบัตรประชาชน', 'บัตรประชาชน', 'รหัสปชช']),
);
