import { digitAt, upperAt } from '../scan/ascii.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from '../scan/shared.ts';

const passportContext = contextMatcher([
  'passports?',
  'passport (?:no|number|#)',
  'travel document',
  'reisepass',
  'pasaporte',
  'passeport',
]);

const notDummy = (value: string): boolean => !isRepeated(digitsOf(value));

/** US passport book numbers (nine digits, or a letter and eight digits) have no check digit: context only. */
export const usPassportDetector = shapeDetector(
  'pii-us-passport',
  'US_PASSPORT',
  [
    {
      anchors: [{ mixed: [9, 9], head: [1, 1], digits: [9, 9] }],
      pattern: form('[A-Z]\\d{8}|\\d{9}'),
      valid: notDummy,
      plain: 0,
      withContext: 0.6,
      source: 'regex',
    },
  ],
  passportContext,
);

/** UK passport numbers: two letters and seven digits since 2020 (context only). */
export const ukPassportDetector = shapeDetector(
  'pii-uk-passport',
  'UK_PASSPORT',
  [
    {
      anchors: [{ mixed: [9, 9], head: [2, 2] }],
      pattern: form('[A-Z]{2}\\d{7}', 'i'),
      valid: notDummy,
      plain: 0,
      withContext: 0.6,
      source: 'regex',
    },
  ],
  passportContext,
);

/** A numeric date (12-05-2019) is an expiry or issue date next to licence words, not the number. */
const DATE = /^(?:0?[1-9]|[12]\d|3[01])-(?:0?[1-9]|[12]\d|3[01])-(?:19|20)\d{2}$/;

/**
 * State driver licence formats vary from 1 letter + 4 digits to 13 digits; without licence words
 * such tokens are anything, so this fires only beside them.
 */
export const usDriverLicenseDetector = shapeDetector(
  'pii-us-driver-license',
  'US_DRIVER_LICENSE',
  [
    {
      anchors: [
        { mixed: [5, 16], head: [1, 2], digits: [6, 13] },
        { mixed: [1, 4], digits: [1, 4], then: '-', second: { digits: [2, 6] } },
        { digits: [2, 6], then: '-', second: { digits: [2, 6] }, words: [1, 1] },
      ],
      quick: (text, start) => upperAt(text, start) || digitAt(text, start),
      pattern: form('[A-Z]{1,2}\\d{4,14}|\\d{6,13}|[A-Z0-9]{1,4}(?:-\\d{2,6}){2,4}'),
      valid: (value) => notDummy(value) && digitsOf(value).length >= 6 && !DATE.test(value),
      plain: 0,
      withContext: 0.65,
      source: 'regex',
    },
  ],
  contextMatcher([
    "driver'?s'? licen[cs]es?",
    'drivers? licen[cs]es?',
    'driving licen[cs]es?',
    "driver'?s'? lic",
    'dl',
    'dln',
    'dl (?:no|number|#)',
  ]),
);
