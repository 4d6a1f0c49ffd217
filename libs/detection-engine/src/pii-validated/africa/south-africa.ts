import { luhn } from '../scan/checksums.ts';
import { isValidShortDate } from '../scan/dates.ts';
import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher } from '../scan/shared.ts';

/** South African ID: YYMMDD birth date, citizenship 0–2, legacy digit 8 or 9, Luhn. */
export function isValidZaIdNumber(value: string): boolean {
  return (
    /^\d{10}[0-2][89]\d$/.test(value) &&
    isValidShortDate(Number(value.slice(0, 2)), Number(value.slice(2, 4)), Number(value.slice(4, 6))) &&
    luhn(value)
  );
}

export const zaIdNumberDetector = shapeDetector(
  'pii-za-id-number',
  'ZA_ID_NUMBER',
  [
    {
      anchors: [{ digits: [13, 13] }],
      pattern: form('\\d{13}'),
      valid: isValidZaIdNumber,
      plain: 0.6,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher([
    'south african id',
    'rsa id',
    'sa id',
    'smart id',
    'id number',
    'identity number',
    'national id',
    'id-nommer',
    'identiteitsnommer',
  ]),
);
