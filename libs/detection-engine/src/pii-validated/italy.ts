import { luhn } from './checksums.ts';
import { form, shapeDetector } from './shape-scan.ts';
import { contextMatcher, isRepeated } from './shared.ts';

/** Values of characters in odd positions (1st, 3rd, …) for the codice fiscale control character. */
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

const FISCAL_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

function characterValue(ch: string, odd: boolean): number {
  const code = ch.charCodeAt(0);
  const index = code <= 57 ? code - 48 : code - 65;
  return odd ? ODD_VALUES[index]! : index;
}

/**
 * Codice fiscale: surname and name letters, birth year, month letter, day (+40 for women), place
 * code, with digits possibly replaced by letters (omocodia), and the control character.
 */
export function isValidItFiscalCode(value: string): boolean {
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return false;
  const code = value.toUpperCase();
  if (!FISCAL_CODE.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += characterValue(code[i]!, i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26)) === code[15];
}

export const itFiscalCodeDetector = shapeDetector(
  'pii-it-fiscal-code',
  'IT_FISCAL_CODE',
  [
    {
      anchors: [{ mixed: [16, 16], head: [6, 6] }],
      pattern: form('[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]', 'i'),
      valid: isValidItFiscalCode,
      plain: 0.9,
      withContext: 1,
      source: 'validator',
    },
  ],
  contextMatcher(['codice fiscale', 'cf', 'c\\.f\\.', 'fiscal code', 'tax code']),
);

/** Partita IVA: eleven digits, a provincial office code 001–100, 120, 121, 888 or 999, and the Luhn check. */
export function isValidItVatCode(value: string): boolean {
  if (!/^\d{11}$/.test(value) || isRepeated(value)) return false;
  const office = Number(value.slice(7, 10));
  return (office >= 1 && office <= 100) || office === 120 || office === 121 || office === 888 || office === 999
    ? luhn(value)
    : false;
}

export const itVatCodeDetector = shapeDetector(
  'pii-it-vat-code',
  'IT_VAT_CODE',
  [
    {
      anchors: [{ digits: [11, 11] }],
      pattern: form('\\d{11}'),
      valid: isValidItVatCode,
      plain: 0.4,
      alone: 0.6,
      withContext: 0.95,
      source: 'validator',
    },
  ],
  contextMatcher(['partita iva', 'p\\. ?iva', 'piva', 'iva', 'vat', 'codice iva']),
);
