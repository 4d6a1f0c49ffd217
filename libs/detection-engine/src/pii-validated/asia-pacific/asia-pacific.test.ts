import { describe, expect, it } from 'vitest';
import {
  auAbnDetector,
  auMedicareDetector,
  isValidAuAbn,
  isValidAuAcn,
  isValidAuMedicare,
  isValidAuTfn,
} from './australia.ts';
import { caSinDetector, isValidCaSin } from '../americas/canada.ts';
import {
  inAadhaarDetector,
  inGstinDetector,
  inPanDetector,
  inVoterDetector,
  isValidAadhaar,
  isValidInGstin,
} from './india.ts';
import { isValidKrFrn, isValidKrRrn, krFrnDetector, krRrnDetector } from './korea.ts';
import { isValidZaIdNumber, zaIdNumberDetector } from '../africa/south-africa.ts';
import { reported, seen } from '../scan/test-helpers.ts';
import { isValidThTnin, thTninDetector } from './thailand.ts';

describe('India', () => {
  it('checks Aadhaar with Verhoeff in any grouping', () => {
    expect(isValidAadhaar('699844253752')).toBe(true);
    expect(isValidAadhaar('6998 4425 3752')).toBe(true);
    expect(isValidAadhaar('699844253753')).toBe(false);
    expect(isValidAadhaar('199844253752')).toBe(false);
    expect(reported(inAadhaarDetector, 'Aadhaar 5057-2024-6242')).toEqual(['5057-2024-6242']);
    expect(reported(inAadhaarDetector, 'no. 5057 2024-6242')).toEqual([]);
  });

  it('checks the PAN holder-type letter and the GSTIN check character', () => {
    expect(reported(inPanDetector, 'PAN ABCPK9274Q')).toEqual(['ABCPK9274Q']);
    expect(seen(inPanDetector, 'PAN ABCXK9274Q')).toEqual([]);
    expect(isValidInGstin('29ABCPK9274Q1ZQ')).toBe(true);
    expect(isValidInGstin('29ABCPK9274Q1ZR')).toBe(false);
    expect(isValidInGstin('39ABCPK9274Q1ZQ')).toBe(false);
    expect(reported(inGstinDetector, 'GSTIN: 29ABCPK5288Q1ZS')).toEqual(['29ABCPK5288Q1ZS']);
  });
});

describe('Korea', () => {
  it('checks the RRN and FRN digits and birth dates', () => {
    expect(isValidKrRrn('810412-1964228')).toBe(true);
    expect(isValidKrRrn('810412-1964229')).toBe(false);
    expect(isValidKrRrn('811312-1964228')).toBe(false);
    expect(isValidKrFrn('820614-5294213')).toBe(true);
    expect(isValidKrFrn('820614-1294213')).toBe(false);
  });

  it('keeps numbers without a valid check digit (issued since 2020) as weak patterns', () => {
    expect(seen(krRrnDetector, 'RRN 810412-1964228')[0]).toMatchObject({ confidence: 0.95, source: 'validator' });
    expect(seen(krRrnDetector, 'id 810412-1964229')[0]).toMatchObject({ confidence: 0.3, source: 'regex' });
    expect(reported(krFrnDetector, '860214-5191856')).toEqual(['860214-5191856']);
  });
});

describe('Thailand, South Africa', () => {
  it('check the Thai ID digit and province code', () => {
    expect(isValidThTnin('1103963173197')).toBe(true);
    expect(isValidThTnin('1103963173198')).toBe(false);
    expect(isValidThTnin('1003963173197')).toBe(false);
    expect(reported(thTninDetector, 'Thai ID 1104243101962')).toEqual(['1104243101962']);
  });

  it('check the South African ID date, citizenship digit and Luhn digit', () => {
    expect(isValidZaIdNumber('8601108287084')).toBe(true);
    expect(isValidZaIdNumber('8601108287085')).toBe(false);
    expect(isValidZaIdNumber('8613108287084')).toBe(false);
    expect(reported(zaIdNumberDetector, 'RSA ID: 8802172613086.')).toEqual(['8802172613086']);
  });
});

describe('Canada and Australia', () => {
  it('checks the SIN', () => {
    expect(isValidCaSin('649 440 492')).toBe(true);
    expect(isValidCaSin('649 440 493')).toBe(false);
    expect(reported(caSinDetector, 'SIN 220-684-583')).toEqual(['220-684-583']);
    expect(reported(caSinDetector, 'ref 220684583')).toEqual([]);
    expect(seen(caSinDetector, 'SIN 220-684 583')).toEqual([]);
  });

  it('checks ABN, ACN, TFN and Medicare numbers', () => {
    expect(isValidAuAbn('53 131 623 740')).toBe(true);
    expect(isValidAuAbn('53 131 623 741')).toBe(false);
    expect(isValidAuAcn('323978365')).toBe(true);
    expect(isValidAuAcn('323978366')).toBe(false);
    expect(isValidAuTfn('694 079 058')).toBe(true);
    expect(isValidAuTfn('694 079 059')).toBe(false);
    expect(isValidAuMedicare('6927095113')).toBe(true);
    expect(isValidAuMedicare('6927095123')).toBe(false);
    expect(reported(auAbnDetector, 'ABN 78 918 039 946')).toEqual(['78 918 039 946']);
    expect(reported(auMedicareDetector, 'Medicare 5288 49772 8')).toEqual(['5288 49772 8']);
  });
});

describe('India: voter card and GSTIN layout', () => {
  it('reports an EPIC number only beside voter words', () => {
    expect(reported(inVoterDetector, 'my voter id: KLT4827193')).toEqual(['KLT4827193']);
    expect(reported(inVoterDetector, 'order KLT4827193')).toEqual([]);
  });

  it('trusts a GSTIN with a wrong check character only beside GST words', () => {
    expect(isValidInGstin('27ABCPK8405Q1Z7')).toBe(true);
    expect(seen(inGstinDetector, '27ABCPK8405Q1Z7')[0]).toMatchObject({ confidence: 0.9, source: 'validator' });
    expect(reported(inGstinDetector, 'GSTIN: 27ABCPK8405Q1Z8')).toEqual(['27ABCPK8405Q1Z8']);
    expect(reported(inGstinDetector, '27ABCPK8405Q1Z8')).toEqual([]);
    expect(seen(inGstinDetector, 'GSTIN: 27ABCPK8405Q1Y8')).toEqual([]);
  });
});

describe('a value that is the whole message', () => {
  it('counts for identifiers whose check a random number rarely passes', () => {
    expect(reported(thTninDetector, '1676677976206')).toEqual(['1676677976206']);
    expect(reported(thTninDetector, 'order 1676677976206')).toEqual([]);
    expect(reported(inAadhaarDetector, ' 4492 2611 2550 ')).toEqual(['4492 2611 2550']);
    expect(reported(caSinDetector, '220 684 583')).toEqual(['220 684 583']);
  });
});
