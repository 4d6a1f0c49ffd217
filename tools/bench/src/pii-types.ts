/**
 * How corpus entity types and engine entity types are compared. The engine uses Presidio's names;
 * the presidio-research synthetic set annotates finer or coarser kinds, so both sides are mapped
 * to one canonical name first.
 */

const ALIASES: Readonly<Record<string, string>> = {
  // The synthetic set splits places three ways; Presidio reports all of them as LOCATION.
  GPE: 'LOCATION',
  LOC: 'LOCATION',
  STREET_ADDRESS: 'LOCATION',
  ADDRESS: 'LOCATION',
  ZIP_CODE: 'LOCATION',
  CITY: 'LOCATION',
  COUNTRY: 'LOCATION',
  DATE: 'DATE_TIME',
  TIME: 'DATE_TIME',
  DATE_OF_BIRTH: 'DATE_TIME',
  BIRTHDAY: 'DATE_TIME',
  // Presidio's URL recogniser is what reports a bare domain name.
  DOMAIN_NAME: 'URL',
  DOMAIN: 'URL',
  ORG: 'ORGANIZATION',
  NORP: 'NRP',
  PER: 'PERSON',
};

/**
 * Gold type → engine types that also satisfy it. A country-specific phone test is met by a generic
 * PHONE_NUMBER: the text gets masked either way. The same relation decides false positives on that
 * test's negatives, so the leniency cuts both ways.
 */
const ALSO_ACCEPTED: Readonly<Record<string, readonly string[]>> = {
  PH_MOBILE_NUMBER: ['PHONE_NUMBER'],
  TR_PHONE_NUMBER: ['PHONE_NUMBER'],
};

/**
 * Synthetic-set annotations that are not PII entity types in Presidio's default recognisers nor
 * in the gateway's policies (a courtesy title, an age). They are neither expected nor penalised.
 */
const UNSCORED = new Set(['TITLE', 'AGE']);

export const canonicalType = (type: string): string => ALIASES[type] ?? type;

export const isScored = (type: string): boolean => !UNSCORED.has(canonicalType(type));

/** Whether an engine entity of type `predicted` counts as finding gold type `gold`. */
export function typeMatches(gold: string, predicted: string): boolean {
  const g = canonicalType(gold);
  const p = canonicalType(predicted);
  return g === p || (ALSO_ACCEPTED[g]?.includes(p) ?? false);
}

/** The types the scorecard singles out: the ones backed by a checksum or strict format. */
export const VALIDATED_TYPES = ['CREDIT_CARD', 'IBAN_CODE', 'US_SSN', 'EMAIL_ADDRESS', 'IP_ADDRESS'] as const;

/**
 * Presidio test fixtures that are the recogniser's defaults (PhoneRecognizer's default leniency
 * is 1; `cc_recognizer` is a default CreditCardRecognizer). Any other setting is not what the
 * engine runs, so those cases are skipped.
 */
const DEFAULT_RECOGNIZER_PARAMS: Readonly<Record<string, unknown>> = {
  recognizer_fixture: 'cc_recognizer',
  leniency: 1,
};

export function needsNonDefaultSettings(params: Record<string, unknown> | undefined): boolean {
  return Object.entries(params ?? {}).some(([key, value]) => DEFAULT_RECOGNIZER_PARAMS[key] !== value);
}

/**
 * Presidio asserts some hits with a score of 0.3 or less ("very weak" matches such as a bare
 * passport-shaped number). Their positive label is too weak to demand a mask at the policy's
 * threshold, so they are scored apart.
 */
export const WEAK_UPSTREAM_SCORE = 0.3;
