import { describe, expect, it } from 'vitest';
import {
  deIdCardDetector,
  dePassportDetector,
  deTaxIdDetector,
  deVatIdDetector,
  isValidDeIdCard,
  isValidDeTaxId,
  isValidDeVatId,
} from './germany.ts';
import { reported, seen } from './test-helpers.ts';

describe('DE_TAX_ID', () => {
  it('checks ISO 7064 MOD 11,10 and the digit-frequency rule', () => {
    expect(isValidDeTaxId('13504996927')).toBe(true);
    expect(isValidDeTaxId('13504996928')).toBe(false);
    expect(isValidDeTaxId('03504996927')).toBe(false);
    expect(isValidDeTaxId('99995123455')).toBe(false);
  });

  it('is confident only beside Steuer-ID words', () => {
    expect(reported(deTaxIdDetector, 'Steuer-ID: 13504996927.')).toEqual(['13504996927']);
    expect(reported(deTaxIdDetector, 'IdNr 13 504 996 927')).toEqual(['13 504 996 927']);
    expect(reported(deTaxIdDetector, 'Kunde 13504996927')).toEqual([]);
  });
});

describe('DE_ID_CARD and DE_PASSPORT', () => {
  it('check the ICAO 7-3-1 digit over the vowel-free alphabet', () => {
    expect(isValidDeIdCard('M79572426')).toBe(true);
    expect(isValidDeIdCard('ph5213962')).toBe(true);
    expect(isValidDeIdCard('M79572427')).toBe(false);
    expect(isValidDeIdCard('A79572426')).toBe(false);
    expect(isValidDeIdCard('Ph5213962')).toBe(false);
  });

  it('tell an identity card from a passport only by the words around it', () => {
    expect(reported(deIdCardDetector, 'Personalausweis: M79572426')).toEqual(['M79572426']);
    expect(reported(deIdCardDetector, 'Artikel M79572426')).toEqual([]);
    expect(reported(dePassportDetector, 'Reisepass PH5213962')).toEqual(['PH5213962']);
    expect(seen(dePassportDetector, 'Artikel PH5213962')).toEqual([]);
  });

  it('reports the old T + eight digits card number as a bare pattern', () => {
    expect(seen(deIdCardDetector, 'Ausweis Nr. T48213907')).toEqual([
      { type: 'DE_ID_CARD', value: 'T48213907', confidence: 0.6, source: 'regex' },
    ]);
  });
});

describe('DE_VAT_ID', () => {
  it('checks the digit and accepts the usual separators', () => {
    expect(isValidDeVatId('DE353632993')).toBe(true);
    expect(isValidDeVatId('DE 745 761 635')).toBe(true);
    expect(isValidDeVatId('DE353632994')).toBe(false);
    expect(reported(deVatIdDetector, 'USt-IdNr. DE 353 632 993')).toEqual(['DE 353 632 993']);
    expect(seen(deVatIdDetector, 'USt-IdNr. DE353632994')).toEqual([]);
  });
});
