import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Which countries a phone number may belong to, asked of libphonenumber as rarely as possible. */

/** Regions tried for numbers written without a country code, when the engine is not told otherwise. */
export const DEFAULT_PHONE_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR', 'ES', 'IT', 'IN'];

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
 * or British number keeps its trunk 0, so "17151 2450" is not read as French. Turkish numbers, and
 * those of a region the text points to (an Indian mobile in Hindi text), are as often written
 * without their trunk 0 as with it.
 */
function validIn(value: string, digits: string, regions: readonly CountryCode[], trunkless = false): boolean {
  return regions.some((region) => {
    const parsed = parsePhoneNumberFromString(value, region);
    if (parsed?.isValid() !== true) return false;
    const national = parsed.formatNational().replace(/\D/g, '');
    return national === digits || ((trunkless || region === 'TR') && national === `0${digits}`);
  });
}

/** Where a number without a country code may be from: regions the text points to, then the defaults. */
export interface NationalRegions {
  hinted: readonly CountryCode[];
  defaults: readonly CountryCode[];
}

/**
 * Whether the number is valid in a region the text points to or a default region (or, with
 * context, in one of the further ones).
 */
export function validNationally(
  value: string,
  digits: string,
  context: boolean,
  { hinted, defaults }: NationalRegions,
): 'default' | 'context' | undefined {
  if (validIn(value, digits, hinted, true)) return 'default';
  const regions = defaults.filter((region) => !hinted.includes(region) && shapedLike(digits)(region));
  if (TURKISH_GROUPS.test(value)) regions.push('TR');
  if (validIn(value, digits, regions)) return 'default';
  return context && validIn(value, digits, CONTEXT_REGIONS) ? 'context' : undefined;
}

/** A bare run of digits that is a mobile number in a region the text points to. */
export function hintedMobile(digits: string, hinted: readonly CountryCode[]): boolean {
  return hinted.some((region) => {
    const parsed = parsePhoneNumberFromString(digits, region);
    if (parsed?.isValid() !== true || parsed.getType() !== 'MOBILE') return false;
    const national = parsed.formatNational().replace(/\D/g, '');
    return national === digits || national === `0${digits}`;
  });
}

export type Validity = 'valid' | 'possible' | 'invalid';

/** What libphonenumber says of an international number (00 read as +). */
export function internationalValidity(value: string): Validity {
  const parsed = parsePhoneNumberFromString(value.startsWith('00') ? `+${value.slice(2)}` : value);
  if (parsed === undefined) return 'invalid';
  return parsed.isValid() ? 'valid' : parsed.isPossible() ? 'possible' : 'invalid';
}

/** Turkish grouping (5xx xxx xx xx, with or without the trunk 0): distinctive enough to try Turkey without context. */
const TURKISH_GROUPS = /^(?:0[ .-]?)?\(?\d{3}\)?[ .-]\d{3}[ .-]\d{2}[ .-]\d{2}$/;
/** Mobile numbers written nationally with their trunk 0 and nothing else (09171234567, 05321234567). */
const TRUNK_MOBILE_REGIONS: readonly CountryCode[] = ['PH', 'TR', 'GB', 'IN', 'FR', 'DE'];

/** A bare run of digits is an order number as often as a phone number, unless it is a trunk-0 mobile number. */
export function bareMobile(digits: string): boolean {
  if (!/^0\d{9,11}$/.test(digits)) return false;
  return TRUNK_MOBILE_REGIONS.some((region) => {
    const parsed = parsePhoneNumberFromString(digits, region);
    return parsed?.isValid() === true && parsed.getType() === 'MOBILE';
  });
}
