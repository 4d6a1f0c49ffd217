import { isValidShortDate } from '../scan/dates.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher } from '../scan/shared.ts';

const LICENCE_WORDS = [
  "driver'?s'? licen[cs]es?",
  'drivers? licen[cs]es?',
  'driving licen[cs]es?',
  'licen[cs]e (?:no|number|#)',
  'licen[cs]es?',
];

const singleCase = (value: string): boolean => value === value.toUpperCase() || value === value.toLowerCase();

/**
 * DVLA driving licence number: five letters of the surname padded with 9, the decade digit, the
 * birth month (+ 50 for women), the day, the year digit, two initials (9 for none), a digit and
 * two check characters. The birth date must exist.
 */
export function isValidUkDrivingLicence(value: string): boolean {
  if (!singleCase(value)) return false;
  const match = /^([A-Z]{1,5}9{0,4})(\d)(\d{2})(\d{2})(\d)[A-Z][A-Z9]\d[A-Z0-9]{2}$/.exec(value.toUpperCase());
  if (!match || match[1]!.length !== 5) return false;
  const month = Number(match[3]) % 50;
  return Number(match[3]) <= 62 && isValidShortDate(Number(match[2]) * 10 + Number(match[5]), month, Number(match[4]));
}

export const ukDrivingLicenceDetector = shapeDetector(
  'pii-uk-driving-licence',
  'UK_DRIVING_LICENCE',
  [
    {
      anchors: [{ mixed: [16, 16], head: [1, 5] }],
      pattern: form('[A-Z9]{5}\\d{6}[A-Z9]{2}\\d[A-Z0-9]{2}', 'i'),
      valid: isValidUkDrivingLicence,
      plain: 0.6,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher([...LICENCE_WORDS, 'dvla']),
);

/**
 * Patente di guida: two letters (U1 on older cards), seven characters and a letter, with no
 * check character: only licence words make it one.
 */
export const itDriverLicenseDetector = shapeDetector(
  'pii-it-driver-license',
  'IT_DRIVER_LICENSE',
  [
    {
      anchors: [{ mixed: [10, 10], head: [1, 2] }],
      pattern: form('(?:[A-Z]{2}\\d{7}|U1[0-9A-Z]{7})[A-Z]', 'i'),
      valid: singleCase,
      plain: 0,
      withContext: 0.7,
      source: 'regex',
    },
  ],
  contextMatcher([...LICENCE_WORDS, 'patente(?: di guida)?', 'licenza di guida']),
);

/** Führerscheinnummer: eleven letters and digits, the tenth a check digit whose rule is not public. */
export const deFuehrerscheinDetector = shapeDetector(
  'pii-de-fuehrerschein',
  'DE_FUEHRERSCHEIN',
  [
    {
      anchors: [{ mixed: [11, 11] }],
      pattern: form('[A-Z0-9]{9}\\d[A-Z0-9]', 'i'),
      valid: singleCase,
      plain: 0,
      withContext: 0.7,
      source: 'regex',
    },
  ],
  contextMatcher([
    ...LICENCE_WORDS,
    'f(?:ü|ue)hrerschein(?:nummer|-?nr)?',
    'fahrerlaubnis(?:nummer)?',
    'f(?:ü|ue)hrerscheinkarte',
  ]),
);
