import { form, shapeDetector } from './shape-scan.ts';
import { contextMatcher } from './shared.ts';

/**
 * NIR (numéro de sécurité sociale): sex 1/2 (3/4/7/8 for provisional numbers), year, month
 * (01–12, or 20–99 when unknown), département (2A/2B for Corsica), commune, order, then the key
 * 97 − (first 13 digits mod 97), with 2A read as 19 and 2B as 18.
 */
export function isValidFrNir(value: string): boolean {
  const compact = value.replace(/ /g, '').toUpperCase();
  if (!/^[1-478]\d{4}(?:\d{2}|2[AB])\d{8}$/.test(compact)) return false;
  const month = Number(compact.slice(3, 5));
  if (month === 0 || (month > 12 && month < 20)) return false;
  const body = compact.slice(0, 13).replace('2A', '19').replace('2B', '18');
  return 97 - (Number(body) % 97) === Number(compact.slice(13));
}

export const frNirDetector = shapeDetector(
  'pii-fr-nir',
  'FR_NIR',
  [
    {
      anchors: [{ digits: [15, 15], mixed: [15, 15], head: [0, 0] }],
      pattern: form('[1-478]\\d{4}(?:\\d{2}|2[AB])\\d{8}', 'i'),
      valid: isValidFrNir,
      plain: 0.85,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [1, 1], then: ' ', second: { digits: [2, 2] } }],
      pattern: form('[1-478] \\d{2} \\d{2} (?:\\d{2}|2[AB]) \\d{3} \\d{3} \\d{2}', 'i'),
      valid: isValidFrNir,
      plain: 0.85,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher([
    'sécurité sociale',
    'securite sociale',
    'sécu',
    'secu',
    'nir',
    'insee',
    'carte vitale',
    'numéro de sécurité',
    'social security',
  ]),
);
