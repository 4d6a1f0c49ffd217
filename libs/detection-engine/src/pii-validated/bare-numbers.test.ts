import { describe, expect, it } from 'vitest';
import { isValidAuAbn, isValidAuAcn, isValidAuMedicare, isValidAuTfn } from './asia-pacific/australia.ts';
import { isValidCaSin } from './americas/canada.ts';
import { luhn } from './scan/checksums.ts';
import { isValidDeTaxId, isValidDeVatId } from './europe/germany/germany.ts';
import { validatedPiiDetectors } from './index.ts';
import { isValidItVatCode } from './europe/italy.ts';
import { isValidKrBrn } from './asia-pacific/korea-documents.ts';
import { isValidSeOrganisationsnummer, isValidSePersonnummer } from './europe/nordics.ts';
import { isValidPlPesel } from './europe/poland.ts';
import { isValidTrNationalId } from './europe/turkey.ts';
import { isValidNhsNumber } from './europe/uk.ts';
import { isValidUsNpi } from './americas/us-health.ts';
import { seen } from './scan/test-helpers.ts';

/** The first number from `start` upwards that `valid` accepts. */
function firstValid(start: number, valid: (value: string) => boolean): string {
  for (let n = start; ; n++) if (valid(String(n))) return String(n);
}

/** Every type any validated detector reports at the default threshold, with its value. */
const reportedByAll = (text: string): string[] =>
  validatedPiiDetectors.flatMap((d) => seen(d, text).filter((f) => f.confidence >= 0.5)).map((f) => f.type);

describe('bare nine-digit numbers', () => {
  // Luhn-valid (a SIN's check) and an ACN's check digit at once: both detectors could claim it.
  const sinAndAcn = firstValid(271_828_182, (v) => isValidCaSin(v) && isValidAuAcn(v));
  const tfn = firstValid(314_159_265, isValidAuTfn);

  it('are no SIN, ACN or TFN without context, even as the whole message', () => {
    for (const text of [sinAndAcn, `order ${sinAndAcn} shipped`, tfn]) {
      expect(reportedByAll(text)).not.toEqual(expect.arrayContaining(['CA_SIN']));
      expect(reportedByAll(text)).not.toEqual(expect.arrayContaining(['AU_ACN']));
      expect(reportedByAll(text)).not.toEqual(expect.arrayContaining(['AU_TFN']));
    }
  });

  it('are one with a context word of their country', () => {
    expect(reportedByAll(`SIN: ${sinAndAcn}`)).toContain('CA_SIN');
    expect(reportedByAll(`numéro d'assurance sociale ${sinAndAcn}`)).toContain('CA_SIN');
    expect(reportedByAll(`ACN ${sinAndAcn}`)).toContain('AU_ACN');
    expect(reportedByAll(`tax file number ${tfn}`)).toContain('AU_TFN');
  });

  it('are one in the grouped layout of the country', () => {
    const [a, b, c] = [sinAndAcn.slice(0, 3), sinAndAcn.slice(3, 6), sinAndAcn.slice(6)];
    expect(reportedByAll(`${a}-${b}-${c}`)).toContain('CA_SIN');
    expect(reportedByAll(`${tfn.slice(0, 3)} ${tfn.slice(3, 6)} ${tfn.slice(6)}`)).toContain('AU_TFN');
  });
});

describe('a malformed identifier of one country', () => {
  it('is not read as another country’s', () => {
    const vat = `DE${firstValid(123_456_780, (v) => isValidDeVatId(`DE${v}`))}`;
    const broken = `${vat.slice(0, -1)}${(Number(vat.at(-1)) + 1) % 10}`;
    expect(isValidDeVatId(broken)).toBe(false);
    expect(reportedByAll(`USt-IdNr. ${broken}`)).toEqual([]);
    // A SIN that opens with 0 (never issued) keeps its Luhn digit but is no SIN, nor an ACN or TFN.
    const zeroSin = firstValid(46_454_280, (v) => luhn(`0${v}`) && !isValidAuAcn(`0${v}`) && !isValidAuTfn(`0${v}`));
    expect(reportedByAll(`0${zeroSin.slice(0, 2)}-${zeroSin.slice(2, 5)}-${zeroSin.slice(5)}`)).toEqual([]);
  });
});

