import { describe, expect, it } from 'vitest';
import { deHandelsregisterDetector, dePlzDetector, deTaxNumberDetector } from './germany-registers.ts';
import { reported, seen } from '../../scan/test-helpers.ts';

describe('DE_HANDELSREGISTER', () => {
  it('reports HRA and HRB numbers, the register name being the evidence', () => {
    expect(reported(deHandelsregisterDetector, 'Amtsgericht Mannheim HRB 48213.')).toEqual(['HRB 48213']);
    expect(reported(deHandelsregisterDetector, 'HRA4821 und hrb 7')).toEqual(['HRA4821', 'hrb 7']);
    expect(seen(deHandelsregisterDetector, 'HRB 48213')[0]?.confidence).toBe(0.6);
  });

  it('ignores other registers, mixed case and numbers glued to words', () => {
    expect(seen(deHandelsregisterDetector, 'HRC 48213, Hrb 48213, XHRB 48213, HRB 012')).toEqual([]);
  });
});

describe('DE_TAX_NUMBER', () => {
  it('reports the slashed and the 13-digit form beside tax words only', () => {
    expect(reported(deTaxNumberDetector, 'Steuernummer 181/815/08155')).toEqual(['181/815/08155']);
    expect(reported(deTaxNumberDetector, 'St.-Nr. 21/815/08150 bitte angeben')).toEqual(['21/815/08150']);
    expect(reported(deTaxNumberDetector, 'Finanzamt: 2181508150137')).toEqual(['2181508150137']);
    expect(reported(deTaxNumberDetector, 'Akte 181/815/08155')).toEqual([]);
    expect(seen(deTaxNumberDetector, 'Steuernummer 111/111/11111')).toEqual([]);
  });
});

describe('DE_PLZ', () => {
  it('reports a postcode beside PLZ words only', () => {
    expect(reported(dePlzDetector, 'PLZ 69117 Heidelberg')).toEqual(['69117']);
    expect(reported(dePlzDetector, 'Postleitzahl: 01067')).toEqual(['01067']);
    expect(reported(dePlzDetector, 'Bestellung 69117')).toEqual([]);
    expect(seen(dePlzDetector, 'PLZ 00999')).toEqual([]);
  });
});
