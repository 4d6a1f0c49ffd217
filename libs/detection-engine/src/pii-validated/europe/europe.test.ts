import { describe, expect, it } from 'vitest';
import { frNirDetector, isValidFrNir } from './france.ts';
import { isValidItFiscalCode, isValidItVatCode, itFiscalCodeDetector, itVatCodeDetector } from './italy.ts';
import { isValidPlPesel, plPeselDetector } from './poland.ts';
import { esNieDetector, esNifDetector, esPassportDetector, isValidEsNie, isValidEsNif } from './spain.ts';
import { reported, seen } from '../scan/test-helpers.ts';
import { isValidTrNationalId, trNationalIdDetector } from './turkey.ts';

describe('FR_NIR', () => {
  it('checks the 97 − n mod 97 key, including Corsican départements', () => {
    expect(isValidFrNir('139068199018513')).toBe(true);
    expect(isValidFrNir('1 53 06 77 487 525 23')).toBe(true);
    expect(isValidFrNir('139068199018514')).toBe(false);
    expect(isValidFrNir('139138199018513')).toBe(false);
    // 2A is read as 19 for the key: 97 − (1830619001001 mod 97) = 91.
    expect(isValidFrNir('183062A00100191')).toBe(true);
  });

  it('finds compact and spaced numbers', () => {
    expect(reported(frNirDetector, 'NIR 139068199018513 et 1 53 06 77 487 525 23')).toEqual([
      '139068199018513',
      '1 53 06 77 487 525 23',
    ]);
    expect(seen(frNirDetector, 'sécurité sociale 139068199018514')).toEqual([]);
  });
});

describe('ES_NIF and ES_NIE', () => {
  it('check the control letter', () => {
    expect(isValidEsNif('24380903Y')).toBe(true);
    expect(isValidEsNif('24380903-y')).toBe(true);
    expect(isValidEsNif('24380903Z')).toBe(false);
    expect(isValidEsNie('Z5048412D')).toBe(true);
    expect(isValidEsNie('Z-5048412-D')).toBe(true);
    expect(isValidEsNie('Z5048412E')).toBe(false);
    expect(isValidEsNie('W5048412D')).toBe(false);
  });

  it('find DNI and NIE numbers', () => {
    expect(reported(esNifDetector, 'DNI 24380903Y')).toEqual(['24380903Y']);
    expect(reported(esNieDetector, 'Mi NIE es z5048412d.')).toEqual(['z5048412d']);
    expect(seen(esNifDetector, 'DNI 24380903Z')).toEqual([]);
  });
});

describe('IT_FISCAL_CODE and IT_VAT_CODE', () => {
  it('check the codice fiscale control character, omocodia included', () => {
    expect(isValidItFiscalCode('RSSMRA39A16H116K')).toBe(true);
    expect(isValidItFiscalCode('rssmra17a13h187c')).toBe(true);
    expect(isValidItFiscalCode('RSSMRA39A16H116J')).toBe(false);
    expect(isValidItFiscalCode('RSSMRA39A16H1L6K')).toBe(false);
    expect(reported(itFiscalCodeDetector, 'CF: RSSMRA39A16H116K')).toEqual(['RSSMRA39A16H116K']);
  });

  it('check the partita IVA office code and Luhn digit', () => {
    expect(isValidItVatCode('99223780604')).toBe(true);
    expect(isValidItVatCode('99223780605')).toBe(false);
    expect(isValidItVatCode('00000000000')).toBe(false);
    expect(reported(itVatCodeDetector, 'Partita IVA 99223780604')).toEqual(['99223780604']);
    expect(reported(itVatCodeDetector, 'codice 99223780604')).toEqual([]);
  });
});

describe('PL_PESEL and TR_NATIONAL_ID', () => {
  it('check the PESEL date and digit', () => {
    expect(isValidPlPesel('98021814254')).toBe(true);
    expect(isValidPlPesel('98021814255')).toBe(false);
    expect(isValidPlPesel('98023114250')).toBe(false);
    expect(reported(plPeselDetector, 'PESEL: 98021814254')).toEqual(['98021814254']);
  });

  it('check both T.C. Kimlik digits', () => {
    expect(isValidTrNationalId('69442334814')).toBe(true);
    expect(isValidTrNationalId('69442334824')).toBe(false);
    expect(isValidTrNationalId('69442334815')).toBe(false);
    expect(reported(trNationalIdDetector, 'TC Kimlik No: 69442334814')).toEqual(['69442334814']);
    expect(reported(trNationalIdDetector, 'tel 69442334814')).toEqual([]);
  });
});

describe('ES_PASSPORT', () => {
  it('reports a passport number only beside passport words', () => {
    expect(reported(esPassportDetector, 'Mi pasaporte es PAB193847')).toEqual(['PAB193847']);
    expect(reported(esPassportDetector, 'PAB193847 es mi número de pasaporte')).toEqual(['PAB193847']);
    expect(reported(esPassportDetector, 'pedido PAB193847')).toEqual([]);
    expect(reported(esPassportDetector, 'pasaporte PAB111111')).toEqual([]);
  });
});
