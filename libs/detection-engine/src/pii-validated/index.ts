import type { Detector } from '../types.ts';
import { auAbnDetector, auAcnDetector, auMedicareDetector, auTfnDetector } from './australia.ts';
import { caSinDetector } from './canada.ts';
import { creditCardDetector } from './credit-card.ts';
import { cryptoDetector } from './crypto.ts';
import { frNirDetector } from './france.ts';
import {
  deBsnrDetector,
  deHealthInsuranceDetector,
  deLanrDetector,
  deSocialSecurityDetector,
} from './germany-health.ts';
import { deFuehrerscheinDetector, itDriverLicenseDetector, ukDrivingLicenceDetector } from './driving-licences.ts';
import { deIdCardDetector, dePassportDetector } from './germany-documents.ts';
import { deTaxIdDetector, deVatIdDetector } from './germany.ts';
import { deHandelsregisterDetector, dePlzDetector, deTaxNumberDetector } from './germany-registers.ts';
import { ibanDetector } from './iban.ts';
import { inAadhaarDetector, inGstinDetector, inPanDetector, inVoterDetector } from './india.ts';
import { ipAddressDetector } from './ip-address.ts';
import { itFiscalCodeDetector, itVatCodeDetector } from './italy.ts';
import { krFrnDetector, krRrnDetector } from './korea.ts';
import { krBrnDetector, krDriverLicenseDetector } from './korea-documents.ts';
import { fiPersonalIdentityCodeDetector, seOrganisationsnummerDetector, sePersonnummerDetector } from './nordics.ts';
import {
  deKfzDetector,
  ngVehicleRegistrationDetector,
  trLicensePlateDetector,
  ukVehicleRegistrationDetector,
} from './plates.ts';
import { plPeselDetector } from './poland.ts';
import { stdnumDetectors } from './stdnum/index.ts';
import { sgNricFinDetector, sgUenDetector } from './singapore.ts';
import { zaIdNumberDetector } from './south-africa.ts';
import { esNieDetector, esNifDetector, esPassportDetector } from './spain.ts';
import { thTninDetector } from './thailand.ts';
import { trNationalIdDetector } from './turkey.ts';
import { ukNhsDetector, ukNinoDetector } from './uk.ts';
import { ukPassportDetector, usDriverLicenseDetector, usPassportDetector } from './us-documents.ts';
import { abaRoutingDetector, usBankNumberDetector } from './us-financial.ts';
import { deaNumberDetector, usMbiDetector, usNpiDetector } from './us-health.ts';
import { usItinDetector, usSsnDetector } from './us-ssn.ts';

/**
 * PII detectors whose findings are confirmed by a checksum or structural rule (source
 * `validator`), or, for identifiers with neither, supported by context words (source `regex`).
 * Entity types are named as Microsoft Presidio names them.
 */
export const validatedPiiDetectors: Detector[] = [
  creditCardDetector,
  ibanDetector,
  ipAddressDetector,
  cryptoDetector,
  usSsnDetector,
  usItinDetector,
  abaRoutingDetector,
  usBankNumberDetector,
  usPassportDetector,
  usDriverLicenseDetector,
  usNpiDetector,
  usMbiDetector,
  deaNumberDetector,
  ukNhsDetector,
  ukNinoDetector,
  ukPassportDetector,
  ukDrivingLicenceDetector,
  ukVehicleRegistrationDetector,
  deTaxIdDetector,
  deIdCardDetector,
  dePassportDetector,
  deVatIdDetector,
  deHealthInsuranceDetector,
  deSocialSecurityDetector,
  deLanrDetector,
  deBsnrDetector,
  deHandelsregisterDetector,
  deTaxNumberDetector,
  dePlzDetector,
  deKfzDetector,
  deFuehrerscheinDetector,
  frNirDetector,
  esNifDetector,
  esNieDetector,
  esPassportDetector,
  itFiscalCodeDetector,
  itVatCodeDetector,
  itDriverLicenseDetector,
  inAadhaarDetector,
  inPanDetector,
  inGstinDetector,
  inVoterDetector,
  fiPersonalIdentityCodeDetector,
  sePersonnummerDetector,
  seOrganisationsnummerDetector,
  plPeselDetector,
  trNationalIdDetector,
  trLicensePlateDetector,
  ngVehicleRegistrationDetector,
  zaIdNumberDetector,
  caSinDetector,
  auAbnDetector,
  auAcnDetector,
  auTfnDetector,
  auMedicareDetector,
  sgNricFinDetector,
  sgUenDetector,
  krRrnDetector,
  krFrnDetector,
  krBrnDetector,
  krDriverLicenseDetector,
  thTninDetector,
  ...stdnumDetectors,
];

export { isValidAuAbn, isValidAuAcn, isValidAuMedicare, isValidAuTfn } from './australia.ts';
export { isValidBase58Address, isValidBech32Address } from './bitcoin.ts';
export { isValidCaSin } from './canada.ts';
export { iso7064Mod1110, luhn, mod97, verhoeff } from './checksums.ts';
export { isValidCreditCard } from './credit-card.ts';
export { hasEip55Checksum } from './ethereum.ts';
export { isValidFrNir } from './france.ts';
export { isValidUkDrivingLicence } from './driving-licences.ts';
export { isValidDeHealthInsurance, isValidDeLanr, isValidDeSocialSecurity } from './germany-health.ts';
export { isValidDeIdCard, isValidDePassport } from './germany-documents.ts';
export { isValidDeTaxId, isValidDeVatId } from './germany.ts';
export { isValidIban } from './iban.ts';
export { isValidAadhaar, isValidInGstin } from './india.ts';
export { isValidKrBrn, isValidKrDriverLicense } from './korea-documents.ts';
export { isValidIpv4 } from './ipv4.ts';
export { isValidIpv6 } from './ipv6.ts';
export { isValidItFiscalCode, isValidItVatCode } from './italy.ts';
export { isValidKrFrn, isValidKrRrn } from './korea.ts';
export { isValidFiPersonalIdentityCode, isValidSeOrganisationsnummer, isValidSePersonnummer } from './nordics.ts';
export {
  isValidDeKfz,
  isValidNgVehicleRegistration,
  isValidTrLicensePlate,
  isValidUkVehicleRegistration,
} from './plates.ts';
export { isValidPlPesel } from './poland.ts';
export { isValidSgNricFin, isValidSgUen } from './singapore.ts';
export { isValidZaIdNumber } from './south-africa.ts';
export { isValidEsNie, isValidEsNif } from './spain.ts';
export { isValidThTnin } from './thailand.ts';
export { isValidTrNationalId } from './turkey.ts';
export { isValidNhsNumber, isValidNino } from './uk.ts';
export { isValidAbaRouting } from './us-financial.ts';
export { isValidDeaNumber, isValidUsMbi, isValidUsNpi } from './us-health.ts';
export { isValidItin, isValidSsn } from './us-ssn.ts';
