import type { Detector } from '../types.ts';
import { bankAccountDetector } from './bank-accounts.ts';
import { dateTimeDetector } from './dates/date-time.ts';
import { emailDetector } from './online/email.ts';
import { macAddressDetector } from './online/mac-address.ts';
import { personLocationDetector } from './person-location.ts';
import { type PhoneOptions, createPhoneDetector } from './phone/phone.ts';
import { socialHandleDetector } from './online/social-handle.ts';
import { urlDetector } from './online/url.ts';

export type { PhoneOptions } from './phone/phone.ts';

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
