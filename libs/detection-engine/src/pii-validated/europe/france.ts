import { stdnumCheck } from '../stdnum/library.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher } from '../scan/shared.ts';

/** NIR (numéro de sécurité sociale), with its 97 − (mod 97) key: stdnum's rules, spaces ignored. */
const nir = stdnumCheck('FR.nir');

export function isValidFrNir(value: string): boolean {
  return nir(value.replace(/ /g, '').toUpperCase());
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
    'nss',
    'assurance maladie',
    "numéro d['’]inscription au répertoire",
    'numéro de sécurité',
    'social security',
  ]),
);
