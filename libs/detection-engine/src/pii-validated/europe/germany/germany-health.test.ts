import { describe, expect, it } from 'vitest';
import {
  deBsnrDetector,
  deHealthInsuranceDetector,
  deLanrDetector,
  deSocialSecurityDetector,
  isValidDeHealthInsurance,
  isValidDeLanr,
  isValidDeSocialSecurity,
} from './germany-health.ts';
import { reported, seen } from '../../scan/test-helpers.ts';

describe('German health and social insurance numbers', () => {
  it('check the Krankenversichertennummer digit', () => {
    expect(isValidDeHealthInsurance('A132837499')).toBe(true);
    expect(isValidDeHealthInsurance('b977477587')).toBe(true);
    expect(isValidDeHealthInsurance('A132837490')).toBe(false);
    expect(reported(deHealthInsuranceDetector, 'KVNR: A132837499')).toEqual(['A132837499']);
    expect(reported(deHealthInsuranceDetector, 'Teil A132837499')).toEqual([]);
  });

  it('check the Rentenversicherungsnummer date and digit', () => {
    expect(isValidDeSocialSecurity('12060379M452')).toBe(true);
    expect(isValidDeSocialSecurity('12060379M453')).toBe(false);
    expect(isValidDeSocialSecurity('12401379M452')).toBe(false);
    expect(reported(deSocialSecurityDetector, 'RVNR 12060379M452')).toEqual(['12060379M452']);
  });

  it('check the LANR digit and need doctor words', () => {
    expect(isValidDeLanr('172454316')).toBe(true);
    expect(isValidDeLanr('172455316')).toBe(false);
    expect(reported(deLanrDetector, 'LANR: 172454316')).toEqual(['172454316']);
    expect(reported(deLanrDetector, 'Nummer 172454316')).toEqual([]);
  });

  it('report a BSNR only beside practice words and with a KV code', () => {
    expect(seen(deBsnrDetector, 'BSNR 711234509')).toEqual([
      { type: 'DE_BSNR', value: '711234509', confidence: 0.6, source: 'regex' },
    ]);
    expect(seen(deBsnrDetector, 'BSNR 991234509')).toEqual([]);
    expect(seen(deBsnrDetector, 'Nummer 711234509')).toEqual([]);
  });
});

describe('a German health number that is the whole message', () => {
  it('counts when the check passes, but never for a run of one digit', () => {
    expect(reported(deHealthInsuranceDetector, 'K125295742')).toEqual(['K125295742']);
    expect(reported(deHealthInsuranceDetector, 'Artikel K125295742')).toEqual([]);
    expect(reported(deLanrDetector, '557692952')).toEqual(['557692952']);
    expect(isValidDeLanr('000000000')).toBe(false);
  });
});
