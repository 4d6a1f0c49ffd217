import { weightedSum } from './checksums.ts';
import { form, shapeDetector } from './shape-scan.ts';
import { contextMatcher, isRepeated } from './shared.ts';

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
      anchors: [{ mixed: [9, 9], head: [1, 1] }],
      pattern: form('[STFGM]\\d{7}[A-Z]'),
      valid: isValidSgNricFin,
      plain: 0.85,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['nric', 'fin', 'ic number', 'identity card', 'singapore id']),
);

/**
 * UEN (Unique Entity Number): businesses have eight digits and a letter, local companies the year
 * of registration, five digits and a letter, other entities T/S/R (20xx/19xx/18xx), two digits of
 * the year, a two-letter entity type, four digits and a letter. ACRA does not publish how the last
 * letter is computed, so the digit forms, which any reference number could have, need UEN words;
 * the lettered form of other entities is rare enough in ordinary text to stand on its own.
 */
export function isValidSgUen(value: string): boolean {
  if (/^[RST]\d{2}[A-Z]{2}\d{4}[A-Z]$/.test(value)) return !isRepeated(value.slice(5, 9));
  return /^(?:\d{8}|(?:18|19|20)\d{7})[A-Z]$/.test(value) && !isRepeated(value.slice(0, -1));
}

export const sgUenDetector = shapeDetector(
  'pii-sg-uen',
  'SG_UEN',
  [
    {
      anchors: [{ mixed: [10, 10], head: [1, 1] }],
      pattern: form('[RST]\\d{2}[A-Z]{2}\\d{4}[A-Z]'),
      valid: isValidSgUen,
      plain: 0.5,
      withContext: 0.9,
      source: 'regex',
    },
    {
      anchors: [{ mixed: [9, 10], head: [0, 0] }],
      pattern: form('\\d{8,9}[A-Z]'),
      valid: isValidSgUen,
      plain: 0,
      withContext: 0.75,
      source: 'regex',
    },
  ],
  contextMatcher(['uen', 'unique entity number', 'acra', 'business registration(?: (?:no|number))?', 'entity number']),
);
