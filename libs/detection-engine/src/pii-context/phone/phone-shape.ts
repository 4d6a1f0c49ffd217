/**
 * Shapes of digit runs that look like a phone number but are something else: dates, times, IP
 * addresses, card numbers, ISBNs, grouped amounts, US SSNs.
 */

const DATE = /^(?:(\d{4})([-/.])(\d{1,2})\2(\d{1,2})|(\d{1,2})([-/.])(\d{1,2})\6(\d{2}|\d{4}))(?![\d])/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}(?!\d)/;
const THOUSANDS = /^\d{1,3}(?:([ .,])\d{3})(?:\1\d{3})*$/;
/** US SSN (3-2-4), Korean business number (3-2-5), and 4-2-4 licence numbers. */
const TWO_DIGIT_MIDDLE = /^\d{3,4}[-. ]\d{2}[-. ]\d{4,5}$/;
const CARD_GROUPS = /^\d{4}([ -])\d{4}\1\d{4}\1\d{1,7}$|^\d{4}([ -])\d{6}\2\d{4,5}$/;
/** Birth-date-first national identifiers (Finnish, Swedish, Korean): six digits, a dash, the rest. */
const DATE_FIRST_ID = /^\d{6}[-+]\d{4,7}$/;

function isDayMonth(a: number, b: number): boolean {
  return (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (a >= 1 && a <= 12 && b >= 1 && b <= 31);
}

/** A calendar date at the start of the run (2021-05-20, 20.05.2021, 5/20/21): a timestamp, not a phone. */
function startsWithDate(value: string): boolean {
  const match = DATE.exec(value);
  if (match === null) return false;
  if (match[1] !== undefined) {
    const month = Number(match[3]);
    const day = Number(match[4]);
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
  }
  return isDayMonth(Number(match[5]), Number(match[7]));
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Four dotted groups that can be octets; 532.123.45.67 is a Turkish number, not an address. */
function isIpv4(value: string): boolean {
  return (
    IPV4.test(value) &&
    !/^\d\d(?:\.\d\d)+$/.test(value) &&
    value.split('.').every((octet) => Number(octet.slice(0, 3)) <= 255)
  );
}

/** Phones use one kind of punctuation between groups; 136-695.976 or 12/345/6789 are identifiers. */
function hasMixedSeparators(value: string): boolean {
  let kind = 0;
  let slashes = 0;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    // Digits, spaces, brackets and + are not separators.
    if ((code >= 48 && code <= 57) || code === 32 || code === 160 || code === 40 || code === 41 || code === 43)
      continue;
    if (code === 47) slashes += 1;
    if (kind !== 0 && kind !== code) return true;
    kind = code;
  }
  return slashes > 1;
}

/**
 * Whether a digit run (as written, without an international prefix) is some other kind of number.
 * Grouping by thousands and a one-digit last group are only suspicious when nothing says "phone".
 */
export function isOtherNumber(value: string, digits: string, context: boolean): boolean {
  if (CARD_GROUPS.test(value) || TWO_DIGIT_MIDDLE.test(value) || DATE_FIRST_ID.test(value)) return true;
  if (hasMixedSeparators(value) || startsWithDate(value) || isIpv4(value)) return true;
  if (digits.length >= 13 && luhnValid(digits)) return true;
  if (digits.length === 13 && /^97[89]/.test(digits)) return true;
  return !context && (THOUSANDS.test(value) || /\D\d$/.test(value));
}

/** The tail of an IBAN written in groups of four just before the run (NL02 ABNA 0123 4567 89). */
export const IBAN_BEFORE = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){0,7} ?$/;

/** Words before a number that say it is a phone number. */
export const PHONE_CONTEXT =
  /\b(?:phone|tel|telephone|mobile|mob|cell|cellphone|call|called|calling|fax|contact|number|no|nr|num|reach|text|whatsapp|sms|dial|ring|landline|office|desk|home|work|hotline|helpline|ph|answering|messages|registered|telefon|handy|téléphone|portable|teléfono|telefono|cellulare)\b(?:[^\d\n]|\n(?!\s*\n)){0,25}$|\b[mtpf]\s?[:.][^\d\n]{0,3}$/;

/** Words after a number that label it as a phone number (as in "555 0100 (office)"). */
export const PHONE_CONTEXT_AFTER = /^[\s\-–(]{0,3}(?:office|fax|mobile|cell|home|work|desk|direct|tel)\b/;

/**
 * Words before a number that say it is an identifier or an amount, not a phone. Product codes
 * ("item no.", "part #", "model", EAN/UPC) count only with their number word: "part" or "product"
 * alone also open a phrase before a real number ("product hotline").
 */
export const OTHER_CONTEXT =
  /\b(?:(?:item|part|article|art|catalog(?:ue)?|product|style|stock)\.?[ \t-]*(?:no|nr|number|num|code|id)|model|ean(?:-?(?:13|8))?|upc(?:-?a)?|gtin|asin|mpn|order|invoice|account|acct|iban|card|cc|ssn|sin|nin|nino|nhs|npi|ein|itin|bsn|nif|nie|abn|acn|tfn|medicare|aadhaar|social security|tracking|serial|sku|isbn|issn|ref|reference|ticket|case|id|customer|member|policy|routing|swift|pin|passport|licen[cs]e|vat|tax|tin|zip|postcode|postal|balance|amount|total|price|cost|salary|population|version|build|patent|transaction|receipt|booking|confirmation)\b[^\d\n]{0,12}$|\b(?:item|part|article|catalog(?:ue)?|product|style|stock)[ \t]*#[^\d\n]{0,4}$|[$€£¥#]\s?$/;
