import { digitAt, twoDigitsAt } from '../scan/ascii.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from '../scan/shared.ts';
import { stdnumCheck } from '../stdnum/library.ts';

const brn = stdnumCheck('KR.brn');

/**
 * 사업자등록번호 (business registration number): office code, type code, serial and a check digit:
 * Σ dᵢ·(1,3,7,1,3,7,1,3,5) plus the tens of 5·d₉, and the check is what brings that to a multiple of 10.
 */
export function isValidKrBrn(value: string): boolean {
  const digits = digitsOf(value);
  return digits.length === 10 && !isRepeated(digits) && brn(digits);
}

export const krBrnDetector = shapeDetector(
  'pii-kr-brn',
  'KR_BRN',
  [
    {
      anchors: [{ digits: [3, 3], then: '-', second: { digits: [2, 2] } }],
      quick: (text, start) => text[start + 6] === '-' && digitAt(text, start + 11),
      pattern: form('\\d{3}-\\d{2}-\\d{5}'),
      valid: isValidKrBrn,
      plain: 0.45,
      withContext: 0.95,
      alone: 0.6,
      source: 'validator',
    },
    {
      anchors: [{ digits: [10, 10] }],
      pattern: form('\\d{10}'),
      valid: isValidKrBrn,
      plain: 0.2,
      withContext: 0.9,
      source: 'validator',
    },
  ],
  contextMatcher(['사업자\\s?등록\\s?번호', '사업자\\s?번호', 'business registration(?: (?:no|number))?', 'brn']),
);

/** Licence regions 11–28 (the provincial police agencies that issue them). */
export function isValidKrDriverLicense(value: string): boolean {
  const digits = digitsOf(value);
  const region = Number(digits.slice(0, 2));
  return /^\d{12}$/.test(digits) && region >= 11 && region <= 28 && !isRepeated(digits.slice(4));
}

/** A licence region code 11–28 in the first two digits. */
function opensKrLicence(text: string, start: number): boolean {
  const region = twoDigitsAt(text, start);
  return region >= 11 && region <= 28;
}

/** 운전면허번호: region, year of issue, serial and two check digits whose rule is not public. */
export const krDriverLicenseDetector = shapeDetector(
  'pii-kr-driver-license',
  'KR_DRIVER_LICENSE',
  [
    {
      anchors: [{ digits: [2, 2], then: ' -', second: { digits: [2, 2] } }],
      quick: opensKrLicence,
      pattern: form('\\d{2}([ -])\\d{2}\\1\\d{6}\\1\\d{2}'),
      valid: isValidKrDriverLicense,
      plain: 0.45,
      withContext: 0.9,
      alone: 0.55,
      source: 'regex',
    },
    {
      anchors: [{ digits: [12, 12] }],
      pattern: form('\\d{12}'),
      valid: isValidKrDriverLicense,
      plain: 0.1,
      withContext: 0.8,
      alone: 0.5,
      source: 'regex',
    },
  ],
  contextMatcher([
    '운전\\s?면허(?:\\s?번호|증)?',
    "driver'?s'? licen[cs]es?",
    'drivers? licen[cs]es?',
    'driving licen[cs]es?',
    'licen[cs]es?',
  ]),
);
