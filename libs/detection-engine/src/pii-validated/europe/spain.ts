import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher } from '../scan/shared.ts';
import { stdnumCheck } from '../stdnum/library.ts';

const dni = stdnumCheck('ES.dni');
const nie = stdnumCheck('ES.nie');

/** DNI/NIF: eight digits (an older card may drop the leading zero) and the mod-23 control letter. */
export function isValidEsNif(value: string): boolean {
  const compact = value.replace('-', '').toUpperCase();
  return /^\d{7,8}[A-Z]$/.test(compact) && dni(compact.padStart(9, '0'));
}

/** NIE: X, Y or Z, seven digits and the DNI control letter. */
export function isValidEsNie(value: string): boolean {
  const compact = value.replace(/-/g, '').toUpperCase();
  return /^[XYZ]\d{7}[A-Z]$/.test(compact) && nie(compact);
}

const spanishIdContext = contextMatcher([
  'dni',
  'nif',
  'nie',
  'documento nacional de identidad',
  'número de identidad',
  'numero de identidad',
  'identificación',
  'documento de identidad',
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
