import { describe, expect, it } from 'vitest';
import { isValidKrBrn, isValidKrDriverLicense, krBrnDetector, krDriverLicenseDetector } from './korea-documents.ts';
import { reported, seen } from '../scan/test-helpers.ts';

describe('KR_BRN', () => {
  it('checks the weighted check digit, with the tens of 5·d9', () => {
    expect(isValidKrBrn('217-51-32529')).toBe(true);
    expect(isValidKrBrn('8417455891')).toBe(true);
    expect(isValidKrBrn('217-51-32528')).toBe(false);
    expect(isValidKrBrn('000-00-00000')).toBe(false);
  });

  it('reports the dashed form on its own, the bare digits beside registration words', () => {
    expect(reported(krBrnDetector, '217-51-32529')).toEqual(['217-51-32529']);
    expect(reported(krBrnDetector, '사업자등록번호: 217-51-32529')).toEqual(['217-51-32529']);
    expect(reported(krBrnDetector, 'My BRN is 8417455891')).toEqual(['8417455891']);
    expect(reported(krBrnDetector, 'order 217-51-32529 and 8417455891')).toEqual([]);
    expect(seen(krBrnDetector, 'BRN 217-51-32528')).toEqual([]);
  });
});

describe('KR_DRIVER_LICENSE', () => {
  it('checks the region code', () => {
    expect(isValidKrDriverLicense('13-19-482731-22')).toBe(true);
    expect(isValidKrDriverLicense('29-19-482731-22')).toBe(false);
    expect(isValidKrDriverLicense('13-19-000000-00')).toBe(false);
  });

  it('reports the grouped form on its own and the bare digits beside licence words', () => {
    expect(reported(krDriverLicenseDetector, '13-19-482731-22')).toEqual(['13-19-482731-22']);
    expect(reported(krDriverLicenseDetector, '운전면허번호 131948273122')).toEqual(['131948273122']);
    expect(reported(krDriverLicenseDetector, 'ref 13-19-482731-22')).toEqual([]);
    expect(seen(krDriverLicenseDetector, 'licence 13-19 482731-22')).toEqual([]);
  });
});
