import { weightedSum } from './checksums.ts';
import { bounded, shapeDetector } from './shape-scan.ts';
import { contextMatcher } from './shared.ts';

const CHECK_LETTERS: Readonly<Record<string, { offset: number; letters: string }>> = {
  S: { offset: 0, letters: 'JZIHGFEDCBA' },
  T: { offset: 4, letters: 'JZIHGFEDCBA' },
  F: { offset: 0, letters: 'XWUTRQPNMLK' },
  G: { offset: 4, letters: 'XWUTRQPNMLK' },
  M: { offset: 3, letters: 'KLJNPQRTUWX' },
};

/** NRIC (S/T) and FIN (F/G/M): seven digits weighted 2-7-6-5-4-3-2 and the prefix's check-letter table. */
export function isValidSgNricFin(value: string): boolean {
  const upper = value.toUpperCase();
  const table = CHECK_LETTERS[upper[0] ?? ''];
  if (!table || !/^[STFGM]\d{7}[A-Z]$/.test(upper)) return false;
  const sum = weightedSum(upper.slice(1, 8), [2, 7, 6, 5, 4, 3, 2]) + table.offset;
  return table.letters[sum % 11] === upper[8];
}

export const sgNricFinDetector = shapeDetector(
  'pii-sg-nric-fin',
  'SG_NRIC_FIN',
  [
    {
      pattern: bounded('[STFGM]\\d{7}[A-Z]'),
      valid: isValidSgNricFin,
      plain: 0.85,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['nric', 'fin', 'ic number', 'identity card', 'singapore id']),
);
