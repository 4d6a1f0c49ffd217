import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from '../scan/shared.ts';
import { stdnumCheck } from '../stdnum/library.ts';

const aadhaar = stdnumCheck('IN.aadhaar');
const gstin = stdnumCheck('IN.gstin');

/** Aadhaar: twelve digits, not starting with 0 or 1, Verhoeff check digit, not a palindrome or a repeated digit. */
export function isValidAadhaar(value: string): boolean {
  const digits = digitsOf(value);
  return digits.length === 12 && !isRepeated(digits) && digits !== [...digits].reverse().join('') && aadhaar(digits);
}

export const inAadhaarDetector = shapeDetector(
  'pii-in-aadhaar',
  'IN_AADHAAR',
  [
    {
      anchors: [{ digits: [4, 4], then: ' :-', second: { digits: [4, 4] } }, { digits: [12, 12] }],
      quick: (text, start) => text.charCodeAt(start) >= 50,
      pattern: form('[2-9]\\d{3}([ :-]?)\\d{4}\\1\\d{4}'),
      valid: isValidAadhaar,
      plain: 0.45,
      alone: 0.55,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['aadhaa?r', 'aadhar', 'adhaar', 'uidai', 'uid', 'आधार']),
);

/**
 * PAN: three letters, the holder-type letter (P person, C company, H HUF, F firm, A AOP, T trust,
 * B BOI, L local authority, J artificial juridical person, G government), a letter, four digits
 * and a letter. There is no public check character, so it is a structural confirmation only.
 */
export const inPanDetector = shapeDetector(
  'pii-in-pan',
  'IN_PAN',
  [
    {
      anchors: [{ mixed: [10, 10], head: [5, 5] }],
      pattern: form('[A-Z]{3}[ABCFGHJLPT][A-Z]\\d{4}[A-Z]'),
      valid: () => true,
      plain: 0.55,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['pan', 'permanent account number', 'income tax', 'pan card', 'पैन(?: कार्ड)?', 'स्थायी खाता संख्या']),
);

/** GSTIN: state code, the holder's PAN, entity number, "Z", and the base-36 Luhn-style check character. */
export function isValidInGstin(value: string): boolean {
  return /^[0-9A-Za-z]{15}$/.test(value) && gstin(value.toUpperCase());
}

const GSTIN = '\\d{2}[A-Z]{5}\\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]';
const GSTIN_RUN = [{ mixed: [15, 15], head: [0, 0] }] as const;

/** The layout of a GSTIN (state code 01–38, ten PAN-shaped characters, "Z") without its checks. */
const GSTIN_LAYOUT = /^(?:0[1-9]|[12]\d|3[0-8])[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const inGstinDetector = shapeDetector(
  'pii-in-gstin',
  'IN_GSTIN',
  [
    {
      anchors: GSTIN_RUN,
      pattern: form(GSTIN, 'i'),
      valid: isValidInGstin,
      plain: 0.9,
      withContext: 1,
      source: 'validator',
    },
    // A mistyped or invented number keeps the layout, which no other text has: with GST words it is one.
    {
      anchors: GSTIN_RUN,
      pattern: form(GSTIN),
      valid: (value) => GSTIN_LAYOUT.test(value),
      plain: 0.4,
      withContext: 0.75,
      source: 'regex',
    },
  ],
  contextMatcher([
    'gstins?',
    'gst',
    'gst (?:no|number)',
    'gst registration',
    'goods and services tax',
    'जीएसटी(?:आईएन)?',
  ]),
);

/** EPIC (voter identity card): three letters and seven digits, no check character; voter words decide. */
export const inVoterDetector = shapeDetector(
  'pii-in-voter',
  'IN_VOTER',
  [
    {
      anchors: [{ mixed: [10, 10], head: [3, 3] }],
      pattern: form('[A-Z]{3}\\d{7}'),
      valid: (value) => !isRepeated(value.slice(3)),
      plain: 0,
      withContext: 0.7,
      source: 'regex',
    },
  ],
  contextMatcher([
    'voters?',
    'vote',
    'voter id',
    'epic(?: (?:no|number))?',
    'election(?: commission| card)?',
    'electoral',
    'मतदाता',
  ]),
);
