import { describe, expect, it } from 'vitest';
import { isValidAuAcn, isValidAuTfn } from './australia.ts';
import { isValidCaSin } from './canada.ts';
import { luhn } from './checksums.ts';
import { isValidDeVatId } from './germany.ts';
import { validatedPiiDetectors } from './index.ts';
import { seen } from './test-helpers.ts';

/** The first nine-digit number from `start` upwards that `valid` accepts. */
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
