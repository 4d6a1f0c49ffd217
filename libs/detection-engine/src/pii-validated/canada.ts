import { luhn } from './checksums.ts';
import { bounded, shapeDetector } from './shape-scan.ts';
import { contextMatcher, digitsOf, isRepeated } from './shared.ts';

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
      pattern: bounded('\\d{3}([ -])\\d{3}\\1\\d{3}'),
      valid: isValidCaSin,
      plain: 0.45,
      withContext: 0.95,
      source: 'validator',
    },
    { pattern: bounded('\\d{9}'), valid: isValidCaSin, plain: 0.2, withContext: 0.9, source: 'validator' },
  ],
  contextMatcher(['sin', 'social insurance', 'nas', 'assurance sociale', "numéro d['’]assurance sociale"]),
);
