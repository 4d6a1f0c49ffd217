import type { Detector } from '../types.ts';
import { bankAccountDetector } from './bank-accounts.ts';
import { dateTimeDetector } from './date-time.ts';
import { emailDetector } from './email.ts';
import { macAddressDetector } from './mac-address.ts';
import { personLocationDetector } from './person-location.ts';
import { type PhoneOptions, createPhoneDetector } from './phone.ts';
import { socialHandleDetector } from './social-handle.ts';
import { urlDetector } from './url.ts';

export type { PhoneOptions } from './phone.ts';

/** PII found by pattern plus context: contact details, dates, names and places. */
export function createContextPiiDetectors(phone: PhoneOptions = {}): Detector[] {
  return [
    emailDetector,
    createPhoneDetector(phone),
    urlDetector,
    macAddressDetector,
    dateTimeDetector,
    personLocationDetector,
    socialHandleDetector,
    bankAccountDetector,
  ];
}

/** The context PII detectors with their default settings. */
export const contextPiiDetectors: Detector[] = createContextPiiDetectors();
