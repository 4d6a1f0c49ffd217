import { twoDigitsAt, upperAt } from '../scan/ascii.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, isRepeated } from '../scan/shared.ts';

/**
 * Vehicle registration plates. A plate has no check digit and its letters and digits look like
 * many other codes, so most forms count only beside vehicle words; the written layouts below are
 * the ones each country prints on its plates.
 */
const VEHICLE_WORDS = [
  'licen[cs]e plates?',
  'number ?plates?',
  'plates?',
  'plate (?:no|number)',
  'registration(?: (?:no|number|mark|plate))?',
  'reg(?: (?:no|number))?',
  'car reg',
  'vehicles?',
  'vrm',
];

const digitsIn = (value: string): string => value.replace(/\D/g, '');

/**
 * Kfz-Kennzeichen: district code of one to three letters, one or two letters, a number of one to
 * four digits without a leading zero, E (electric) or H (historic) after it; eight characters at
 * most besides the suffix. Written in capitals, separated by spaces or dashes.
 */
export function isValidDeKfz(value: string): boolean {
  const match = /^([A-Z]{1,3})[ -]([A-Z]{1,2})[ -]?([1-9]\d{0,3})[EH]?$/.exec(value);
  return match !== null && match[1]!.length + match[2]!.length + match[3]!.length <= 8;
}

export const deKfzDetector = shapeDetector(
  'pii-de-kfz',
  'DE_KFZ',
  [
    {
      anchors: [
        { digits: [1, 4], mixed: [2, 5], head: [0, 0], words: [2, 2] },
        { mixed: [3, 7], head: [1, 2], words: [1, 1] },
      ],
      quick: (text, start) => upperAt(text, start),
      pattern: form('[A-Z]{1,3}[ -][A-Z]{1,2}[ -]?[1-9]\\d{0,3}[EH]?'),
      valid: isValidDeKfz,
      plain: 0.4,
      withContext: 0.85,
      source: 'regex',
    },
  ],
  contextMatcher([
    ...VEHICLE_WORDS,
    'kennzeichen',
    'kfz(?:-kennzeichen)?',
    'autokennzeichen',
    'nummernschild',
    'fahrzeug',
    'zulassung',
  ]),
);

/** The last two digits of the current year: no age identifier after it has been issued. */
const THIS_YEAR = new Date().getUTCFullYear() % 100;

/**
 * Current British plates (since 2001): a two-letter memory tag, a two-digit age identifier (the
 * year for plates from March, the year + 50 from September: 02 onwards and 51 onwards, never one
 * not issued yet), three random letters. The letters I and Q are never issued.
 */
export function isValidUkVehicleRegistration(value: string): boolean {
  const compact = value.replace(/[ -]/, '');
  if (!/^[A-HJ-PR-Z]{2}\d{2}[A-HJ-PR-Z]{3}$/.test(compact)) return false;
  const age = Number(compact.slice(2, 4));
  return (age >= 2 && age <= THIS_YEAR) || (age >= 51 && age <= THIS_YEAR + 50);
}

const UK_PLATE = '[A-Z]{2}\\d{2}[ -]?[A-Z]{3}';
const UK_START = [{ mixed: [4, 7], head: [2, 2] }] as const;

export const ukVehicleRegistrationDetector = shapeDetector(
  'pii-uk-vehicle-registration',
  'UK_VEHICLE_REGISTRATION',
  [
    // Spaced as on the plate ("AB51 ABC") the form is distinctive; run together it is any code.
    {
      anchors: [{ mixed: [4, 4], head: [2, 2], then: ' ' }],
      quick: (text, start) => upperAt(text, start) && upperAt(text, start + 1),
      pattern: form('[A-Z]{2}\\d{2} [A-Z]{3}'),
      valid: isValidUkVehicleRegistration,
      plain: 0.5,
      withContext: 0.9,
      source: 'regex',
    },
    {
      anchors: UK_START,
      quick: (text, start) => upperAt(text, start) && upperAt(text, start + 1),
      pattern: form(UK_PLATE),
      valid: isValidUkVehicleRegistration,
      plain: 0.4,
      withContext: 0.85,
      source: 'regex',
    },
  ],
  contextMatcher(VEHICLE_WORDS),
);

/**
 * Turkish plates: a province code 01–81, one to three letters (the Turkish alphabet has no Q, W
 * or X), and two to four digits.
 */
export function isValidTrLicensePlate(value: string): boolean {
  return /^(?:0[1-9]|[1-7]\d|8[01])[ -]?[A-PR-VYZ]{1,3}[ -]?\d{2,4}$/.test(value.toUpperCase());
}

/** A province code 01–81, then a capital letter, right away or after one separator. */
function opensTrPlate(text: string, start: number): boolean {
  const province = twoDigitsAt(text, start);
  if (province < 1 || province > 81) return false;
  const next = text[start + 2];
  return next === ' ' || next === '-' ? upperAt(text, start + 3) : upperAt(text, start + 2);
}

export const trLicensePlateDetector = shapeDetector(
  'pii-tr-license-plate',
  'TR_LICENSE_PLATE',
  [
    {
      anchors: [
        { digits: [2, 2], then: ' -' },
        { mixed: [3, 9], head: [0, 0] },
      ],
      quick: opensTrPlate,
      pattern: form('\\d{2}[ -]?[A-Z]{1,3}[ -]?\\d{2,4}'),
      valid: isValidTrLicensePlate,
      plain: 0.4,
      withContext: 0.85,
      source: 'regex',
    },
  ],
  contextMatcher([...VEHICLE_WORDS, 'plaka(?:s[ıi])?', 'plaka (?:no|numaras[ıi])', 'ara[çc](?: plakas[ıi])?']),
);

/**
 * Nigerian plates (since 2011): the three-letter code of the local government area, three digits
 * and two letters ("APP-456CV"); the same shape as many product codes, so vehicle words decide.
 */
export function isValidNgVehicleRegistration(value: string): boolean {
  return /^[A-Z]{3}[ -]?\d{3}[A-Z]{2}$/.test(value.toUpperCase()) && !isRepeated(digitsIn(value));
}

export const ngVehicleRegistrationDetector = shapeDetector(
  'pii-ng-vehicle-registration',
  'NG_VEHICLE_REGISTRATION',
  [
    {
      anchors: [
        { mixed: [5, 5], head: [0, 0], words: [1, 1], wordLength: [3, 3] },
        { mixed: [8, 8], head: [3, 3] },
      ],
      quick: (text, start) => upperAt(text, start),
      pattern: form('[A-Z]{3}[ -]?\\d{3}[A-Z]{2}'),
      valid: isValidNgVehicleRegistration,
      plain: 0.4,
      withContext: 0.85,
      source: 'regex',
    },
  ],
  contextMatcher(VEHICLE_WORDS),
);
