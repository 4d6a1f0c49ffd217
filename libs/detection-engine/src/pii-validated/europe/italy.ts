import { form, shapeDetector } from '../scan/shape-scan.ts';
import { contextMatcher, isRepeated } from '../scan/shared.ts';
import { stdnumCheck } from '../stdnum/library.ts';

const codiceFiscale = stdnumCheck('IT.codicefiscale');
const partitaIva = stdnumCheck('IT.iva');

/** Codice fiscale (omocodia included) with its control character; a code is written in one case. */
export function isValidItFiscalCode(value: string): boolean {
  if (value !== value.toUpperCase() && value !== value.toLowerCase()) return false;
  return /^[A-Za-z0-9]{16}$/.test(value) && codiceFiscale(value.toUpperCase());
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
  contextMatcher([
    'codice fiscale',
    'cod\\. ?fisc\\.?',
    'cf',
    'c\\.f\\.',
    'tessera sanitaria',
    'fiscal code',
    'tax code',
  ]),
);

/** Partita IVA: eleven digits, a provincial office code 001–100, 120, 121, 888 or 999, and the Luhn check. */
export function isValidItVatCode(value: string): boolean {
  return /^\d{11}$/.test(value) && !isRepeated(value) && partitaIva(value);
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
