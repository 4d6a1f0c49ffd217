import { describe, expect, it } from 'vitest';
import {
  fiPersonalIdentityCodeDetector,
  isValidFiPersonalIdentityCode,
  isValidSeOrganisationsnummer,
  isValidSePersonnummer,
  seOrganisationsnummerDetector,
  sePersonnummerDetector,
} from './nordics.ts';
import { reported, seen } from '../scan/test-helpers.ts';

describe('FI_PERSONAL_IDENTITY_CODE', () => {
  it('checks the date, the century sign and the mod 31 control character', () => {
    expect(isValidFiPersonalIdentityCode('140376-447F')).toBe(true);
    expect(isValidFiPersonalIdentityCode('140376-447E')).toBe(false);
    expect(isValidFiPersonalIdentityCode('310276-447F')).toBe(false);
    expect(isValidFiPersonalIdentityCode('140376/447F')).toBe(false);
  });

  it('finds a henkilötunnus in text', () => {
    expect(seen(fiPersonalIdentityCodeDetector, 'hetu 120676-162D.')).toEqual([
      { type: 'FI_PERSONAL_IDENTITY_CODE', value: '120676-162D', confidence: 0.95, source: 'validator' },
    ]);
  });
});

describe('Swedish numbers', () => {
  it('check the personnummer date and Luhn digit in every layout', () => {
    expect(isValidSePersonnummer('198501141488')).toBe(true);
    expect(isValidSePersonnummer('850114-1488')).toBe(true);
    expect(isValidSePersonnummer('19850114-1489')).toBe(false);
    expect(isValidSePersonnummer('19851314-1488')).toBe(false);
    expect(reported(sePersonnummerDetector, 'pnr 19850210-7942 och 850114-1488')).toEqual([
      '19850210-7942',
      '850114-1488',
    ]);
  });

  it('check an organisationsnummer, whose third digit is never a month', () => {
    expect(isValidSeOrganisationsnummer('556036-0793')).toBe(true);
    expect(isValidSeOrganisationsnummer('556036-0794')).toBe(false);
    expect(isValidSeOrganisationsnummer('551036-0794')).toBe(false);
    expect(reported(seOrganisationsnummerDetector, 'orgnr 556036-0793')).toEqual(['556036-0793']);
  });
});
