import type { CountryCode } from 'libphonenumber-js/max';
import type { Detector, NormalizedText } from '../../types.ts';
import { isInlineScriptCode, isWordCode } from '../chars.ts';
import { NUMBER_FIRST } from '../addresses/address-patterns.ts';
import { type Span, after, before, toFindings } from '../finding.ts';
import { DEFAULT_ARABIC_REGIONS, hintedRegions } from './phone-region-hints.ts';
import {
  DEFAULT_PHONE_REGIONS,
  type Validity,
  bareMobile,
  hintedMobile,
  internationalValidity,
  validNationally,
} from './phone-regions.ts';
import { IBAN_BEFORE, OTHER_CONTEXT, PHONE_CONTEXT, PHONE_CONTEXT_AFTER, isOtherNumber } from './phone-shape.ts';
import { OTHER_CONTEXT_INLINE, PHONE_CONTEXT_INLINE } from './phone-words.ts';

/**
 * Groups of up to five digits (a group may be in parentheses) joined by at most a space, one of
 * - . / and a space, then an optional extension. The lookahead skips, without building a match,
 * every digit run too short to be a phone number; every repetition is bounded and a match can only
 * fail within its first group, so the scan is linear.
 */
const RUN =
  /(?<![\w@=])(?=[+(\d][\d \u00a0()./-]{6})(?:\+|00)?(?:\(\d{1,5}\)|\d{1,5})(?:[ \u00a0]?[-./]?[ \u00a0]?(?:\(\d{1,5}\)|\d{1,5})){1,8}(?:[ \u00a0]?(?:x|ext\.?|extension)[ \u00a0]?\d{1,6}\b)?/gi;
const BEFORE_UNIT = /^[\d \t]+\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,3}[ \t]+(?:Apt|Suite|Unit|Flat)\b/u;
const NON_DIGITS = /\D/g;
const EXTENSION = /[ \u00a0]?(?:x|ext\.?|extension)[ \u00a0]?\d{1,6}$/i;
const isDigitCode = (code: number): boolean => code >= 48 && code <= 57;
/** Part of a word the number would be glued to; the letters of scripts written without spaces are not. */
const isGluingCode = (code: number): boolean => isWordCode(code) && !isInlineScriptCode(code);

/** Glued to a word, a path, a decimal, a time or a longer identifier. */
function isGlued(text: string, start: number, end: number): boolean {
  const prev = text.charCodeAt(start - 1);
  const prev2 = text.charCodeAt(start - 2);
  // @ = . , / - :
  if (isGluingCode(prev) || prev === 64 || prev === 61) return true;
  if ((prev === 46 || prev === 44 || prev === 47 || prev === 45) && isWordCode(prev2)) return true;
  if (prev === 58 && isDigitCode(prev2)) return true;
  const next = text.charCodeAt(end);
  return isGluingCode(next) || (next === 58 && isDigitCode(text.charCodeAt(end + 1)));
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
    const start = match.index;
    const end = start + match[0].length;
    if (isGlued(text, start, end)) continue;
    const value = match[0];
    const number = /x|ext/i.test(value) ? value.replace(EXTENSION, '') : value;
    const digits = number.replace(NON_DIGITS, '');
    if (digits.length < 7 || digits.length > 15) continue;
    found.push({ start, end, value, digits, international: value.startsWith('+') || value.startsWith('00') });
  }
  return found;
}

function span(candidate: Candidate, confidence: number, validated: boolean): Span {
  const { start, end } = candidate;
  return { type: 'PHONE_NUMBER', start, end, confidence, source: validated ? 'validator' : 'regex' };
}

function classifyInternational(candidate: Candidate, validity: Validity, context: () => boolean): Span | undefined {
  if (validity === 'valid') return span(candidate, context() ? 0.95 : 0.85, true);
  // 001332-1234567 is as likely an identifier as a number dialled from abroad.
  if (validity === 'possible' && (context() || !candidate.value.startsWith('00')))
    return span(candidate, context() ? 0.7 : 0.55, false);
  return undefined;
}

