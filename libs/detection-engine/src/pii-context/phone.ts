import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Detector, NormalizedText } from '../types.ts';
import { NUMBER_FIRST } from './address-patterns.ts';
import { type Span, after, before, toFindings } from './finding.ts';
import { IBAN_BEFORE, OTHER_CONTEXT, PHONE_CONTEXT, PHONE_CONTEXT_AFTER, isOtherNumber } from './phone-shape.ts';

/** Regions tried for numbers written without a country code. */
const DEFAULT_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'IN'];

/** Further regions tried only when the text says the number is a phone number. */
const CONTEXT_REGIONS: readonly CountryCode[] = [
  'CA',
  'AU',
  'NZ',
  'IE',
  'NL',
  'BE',
  'CH',
  'AT',
  'SE',
  'NO',
  'DK',
  'FI',
  'PL',
  'PT',
  'GR',
  'CZ',
  'HU',
  'RO',
  'IL',
  'TR',
  'RU',
  'UA',
  'BR',
  'MX',
  'AR',
  'JP',
  'CN',
  'KR',
  'SG',
  'HK',
  'PH',
  'ZA',
  'AE',
];

/**
 * Groups of up to five digits (a group may be in parentheses) joined by at most a space, one of
 * - . / and a space, then an optional extension. Every repetition is bounded and a match can only
 * fail within its first group, so the scan is linear.
 */
const RUN =
  /(?:\+|\b00)?(?:\(\d{1,5}\)|\d{1,5})(?:[ \u00a0]?[-./]?[ \u00a0]?(?:\(\d{1,5}\)|\d{1,5})){1,8}(?:[ \u00a0]?(?:x|ext\.?|extension)[ \u00a0]?\d{1,6}\b)?/gi;
const BEFORE_UNIT = /^[\d \t]+\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,3}[ \t]+(?:Apt|Suite|Unit|Flat)\b/u;
const EXTENSION = /[ \u00a0]?(?:x|ext\.?|extension)[ \u00a0]?\d{1,6}$/i;
const WORD = /[\p{L}\p{N}_]/u;

/** Glued to a word, a path, a decimal, a time or a longer identifier. */
function isGlued(text: string, start: number, end: number): boolean {
  const prev = text[start - 1] ?? '';
  const prev2 = text[start - 2] ?? '';
  if (WORD.test(prev) || prev === '@' || prev === '=') return true;
  if ('.,/-'.includes(prev) && prev !== '' && WORD.test(prev2)) return true;
  if (prev === ':' && /\d/.test(prev2)) return true;
  const next = text[end] ?? '';
  return WORD.test(next) || (next === ':' && /\d/.test(text[end + 1] ?? ''));
}

interface Candidate {
  start: number;
  end: number;
  value: string;
  digits: string;
  international: boolean;
}

function candidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(RUN)) {
    // Most digit runs are years, counts and prices, too short to hold seven digits.
    if (match[0].length < 7) continue;
    const start = match.index;
    const end = start + match[0].length;
    if (isGlued(text, start, end)) continue;
    const value = match[0];
    const digits = value.replace(EXTENSION, '').replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    found.push({ start, end, value, digits, international: value.startsWith('+') || value.startsWith('00') });
  }
  return found;
}

/**
 * National-format shapes of the default regions, so that libphonenumber (slow per call) is asked
 * only about regions whose numbers can look like these digits.
 */
const NATIONAL_SHAPE: Readonly<Record<string, RegExp>> = {
  US: /^1?[2-9]\d{9}$/,
  GB: /^0\d{9,10}$/,
  DE: /^0\d{5,12}$/,
  FR: /^0\d{9}$/,
  ES: /^[6-9]\d{8}$/,
  IT: /^(?:0\d{5,10}|3\d{8,9})$/,
  IN: /^(?:[6-9]\d{9}|0\d{9,11})$/,
};

const shapedLike =
  (digits: string) =>
  (region: CountryCode): boolean =>
    NATIONAL_SHAPE[region]?.test(digits) ?? true;

/**
 * The first region where the number is valid AND written the way that region writes it: a French
 * or British number keeps its trunk 0, so "17151 2450" is not read as French.
 */
function validIn(value: string, digits: string, regions: readonly CountryCode[]): CountryCode | undefined {
  return regions.find((region) => {
    const parsed = parsePhoneNumberFromString(value, region);
    return parsed?.isValid() === true && parsed.formatNational().replace(/\D/g, '') === digits;
  });
}

function span(candidate: Candidate, confidence: number, validated: boolean): Span {
  const { start, end } = candidate;
  return { type: 'PHONE_NUMBER', start, end, confidence, source: validated ? 'validator' : 'regex' };
}

function classifyInternational(candidate: Candidate, context: boolean): Span | undefined {
  const doubleZero = candidate.value.startsWith('00');
  const value = doubleZero ? `+${candidate.value.slice(2)}` : candidate.value;
  const parsed = parsePhoneNumberFromString(value);
  if (parsed === undefined) return undefined;
  if (parsed.isValid()) return span(candidate, context ? 0.95 : 0.85, true);
  // 001332-1234567 is as likely an identifier as a number dialled from abroad.
  if (parsed.isPossible() && (context || !doubleZero)) return span(candidate, context ? 0.7 : 0.55, false);
  return undefined;
}

function classifyNational(text: string, candidate: Candidate, context: boolean): Span | undefined {
  const { digits } = candidate;
  const value = candidate.value.replace(EXTENSION, '');
  if (isOtherNumber(value, digits, context)) return undefined;
  // "18220 4411 Larch St", "30512 2210 Meadowbrook Suite 12": house numbers before a street.
  const rest = text.slice(candidate.start, candidate.start + 200);
  if (NUMBER_FIRST.test(rest) || BEFORE_UNIT.test(rest)) return undefined;
  const formatted = /\D/.test(value);
  // A bare run of digits is an order number as often as a phone number.
  if (!formatted && !context) return undefined;
  if (validIn(value, digits, DEFAULT_REGIONS.filter(shapedLike(digits))) !== undefined)
    return span(candidate, context ? 0.85 : 0.7, true);
  if (!context) return undefined;
  if (validIn(value, digits, CONTEXT_REGIONS) !== undefined) return span(candidate, 0.7, true);
  return formatted ? span(candidate, 0.5, false) : undefined;
}

/** Phone numbers: international forms by their country code, national forms by region validity and context. */
export function findPhoneNumbers(text: string): Span[] {
  const spans: Span[] = [];
  for (const candidate of candidates(text)) {
    const lead = before(text, candidate.start, 40);
    const context = PHONE_CONTEXT.test(lead) || PHONE_CONTEXT_AFTER.test(after(text, candidate.end, 12));
    const other =
      OTHER_CONTEXT.test(lead.slice(-30)) ||
      IBAN_BEFORE.test(text.slice(Math.max(0, candidate.start - 40), candidate.start));
    const found = candidate.international
      ? classifyInternational(candidate, context && !other)
      : other
        ? undefined
        : classifyNational(text, candidate, context);
    if (found !== undefined) spans.push(found);
  }
  return spans;
}

export const phoneDetector: Detector = {
  name: 'phone-number',
  category: 'pii',
  detect: (input: NormalizedText) => toFindings(input, findPhoneNumbers(input.text)),
};
