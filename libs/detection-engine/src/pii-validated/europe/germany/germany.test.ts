import { describe, expect, it } from 'vitest';
import { deTaxIdDetector, deVatIdDetector, isValidDeTaxId, isValidDeVatId } from './germany.ts';
import { reported, seen } from '../../scan/test-helpers.ts';

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

describe('DE_VAT_ID', () => {
  it('checks the digit and accepts the usual separators', () => {
    expect(isValidDeVatId('DE353632993')).toBe(true);
    expect(isValidDeVatId('DE 745 761 635')).toBe(true);
    expect(isValidDeVatId('DE353632994')).toBe(false);
    expect(reported(deVatIdDetector, 'USt-IdNr. DE 353 632 993')).toEqual(['DE 353 632 993']);
    expect(seen(deVatIdDetector, 'USt-IdNr. DE353632994')).toEqual([]);
  });
});