/** Where numbers written without a country code are looked up. */
export interface PhoneOptions {
  /** Regions tried for every national number, in order (default: US, GB, DE, FR, ES, IT, IN). */
  defaultRegions?: readonly CountryCode[];
  /** Regions tried for a national number in Arabic-script text (default: SA, AE, EG, MA, IQ, JO, PK, IR). */
  arabicRegions?: readonly CountryCode[];
}

interface Regions {
  defaults: readonly CountryCode[];
  arabic: readonly CountryCode[];
}

function classifyNational(text: string, candidate: Candidate, context: boolean, regions: Regions): Span | undefined {
  const { digits } = candidate;
  const value = candidate.value.replace(EXTENSION, '');
  if (isOtherNumber(value, digits, context)) return undefined;
  // "18220 4411 Larch St", "30512 2210 Meadowbrook Suite 12": house numbers before a street.
  const rest = text.slice(candidate.start, candidate.start + 200);
  if (NUMBER_FIRST.test(rest) || BEFORE_UNIT.test(rest)) return undefined;
  const formatted = /\D/.test(value);
  const hinted = hintedRegions(text, candidate.start, candidate.end, regions.arabic);
  if (!formatted && !context) {
    return bareMobile(digits) || hintedMobile(digits, hinted) ? span(candidate, 0.6, true) : undefined;
  }
  const valid = validNationally(value, digits, context, { hinted, defaults: regions.defaults });
  if (valid !== undefined) return span(candidate, valid === 'default' && context ? 0.85 : 0.7, true);
  return context && formatted ? span(candidate, 0.5, false) : undefined;
}

/** Phone numbers: international forms by their country code, national forms by region validity and context. */
export function findPhoneNumbers(text: string, regions: Regions): Span[] {
  const spans: Span[] = [];
  // libphonenumber is slow per call; a number repeated in one text (a signature, a thread) is judged once.
  const validities = new Map<string, Validity>();
  for (const candidate of candidates(text)) {
    // Dates, addresses, card and identity numbers are ruled out by their shape before any context is read.
    if (!candidate.international && isOtherNumber(candidate.value.replace(EXTENSION, ''), candidate.digits, true))
      continue;
    let lead: string | undefined;
    const readLead = (): string => (lead ??= before(text, candidate.start, 40));
    const other = (): boolean =>
      OTHER_CONTEXT.test(readLead().slice(-30)) ||
      OTHER_CONTEXT_INLINE.test(readLead().slice(-30)) ||
      IBAN_BEFORE.test(text.slice(Math.max(0, candidate.start - 40), candidate.start));
    let context: boolean | undefined;
    const readContext = (): boolean =>
      (context ??=
        PHONE_CONTEXT.test(readLead()) ||
        PHONE_CONTEXT_INLINE.test(readLead()) ||
        PHONE_CONTEXT_AFTER.test(after(text, candidate.end, 12)));
    let found: Span | undefined;
    if (candidate.international) {
      let validity = validities.get(candidate.value);
      if (validity === undefined) {
        validity = internationalValidity(candidate.value);
        validities.set(candidate.value, validity);
      }
      found = classifyInternational(candidate, validity, () => readContext() && !other());
    } else if (!other()) {
      found = classifyNational(text, candidate, readContext(), regions);
    }
    if (found !== undefined) spans.push(found);
  }
  return spans;
}

export function createPhoneDetector(options: PhoneOptions = {}): Detector {
  const regions: Regions = {
    defaults: options.defaultRegions ?? DEFAULT_PHONE_REGIONS,
    arabic: options.arabicRegions ?? DEFAULT_ARABIC_REGIONS,
  };
  return {
    name: 'phone-number',
    emits: [{ category: 'pii', types: ['PHONE_NUMBER'] }],
    detect: (input: NormalizedText) => toFindings(input, findPhoneNumbers(input.text, regions)),
  };
}

export const phoneDetector: Detector = createPhoneDetector();
