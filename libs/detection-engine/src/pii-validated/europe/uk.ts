import { digitAt, letterAt } from '../scan/ascii.ts';
import { weightedSum } from '../scan/checksums.ts';
import { type Anchor, form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from '../scan/shared.ts';

/** NHS number: ten digits whose modulus 11 check (weights 10..2) gives the last digit. */
export function isValidNhsNumber(value: string): boolean {
  const digits = digitsOf(value);
  if (digits.length !== 10 || isRepeated(digits)) return false;
  const check = (11 - (weightedSum(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** A 3-3-4 NHS number is also a North American phone number: only health words make it sure. */
export const ukNhsDetector = shapeDetector(
  'pii-uk-nhs',
  'UK_NHS',
  [
    {
      anchors: [{ digits: [3, 3], then: ' -', second: { digits: [3, 3] } }],
      pattern: form('\\d{3}([ -])\\d{3}\\1\\d{4}'),
      valid: isValidNhsNumber,
      plain: 0.45,
      alone: 0.55,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [10, 10] }],
      pattern: form('\\d{10}'),
      valid: isValidNhsNumber,
      plain: 0.45,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher([
    'nhs',
    'national health service',
    'health service',
    'nhs (?:no|number)',
    'health authority',
    'patient',
  ]),
);

/** Prefixes HMRC never issues (D, F, I, Q, U, V are excluded by the pattern itself). */
const UNUSED_NINO_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

/** National Insurance number: two allowed prefix letters, six digits, a suffix A–D, one case throughout. */
export function isValidNino(value: string): boolean {
  const compact = value.replace(/ /g, '');
  if (compact !== compact.toUpperCase() && compact !== compact.toLowerCase()) return false;
  const upper = compact.toUpperCase();
  return /^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(upper) && !UNUSED_NINO_PREFIXES.has(upper.slice(0, 2));
}

const NINO = '[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\\d{2} ?\\d{2} ?\\d{2} ?[A-D]';
/** Its first run with a digit: "AB12…" up to "AB123456C", or the digits after a separate prefix. */
/** Two letters, then a digit, right away or after a space. */
function opensNino(text: string, start: number): boolean {
  if (!letterAt(text, start) || !letterAt(text, start + 1)) return false;
  return digitAt(text, start + 2) || (text[start + 2] === ' ' && digitAt(text, start + 3));
}

const NINO_START: readonly Anchor[] = [
  { mixed: [4, 9], head: [2, 2] },
  { digits: [2, 6], mixed: [7, 7], head: [0, 0], words: [1, 1], wordLength: [2, 2] },
];

export const ukNinoDetector = shapeDetector(
  'pii-uk-nino',
  'UK_NINO',
  [
    {
      anchors: NINO_START,
      quick: opensNino,
      pattern: form(NINO),
      valid: isValidNino,
      plain: 0.6,
      withContext: 0.9,
      source: 'validator',
    },
    // Lower case is how people type it in chat, and how ordinary words look: weaker without NI words.
    {
      anchors: NINO_START,
      quick: opensNino,
      pattern: form(NINO, 'i'),
      valid: isValidNino,
      plain: 0.4,
      alone: 0.6,
      withContext: 0.9,
      source: 'validator',
    },
  ],
  contextMatcher(['national insurance', 'ni (?:no|number)', 'nino', 'nic', 'insurance number']),
);
