import { describe, expect, it } from 'vitest';
import {
  deFuehrerscheinDetector,
  isValidUkDrivingLicence,
  itDriverLicenseDetector,
  ukDrivingLicenceDetector,
} from './driving-licences.ts';
import { reported, seen } from '../scan/test-helpers.ts';

describe('UK_DRIVING_LICENCE', () => {
  it('checks the surname field and the birth date it encodes', () => {
    expect(isValidUkDrivingLicence('HARRI701152JJ9AB')).toBe(true);
    expect(isValidUkDrivingLicence('LEE99702296AM9XY')).toBe(true); // 29 February 1976
    expect(isValidUkDrivingLicence('LEE99702295AM9XY')).toBe(false); // 29 February 1975 did not exist
    expect(isValidUkDrivingLicence('HARRI761152JJ9AB')).toBe(true); // month + 50: a woman
    expect(isValidUkDrivingLicence('HARRI713152JJ9AB')).toBe(false);
    expect(isValidUkDrivingLicence('HARRI701352JJ9AB')).toBe(false);
    expect(isValidUkDrivingLicence('HAR9I701152JJ9AB')).toBe(false);
    expect(isValidUkDrivingLicence('Harri701152jj9ab')).toBe(false);
  });

  it('reports the number on its own and rates licence words higher', () => {
    expect(seen(ukDrivingLicenceDetector, 'HARRI701152JJ9AB')[0]?.confidence).toBe(0.6);
    expect(seen(ukDrivingLicenceDetector, 'driving licence harri701152jj9ab')[0]?.confidence).toBe(0.95);
    expect(seen(ukDrivingLicenceDetector, 'HARRI713152JJ9AB')).toEqual([]);
  });
});

describe('IT_DRIVER_LICENSE and DE_FUEHRERSCHEIN', () => {
  it('report the numbers only beside licence words', () => {
    expect(reported(itDriverLicenseDetector, 'patente di guida RM4829137K')).toEqual(['RM4829137K']);
    expect(reported(itDriverLicenseDetector, 'licence U13X7B52QK')).toEqual(['U13X7B52QK']);
    expect(reported(itDriverLicenseDetector, 'codice RM4829137K')).toEqual([]);
    expect(reported(deFuehrerscheinDetector, 'Führerscheinnummer: B072RRE2I55')).toEqual(['B072RRE2I55']);
    expect(reported(deFuehrerscheinDetector, 'Artikel B072RRE2I55')).toEqual([]);
    expect(reported(deFuehrerscheinDetector, 'Führerschein B072rRE2I55')).toEqual([]);
  });
});
