import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { deIdCardDetector, dePassportDetector, isValidDeIdCard, isValidDePassport } from './germany-documents.ts';
import { isValidDeHealthInsurance } from './germany-health.ts';
import { validatedPiiDetectors } from '../../index.ts';
import { reported, seen } from '../../scan/test-helpers.ts';

/** The serial with the MRZ check digit stdnum's Personalausweisnummer check accepts. */
function withCheckDigit(serial: string): string {
  for (let digit = 0; digit < 10; digit++) {
    if (stdnum.DE!.pwnr!.validate(`${serial}${digit}`).isValid) return `${serial}${digit}`;
  }
  throw new RangeError('no check digit');
}

const wrongDigit = (value: string): string => `${value.slice(0, -1)}${(Number(value.at(-1)) + 1) % 10}`;

/** Types every validated detector reports at the default threshold. */
const typesOf = (text: string): string[] =>
  validatedPiiDetectors.flatMap((d) => seen(d, text).filter((f) => f.confidence >= 0.5)).map((f) => f.type);

const passport = 'C4F7H29K1';
const idCard = 'L7X3M90R2';

describe('German document serials', () => {
  it('name the document by the first letter', () => {
    expect(isValidDePassport(passport)).toBe(true);
    expect(isValidDeIdCard(passport)).toBe(false);
    expect(isValidDeIdCard(idCard)).toBe(true);
    expect(isValidDePassport(idCard)).toBe(false);
  });

  it('refuse letters outside the alphabet, mixed case and placeholders', () => {
    expect(isValidDePassport('C4F7A29K1')).toBe(false);
    expect(isValidDeIdCard('Z7X3M90R2')).toBe(false);
    expect(isValidDeIdCard('l7x3m90r2')).toBe(true);
    expect(isValidDeIdCard('L7x3M90R2')).toBe(false);
    expect(isValidDeIdCard('T00000000')).toBe(false);
  });

  it('check the tenth character of the MRZ form', () => {
    expect(isValidDePassport(withCheckDigit(passport))).toBe(true);
    expect(isValidDePassport(wrongDigit(withCheckDigit(passport)))).toBe(false);
    expect(isValidDeIdCard(withCheckDigit(idCard))).toBe(true);
    expect(isValidDeIdCard(wrongDigit(withCheckDigit(idCard)))).toBe(false);
  });
});

describe('DE_PASSPORT and DE_ID_CARD', () => {
  it('report the printed serial beside document words, typed by its first letter', () => {
    expect(typesOf(`Reisepassnummer: ${passport}`)).toEqual(['DE_PASSPORT']);
    expect(typesOf(`Pass-Nr. ${passport}`)).toEqual(['DE_PASSPORT']);
    expect(typesOf(`Personalausweisnummer ${idCard}`)).toEqual(['DE_ID_CARD']);
    expect(typesOf(`Ausweisnummer: ${idCard}`)).toEqual(['DE_ID_CARD']);
    expect(typesOf(`my passport number is ${idCard}`)).toEqual(['DE_ID_CARD']);
  });

  it('need document words for the printed serial, even as the whole message', () => {
    expect(typesOf(passport)).toEqual([]);
    expect(typesOf(idCard)).toEqual([]);
    expect(typesOf(`Artikel ${passport}`)).toEqual([]);
  });

  it('report the MRZ form beside document words only, its check digit right', () => {
    expect(reported(dePassportDetector, `MRZ ${withCheckDigit(passport)}`)).toEqual([withCheckDigit(passport)]);
    expect(reported(deIdCardDetector, `Ausweis ${withCheckDigit(idCard)}`)).toEqual([withCheckDigit(idCard)]);
    expect(reported(deIdCardDetector, withCheckDigit(idCard))).toEqual([]);
    expect(seen(deIdCardDetector, `Ausweis ${wrongDigit(withCheckDigit(idCard))}`)).toEqual([]);
  });

  it('leave a Krankenversichertennummer, a letter and nine digits, to its own detector', () => {
    let serial = '';
    for (let n = 12_345_678; !isValidDeHealthInsurance(serial); n++) serial = withCheckDigit(`L${n}`);
    expect(isValidDeIdCard(serial)).toBe(true);
    expect(typesOf(serial)).toEqual(['DE_HEALTH_INSURANCE']);
  });
});
