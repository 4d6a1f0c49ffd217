import { weightedSum } from '../scan/checksums.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, isRepeated } from '../scan/shared.ts';
import { stdnumCheck } from '../stdnum/library.ts';

/**
 * Check letters by the remainder of the weighted sum. The M series (FIN issued from 2022) has
 * its own letters, read like the others: ICA's rule takes P = 11 − remainder and the P-th letter
 * of K L J N P Q R T U W X, the same as this reversed table indexed by the remainder.
 */
const CHECK_LETTERS: Readonly<Record<string, { offset: number; letters: string }>> = {
  S: { offset: 0, letters: 'JZIHGFEDCBA' },
  T: { offset: 4, letters: 'JZIHGFEDCBA' },
  F: { offset: 0, letters: 'XWUTRQPNMLK' },
  G: { offset: 4, letters: 'XWUTRQPNMLK' },
  M: { offset: 3, letters: 'XWUTRQPNJLK' },
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
  contextMatcher([
    'nric',
    'fin',
    'ic (?:no|number)',
    'identity card(?: number)?',
    'foreign identification number',
    'singapore id',
    'kad pengenalan',
    '身份证(?:号码)?',
    '身份證(?:號碼)?',
  ]),
);

const uen = stdnumCheck('SG.uen');

/** UEN layouts stdnum reads, with the year of a local company's registration no later than this year. */
export function isValidSgUen(value: string): boolean {
  if (/^[RST]\d{2}[A-Z]{2}\d{4}[A-Z]$/.test(value)) return uen(value);
  if (/^\d{8}[A-Z]$/.test(value)) return !isRepeated(value.slice(0, 8)) && uen(value);
  if (!/^\d{9}[A-Z]$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 1800 && year <= new Date().getFullYear() && uen(value);
}

/**
 * UEN (Unique Entity Number), each layout with its check letter: other entities T/S/R
 * (20xx/19xx/18xx), two digits of the year, one of ACRA's two-letter entity types, four digits
 * and a letter, which ordinary text hardly ever holds, so it stands alone; local companies the
 * year of registration, five digits and a letter, which counts as the whole message; businesses
 * eight digits and a letter, the layout of a Spanish DNI and of many reference numbers, so it
 * needs UEN words.
 */
export const sgUenDetector = shapeDetector(
  'pii-sg-uen',
  'SG_UEN',
  [
    {
      anchors: [{ mixed: [10, 10], head: [1, 1] }],
      pattern: form('[RST]\\d{2}[A-Z]{2}\\d{4}[A-Z]'),
      valid: isValidSgUen,
      plain: 0.85,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ mixed: [10, 10], head: [0, 0] }],
      pattern: form('(?:18|19|20)\\d{7}[A-Z]'),
      valid: isValidSgUen,
      plain: 0.4,
      alone: 0.55,
      withContext: 0.9,
      source: 'validator',
    },
    {
      anchors: [{ mixed: [9, 9], head: [0, 0] }],
      pattern: form('\\d{8}[A-Z]'),
      valid: isValidSgUen,
      plain: 0,
      withContext: 0.85,
      source: 'validator',
    },
  ],
  contextMatcher([
    'uen',
    'unique entity number',
    'acra',
    '(?:business|company) registration(?: (?:no|number))?',
    'co\\.? reg(?:istration)?\\.? no',
    'entity number',
    'nombor entiti unik',
    '统一实体编号',
    '單一實體編號',
  ]),
);
