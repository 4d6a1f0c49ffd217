import type { Detector } from '../types.ts';
import { dateTimeDetector } from './date-time.ts';
import { emailDetector } from './email.ts';
import { macAddressDetector } from './mac-address.ts';
import { personLocationDetector } from './person-location.ts';
import { phoneDetector } from './phone.ts';
import { urlDetector } from './url.ts';

/** PII found by pattern plus context: contact details, dates, names and places. */
export const contextPiiDetectors: Detector[] = [
  emailDetector,
  phoneDetector,
  urlDetector,
  macAddressDetector,
  dateTimeDetector,
  personLocationDetector,
];