describe('bare ten- and eleven-digit numbers', () => {
  // One valid value per national identifier of that length, with the context words of its country.
  const ids: readonly (readonly [type: string, value: string, context: string])[] = [
    ['DE_TAX_ID', firstValid(12_345_678_901, isValidDeTaxId), 'Steuer-ID'],
    ['TR_NATIONAL_ID', firstValid(31_415_926_535, isValidTrNationalId), 'T.C. kimlik no'],
    ['PL_PESEL', firstValid(85_071_412_340, isValidPlPesel), 'numer PESEL'],
    ['IT_VAT_CODE', firstValid(12_345_670_000, isValidItVatCode), 'partita IVA'],
    ['AU_ABN', firstValid(51_824_753_550, isValidAuAbn), 'ABN'],
    ['KR_BRN', firstValid(2_148_123_450, isValidKrBrn), '사업자등록번호'],
    ['SE_ORGANISATIONSNUMMER', firstValid(5_560_001_230, isValidSeOrganisationsnummer), 'organisationsnummer'],
    ['SE_PERSONNUMMER', firstValid(8_507_141_230, isValidSePersonnummer), 'personnummer'],
    ['US_NPI', firstValid(1_234_567_000, isValidUsNpi), 'NPI'],
    ['UK_NHS', firstValid(4_010_232_130, isValidNhsNumber), 'NHS number'],
    ['AU_MEDICARE', firstValid(2_123_456_780, isValidAuMedicare), 'Medicare'],
  ];
  const types = ids.map(([type]) => type);

  // Checks that let at most one random run in a hundred through (two check digits, a birth date and
  // a check digit, the Steuer-ID's repetition rule) make a number that is the whole message an
  // identifier; a single check digit does not.
  const strong = ['DE_TAX_ID', 'TR_NATIONAL_ID', 'IT_VAT_CODE', 'SE_PERSONNUMMER'];

  it('are no national identifier without context inside other text', () => {
    for (const [, value] of ids) {
      for (const text of [`order ${value} shipped`, `call ${value} today`]) {
        expect(reportedByAll(text).filter((type) => types.includes(type))).toEqual([]);
      }
    }
  });

  it('as the whole message are an identifier only when its checks are strong', () => {
    for (const [type, value] of ids) {
      for (const text of [value, ` ${value}\n`]) {
        const found = reportedByAll(text).filter((t) => types.includes(t));
        if (strong.includes(type)) expect(found).toContain(type);
        else expect(found.filter((t) => !strong.includes(t))).toEqual([]);
      }
    }
  });

  it('are their identifier beside a context word of its country', () => {
    for (const [type, value, context] of ids) expect(reportedByAll(`${context}: ${value}`)).toContain(type);
  });

  it('stand alone in the layout the country writes them in', () => {
    const brn = firstValid(2_148_123_450, isValidKrBrn);
    expect(reportedByAll(`${brn.slice(0, 3)}-${brn.slice(3, 5)}-${brn.slice(5)}`)).toContain('KR_BRN');
    const orgnr = firstValid(5_560_001_230, isValidSeOrganisationsnummer);
    expect(reportedByAll(`${orgnr.slice(0, 6)}-${orgnr.slice(6)}`)).toContain('SE_ORGANISATIONSNUMMER');
    const taxId = firstValid(12_345_678_901, isValidDeTaxId);
    const grouped = `${taxId.slice(0, 2)} ${taxId.slice(2, 5)} ${taxId.slice(5, 8)} ${taxId.slice(8)}`;
    expect(reportedByAll(grouped)).toContain('DE_TAX_ID');
  });
});
