import type { Detector } from '../types.ts';
import { createDateOfBirthDetector } from './date-of-birth.ts';
import { emailDetector } from './email.ts';
import { macAddressDetector } from './mac-address.ts';
import { personLocationDetector } from './person-location.ts';
import { phoneDetector } from './phone.ts';
import { urlDetector } from './url.ts';

export { createDateOfBirthDetector, type DateOfBirthOptions } from './date-of-birth.ts';

/** PII found by pattern plus context: contact details, dates of birth, names and places. */
export const contextPiiDetectors: Detector[] = [
  emailDetector,
  phoneDetector,
  urlDetector,
  macAddressDetector,
  createDateOfBirthDetector(),
  personLocationDetector,
];
