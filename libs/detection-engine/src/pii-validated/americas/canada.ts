import { luhn } from '../scan/checksums.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from '../scan/shared.ts';

/** Social Insurance Number: nine digits, not starting with 0 or 8 (unassigned), Luhn. */
export function isValidCaSin(value: string): boolean {
  const digits = digitsOf(value);
  return /^[1-79]\d{8}$/.test(digits) && !isRepeated(digits) && luhn(digits);
}

export const caSinDetector = shapeDetector(
  'pii-ca-sin',
  'CA_SIN',
  [
    {
      anchors: [{ digits: [3, 3], then: ' -', second: { digits: [3, 3] } }],
      pattern: form('\\d{3}([ -])\\d{3}\\1\\d{3}'),
      valid: isValidCaSin,
      plain: 0.5,
      alone: 0.55,
      withContext: 0.95,
      source: 'validator',
    },
    {
      anchors: [{ digits: [9, 9] }],
      // A bare nine-digit Luhn run is one number in ten: only SIN words make it one, even alone.
      pattern: form('\\d{9}'),
      valid: isValidCaSin,
      plain: 0.2,
      withContext: 0.9,
      source: 'validator',
    },
  ],
  contextMatcher(['sin', 'social insurance', 'nas', 'assurance sociale', "numéro d['’]assurance sociale"]),
);
