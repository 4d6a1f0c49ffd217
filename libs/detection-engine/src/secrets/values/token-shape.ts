import { shannonEntropy } from './entropy.ts';
import { isPlaceholder } from './placeholders.ts';
import { profileValue } from './value-profile.ts';

const HEX_BODY = /^[0-9a-f]+$|^[0-9A-F]+$/;
// A hostname, a URL or a file path: structure, not randomness.
const HOST_OR_PATH = /:\/\/|^\.{0,2}\/[\w-]+\/|\/[a-z]{2,12}\/|\.(?:com|net|org|io|dev|app|co|cloud|ai|us|eu)$/i;
// Rows of the keyboard typed as filler (`zxcv4321uiop`).
const KEYBOARD_RUN = /qwer|asdf|zxcv|uiop|hjkl/gi;
// camelCase or PascalCase words with at most a numeric tail: an identifier.
const IDENTIFIER = /^[a-z]*(?:[A-Z][a-z]+)+\d{0,4}$|^[a-z]+\d{0,4}$|^[A-Z]+(?:_[A-Z]+)*\d{0,4}$/;
const WORD_PART = /^(?:[a-z]{3,}|[A-Z][a-z]{2,}|[A-Z]{3,})$/;
const VOWELS = /[aeiou]/gi;
const CONSONANT_CLUSTER = /[b-df-hj-np-tv-z]{4}/i;
// Version 1 UUIDs are built from a clock and a MAC address: identifiers, not secrets.
const TIME_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Padding is the only place `=` sits in a base64 token.
const INNER_EQUALS = /=[^=]/;
const SAME_SIX = /(.)\1{5}/;
const VENDOR_PREFIX = /^(?:[A-Za-z]{1,8}[_-]|[A-Z]{1,4}(?=[a-z0-9]))/;

/**
 * Does a candidate look like a machine-generated key (random characters of one alphabet) rather
 * than a word, an identifier, a number, a host or a documentation placeholder? Length is the
 * caller's business: vendors document their own.
 */
export function looksGenerated(value: string): boolean {
  if (!/[0-9]/.test(value) || !/[A-Za-z]/.test(value)) return mixedCaseNoise(value);
  if (HOST_OR_PATH.test(value) || INNER_EQUALS.test(value) || TIME_UUID.test(value)) return false;
  if ((value.includes('.') && value.includes('/')) || IDENTIFIER.test(value)) return false;
  if (isPlaceholder(value) || isWordy(value) || isTyped(value) || isEdited(value)) return false;
  return shannonEntropy(value) >= randomnessFloor(value);
}

/**
 * A value of a vendor's documented format needs no randomness test (documentation and tests use
 * hand-made keys of the right format too, and the format already says what it is); it only must
 * not be a filler, a placeholder or an identifier made of words.
 */
export function plausibleKey(value: string): boolean {
  if (isPlaceholder(value) || SAME_SIX.test(value) || isWordy(value)) return false;
  return /\d/.test(value) || mixedCaseNoise(value);
}

/**
 * A generated key draws every character from one alphabet. A hex or single-case key with one
 * or two letters from outside that alphabet (`5e2d7c9q1b3f08…`, `QZRT7KXb4MVN2…`) was
 * edited by hand, as documentation and tests do to show a key that must not match. A short
 * prefix (`SK`, `AC`, `sk_`) is the vendor's, not part of the alphabet.
 */
export function isEdited(value: string): boolean {
  const from = VENDOR_PREFIX.exec(value)?.[0].length ?? 0;
  if (value.length - from < 16) return false;
  const profile = profileValue(value);
  // Counts of the whole value, less those of the prefix.
  let upper = profile.upper;
  let letters = profile.letters;
  let hexLetters = profile.hexLetters;
  let digits = profile.digits;
  for (let i = 0; i < from; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digits--;
    const lowerCase = code | 32;
    if (lowerCase < 97 || lowerCase > 122) continue;
    letters--;
    if (code <= 90) upper--;
    if (lowerCase <= 102) hexLetters--;
  }
  const lower = letters - upper;
  const strays = (dominant: number, other: number) => dominant >= 8 && other >= 1 && other <= 2;
  return strays(upper, lower) || strays(lower, upper) || (digits >= 4 && strays(hexLetters, letters - hexLetters));
}

/**
 * Long keys without digits exist (letters, maybe a dash or underscore); they change case like
 * noise (`kQzPwRbTn…`), not like words (`ConfigurationForProduction`). Shorter ones count where
 * the context already says the value is a key (`minLength`).
 */
export function mixedCaseNoise(value: string, minLength = 20): boolean {
  if (value.length < minLength || !/[a-z]/.test(value) || !/[A-Z]/.test(value) || /[^A-Za-z_-]/.test(value))
    return false;
  const letters = value.replaceAll(/[_-]/g, '');
  const isUpper = (index: number) => letters.charCodeAt(index) <= 90;
  let flips = 0;
  for (let i = 1; i < letters.length; i++) if (isUpper(i) !== isUpper(i - 1)) flips++;
  // A short value cannot reach 4 bits; it must use nearly every character once.
  const floor = Math.min(4, Math.log2(value.length) * 0.9);
  return flips >= letters.length * 0.25 && shannonEntropy(value) >= floor && !isWordy(value);
}

/** The entropy a random string of this alphabet and length reaches with a safety margin. */
function randomnessFloor(value: string): number {
  const body = value.replaceAll('-', '');
  const hex = HEX_BODY.test(body);
  const ceiling = Math.log2(Math.min(hex ? 16 : 62, body.length));
  return Math.min(hex ? 3 : 3.5, ceiling * (hex ? 0.8 : 0.82));
}

/** A version 1 (time-based) UUID. */
export function isTimeUuid(value: string): boolean {
  return TIME_UUID.test(value);
}

/** Separated parts that read as words (`not-a-valid-key`, `my_api_token_here`, `com.acme.build_cache`). */
export function isWordy(value: string): boolean {
  const parts = value.split(/[-_.]/).filter((part) => part.length > 0);
  if (parts.length < 2) return false;
  const words = parts.filter(isWordLike);
  const wordChars = words.reduce((sum, part) => sum + part.length, 0);
  return words.length >= 2 && wordChars >= value.length * 0.4;
}

/** Letters with the vowels and consonant clusters of a word (`valid`, `jetbrains`), not `XKCDZTW`. */
function isWordLike(part: string): boolean {
  if (!WORD_PART.test(part) || CONSONANT_CLUSTER.test(part)) return false;
  return (part.match(VOWELS)?.length ?? 0) >= part.length * 0.25;
}

/**
 * Typed by a person, not generated: six of one character in a row, a long run up or down the
 * alphabet (`abcdefgh`, `zyxwvuts`, `98765432`), one interleaved with another (`1a2b3c4d5e`,
 * `a1B2c3D4e5`), a short unit repeated (`123123123123`, `abababababab`) or keyboard rows.
 */
export function isTyped(value: string): boolean {
  return profileValue(value).typed || hasKeyboardRows(value);
}

/** Two runs along a keyboard row (`qwer…asdf`). */
export function hasKeyboardRows(value: string): boolean {
  KEYBOARD_RUN.lastIndex = 0;
  return KEYBOARD_RUN.test(value) && KEYBOARD_RUN.test(value);
}
