import { form, shapeDetector } from './shape-scan.ts';
import { contextMatcher } from './shared.ts';

const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** DNI/NIF: up to eight digits and the control letter of (number mod 23). */
export function isValidEsNif(value: string): boolean {
  const compact = value.replace('-', '').toUpperCase();
  const match = /^(\d{7,8})([A-Z])$/.exec(compact);
  return match !== null && CONTROL_LETTERS[Number(match[1]) % 23] === match[2];
}

/** NIE: X, Y or Z (read as 0, 1, 2), seven digits, and the same control letter as a DNI. */
export function isValidEsNie(value: string): boolean {
  const compact = value.replace(/-/g, '').toUpperCase();
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(compact);
  if (!match) return false;
  const number = Number(`${'XYZ'.indexOf(match[1]!)}${match[2]}`);
  return CONTROL_LETTERS[number % 23] === match[3];
}

const spanishIdContext = contextMatcher([
  'dni',
  'nif',
  'nie',
  'documento nacional de identidad',
  'número de identidad',
  'numero de identidad',
  'identificación',
  'identificacion',
  'extranjero',
]);

export const esNifDetector = shapeDetector(
  'pii-es-nif',
  'ES_NIF',
  [
    {
      anchors: [
        { digits: [7, 8], then: '-' },
        { mixed: [8, 9], head: [0, 0] },
      ],
      pattern: form('\\d{7,8}-?[A-Z]', 'i'),
      valid: isValidEsNif,
      plain: 0.85,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  spanishIdContext,
);

export const esNieDetector = shapeDetector(
  'pii-es-nie',
  'ES_NIE',
  [
    {
      anchors: [
        { mixed: [8, 9], head: [1, 1] },
        { mixed: [8, 8], head: [0, 0], digits: [7, 7], words: [1, 1], wordLength: [1, 1] },
      ],
      pattern: form('[XYZ]-?\\d{7}-?[A-Z]', 'i'),
      valid: isValidEsNie,
      plain: 0.9,
      withContext: 1,
      source: 'validator',
    },
  ],
  spanishIdContext,
);

/**
 * Pasaporte: three letters and six digits (two letters on older books), with no check character:
 * only passport words make it one.
 */
export const esPassportDetector = shapeDetector(
  'pii-es-passport',
  'ES_PASSPORT',
  [
    {
      anchors: [{ mixed: [8, 9], head: [2, 3] }],
      pattern: form('[A-Z]{2,3}\\d{6}', 'i'),
      valid: (value) => !/^[a-z]*(\d)\1{5}$/i.test(value),
      plain: 0,
      withContext: 0.7,
      source: 'regex',
    },
  ],
  contextMatcher(['pasaportes?', 'n[úu]mero de pasaporte', 'passports?', 'passport (?:no|number)']),
);
