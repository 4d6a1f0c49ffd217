import { describe, expect, it } from 'vitest';
import {
  deKfzDetector,
  isValidDeKfz,
  isValidNgVehicleRegistration,
  isValidTrLicensePlate,
  isValidUkVehicleRegistration,
  ngVehicleRegistrationDetector,
  trLicensePlateDetector,
  ukVehicleRegistrationDetector,
} from './plates.ts';
import { reported, seen } from '../scan/test-helpers.ts';

describe('DE_KFZ', () => {
  it('accepts district, letters and number within eight characters', () => {
    expect(isValidDeKfz('HD AR 512')).toBe(true);
    expect(isValidDeKfz('KA-XY 402E')).toBe(true);
    expect(isValidDeKfz('MIL-E-1234H')).toBe(true);
    expect(isValidDeKfz('MIL EF 12345')).toBe(false);
    expect(isValidDeKfz('HD AR 0512')).toBe(false);
    expect(isValidDeKfz('HDAR 512')).toBe(false);
  });

  it('reports a plate only beside vehicle words', () => {
    expect(reported(deKfzDetector, 'Kennzeichen: HD-AR 512.')).toEqual(['HD-AR 512']);
    expect(reported(deKfzDetector, 'Das Auto mit dem Nummernschild M XY 999 parkt')).toEqual(['M XY 999']);
    expect(reported(deKfzDetector, 'Raum HD AR 512')).toEqual([]);
    expect(seen(deKfzDetector, 'Kennzeichen hd ar 512')).toEqual([]);
  });
});

describe('UK_VEHICLE_REGISTRATION', () => {
  it('checks the age identifier and the letters never issued', () => {
    expect(isValidUkVehicleRegistration('WN19 HZT')).toBe(true);
    expect(isValidUkVehicleRegistration('WN69HZT')).toBe(true);
    expect(isValidUkVehicleRegistration('WN01 HZT')).toBe(false);
    expect(isValidUkVehicleRegistration('WN50 HZT')).toBe(false);
    expect(isValidUkVehicleRegistration('WN99 HZT')).toBe(false);
    expect(isValidUkVehicleRegistration('WN19 HQT')).toBe(false);
    expect(isValidUkVehicleRegistration('IN19 HZT')).toBe(false);
  });

  it('reports the spaced plate form, other forms beside vehicle words', () => {
    expect(reported(ukVehicleRegistrationDetector, 'parked next to WN19 HZT today')).toEqual(['WN19 HZT']);
    expect(reported(ukVehicleRegistrationDetector, 'ref WN19HZT')).toEqual([]);
    expect(reported(ukVehicleRegistrationDetector, 'car reg WN19HZT')).toEqual(['WN19HZT']);
    expect(seen(ukVehicleRegistrationDetector, 'wn19 hzt')).toEqual([]);
  });
});

describe('TR_LICENSE_PLATE', () => {
  it('checks the province code and the Turkish plate letters', () => {
    expect(isValidTrLicensePlate('06 BK 457')).toBe(true);
    expect(isValidTrLicensePlate('34ABC123')).toBe(true);
    expect(isValidTrLicensePlate('82 BK 457')).toBe(false);
    expect(isValidTrLicensePlate('06 BQ 457')).toBe(false);
  });

  it('reports a plate only beside plate words, in Turkish or English', () => {
    expect(reported(trLicensePlateDetector, 'Aracın plakası 06 BK 457 olarak kayıtlı')).toEqual(['06 BK 457']);
    expect(reported(trLicensePlateDetector, 'license plate 34ABC123')).toEqual(['34ABC123']);
    expect(reported(trLicensePlateDetector, 'at 10 AM 2024')).toEqual([]);
  });
});

describe('NG_VEHICLE_REGISTRATION', () => {
  it('checks three letters, three digits and two letters', () => {
    expect(isValidNgVehicleRegistration('LSR-214KJ')).toBe(true);
    expect(isValidNgVehicleRegistration('LSR214KJ')).toBe(true);
    expect(isValidNgVehicleRegistration('LSR-000KJ')).toBe(false);
    expect(isValidNgVehicleRegistration('LS-214KJ')).toBe(false);
  });

  it('reports a plate only beside vehicle words', () => {
    expect(reported(ngVehicleRegistrationDetector, 'The plate number is LSR-214KJ')).toEqual(['LSR-214KJ']);
    expect(reported(ngVehicleRegistrationDetector, 'Take TAB-500MG twice daily')).toEqual([]);
  });
});
