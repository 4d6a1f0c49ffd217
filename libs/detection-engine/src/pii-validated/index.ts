import type { Detector } from '../types.ts';
import { auAbnDetector, auAcnDetector, auMedicareDetector, auTfnDetector } from './asia-pacific/australia.ts';
import { caSinDetector } from './americas/canada.ts';
import { creditCardDetector } from './international/credit-card.ts';
import { cryptoDetector } from './international/crypto.ts';
import { frNirDetector } from './europe/france.ts';
import {
  deBsnrDetector,
  deHealthInsuranceDetector,
  deLanrDetector,
  deSocialSecurityDetector,
} from './europe/germany/germany-health.ts';
import {
  deFuehrerscheinDetector,
  itDriverLicenseDetector,
  ukDrivingLicenceDetector,
} from './documents/driving-licences.ts';
import { deIdCardDetector, dePassportDetector } from './europe/germany/germany-documents.ts';
import { deTaxIdDetector, deVatIdDetector } from './europe/germany/germany.ts';
import { deHandelsregisterDetector, dePlzDetector, deTaxNumberDetector } from './europe/germany/germany-registers.ts';
import { ibanDetector } from './international/iban.ts';
import { inAadhaarDetector, inGstinDetector, inPanDetector, inVoterDetector } from './asia-pacific/india.ts';
import { ipAddressDetector } from './international/ip-address.ts';
import { itFiscalCodeDetector, itVatCodeDetector } from './europe/italy.ts';
import { krFrnDetector, krRrnDetector } from './asia-pacific/korea.ts';
import { krBrnDetector, krDriverLicenseDetector } from './asia-pacific/korea-documents.ts';
import {
  fiPersonalIdentityCodeDetector,
  seOrganisationsnummerDetector,
  sePersonnummerDetector,
} from './europe/nordics.ts';
import {
  deKfzDetector,
  ngVehicleRegistrationDetector,
  trLicensePlateDetector,
  ukVehicleRegistrationDetector,
} from './documents/plates.ts';
import { plPeselDetector } from './europe/poland.ts';
import { stdnumDetectors } from './stdnum/index.ts';
import { sgNricFinDetector, sgUenDetector } from './asia-pacific/singapore.ts';
import { zaIdNumberDetector } from './africa/south-africa.ts';
import { esNieDetector, esNifDetector, esPassportDetector } from './europe/spain.ts';
import { thTninDetector } from './asia-pacific/thailand.ts';
import { trNationalIdDetector } from './europe/turkey.ts';
import { ukNhsDetector, ukNinoDetector } from './europe/uk.ts';
import { ukPassportDetector, usDriverLicenseDetector, usPassportDetector } from './americas/us-documents.ts';
import { abaRoutingDetector, usBankNumberDetector } from './americas/us-financial.ts';
import { deaNumberDetector, usMbiDetector, usNpiDetector } from './americas/us-health.ts';
import { usItinDetector, usSsnDetector } from './americas/us-ssn.ts';

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

export { isValidAuAbn, isValidAuAcn, isValidAuMedicare, isValidAuTfn } from './asia-pacific/australia.ts';
export { isValidBase58Address, isValidBech32Address } from './international/bitcoin.ts';
export { isValidCaSin } from './americas/canada.ts';
export { iso7064Mod1110, luhn } from './scan/checksums.ts';
export { isValidCreditCard } from './international/credit-card.ts';
export { hasEip55Checksum } from './international/ethereum.ts';
export { isValidFrNir } from './europe/france.ts';
export { isValidUkDrivingLicence } from './documents/driving-licences.ts';
export { isValidDeHealthInsurance, isValidDeLanr, isValidDeSocialSecurity } from './europe/germany/germany-health.ts';
export { isValidDeIdCard, isValidDePassport } from './europe/germany/germany-documents.ts';
export { isValidDeTaxId, isValidDeVatId } from './europe/germany/germany.ts';
export { isValidIban } from './international/iban.ts';
export { isValidAadhaar, isValidInGstin } from './asia-pacific/india.ts';
export { isValidKrBrn, isValidKrDriverLicense } from './asia-pacific/korea-documents.ts';
export { isValidIpv4 } from './international/ipv4.ts';
export { isValidIpv6 } from './international/ipv6.ts';
export { isValidItFiscalCode, isValidItVatCode } from './europe/italy.ts';
export { isValidKrFrn, isValidKrRrn } from './asia-pacific/korea.ts';
export {
  isValidFiPersonalIdentityCode,
  isValidSeOrganisationsnummer,
  isValidSePersonnummer,
} from './europe/nordics.ts';
export {
  isValidDeKfz,
  isValidNgVehicleRegistration,
  isValidTrLicensePlate,
  isValidUkVehicleRegistration,
} from './documents/plates.ts';
export { isValidPlPesel } from './europe/poland.ts';
export { isValidSgNricFin, isValidSgUen } from './asia-pacific/singapore.ts';
export { isValidZaIdNumber } from './africa/south-africa.ts';
export { isValidEsNie, isValidEsNif } from './europe/spain.ts';
export { isValidThTnin } from './asia-pacific/thailand.ts';
export { isValidTrNationalId } from './europe/turkey.ts';
export { isValidNhsNumber, isValidNino } from './europe/uk.ts';
export { isValidAbaRouting } from './americas/us-financial.ts';
export { isValidDeaNumber, isValidUsMbi, isValidUsNpi } from './americas/us-health.ts';
export { isValidItin, isValidSsn } from './americas/us-ssn.ts';
