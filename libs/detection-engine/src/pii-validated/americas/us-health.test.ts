import { describe, expect, it } from 'vitest';
import { reported, seen } from '../scan/test-helpers.ts';
import {
  deaNumberDetector,
  isValidDeaNumber,
  isValidUsMbi,
  isValidUsNpi,
  usMbiDetector,
  usNpiDetector,
} from './us-health.ts';

describe('US_NPI', () => {
  it('checks Luhn over the 80840 prefix', () => {
    expect(isValidUsNpi('1180210373')).toBe(true);
    expect(isValidUsNpi('1270-054-830')).toBe(true);
    expect(isValidUsNpi('1180210374')).toBe(false);
    expect(isValidUsNpi('3180210373')).toBe(false);
  });

  it('is confident only beside provider words', () => {
    expect(reported(usNpiDetector, 'NPI 1180210373')).toEqual(['1180210373']);
    expect(reported(usNpiDetector, 'call 1180210373')).toEqual([]);
    expect(seen(usNpiDetector, 'NPI 1180210374')).toEqual([]);
  });
});

describe('US_MBI', () => {
  it('follows the CMS position rules', () => {
    expect(isValidUsMbi('4TC7-HN2-WA61')).toBe(true);
    expect(isValidUsMbi('4tc7hn2wa61')).toBe(true);
    expect(isValidUsMbi('4SC7-HN2-WA61')).toBe(false);
    expect(isValidUsMbi('0TC7-HN2-WA61')).toBe(false);
    expect(isValidUsMbi('4TC7-HN2WA61')).toBe(false);
  });

  it('finds dashed and compact forms', () => {
    expect(reported(usMbiDetector, 'Medicare ID 4TC7-HN2-WA61 and 4TC7HN2WA61')).toEqual([
      '4TC7-HN2-WA61',
      '4TC7HN2WA61',
    ]);
  });
});

describe('MEDICAL_LICENSE (DEA number)', () => {
  it('checks the registrant letters and the DEA check digit', () => {
    expect(isValidDeaNumber('AF4143006')).toBe(true);
    expect(isValidDeaNumber('B91228053')).toBe(true);
    expect(isValidDeaNumber('AF4143007')).toBe(false);
    expect(isValidDeaNumber('IF4143006')).toBe(false);
    expect(isValidDeaNumber('AF0000000')).toBe(false);
  });

  it('reports a number beside certificate words or on its own', () => {
    expect(reported(deaNumberDetector, 'my DEA number is AF4143006')).toEqual(['AF4143006']);
    expect(reported(deaNumberDetector, 'AF4143006')).toEqual(['AF4143006']);
    expect(reported(deaNumberDetector, 'item AF4143006')).toEqual([]);
  });
});
