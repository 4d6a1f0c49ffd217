import { shannonEntropy } from './entropy.ts';
import { isPlaceholder } from './placeholders.ts';

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
 * A generated key draws every character from one alphabet. A hex or single-case key with one
 * or two letters from outside that alphabet (`5e2d7c9q1b3f08…`, `QZRT7KXb4MVN2…`) was
 * edited by hand, as documentation and tests do to show a key that must not match. A short
 * prefix (`SK`, `AC`, `sk_`) is the vendor's, not part of the alphabet.
 */
export function isEdited(value: string): boolean {
  const body = value.replace(/^(?:[A-Za-z]{1,8}[_-]|[A-Z]{1,4}(?=[a-z0-9]))/, '');
  if (body.length < 16) return false;
  let upper = 0;
  let lower = 0;
  let hexLetters = 0;
  let otherLetters = 0;
  let digits = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
    const isUpper = code >= 65 && code <= 90;
    const isLower = code >= 97 && code <= 122;
    if (!isUpper && !isLower) continue;
    if (isUpper) upper++;
    else lower++;
    if ((code | 32) <= 102) hexLetters++;
    else otherLetters++;
  }
  const strays = (dominant: number, other: number) => dominant >= 8 && other >= 1 && other <= 2;
  return strays(upper, lower) || strays(lower, upper) || (digits >= 4 && strays(hexLetters, otherLetters));
}

/**
 * Long keys without digits exist (letters, maybe a dash or underscore); they change case like
 * noise (`kQzPwRbTn…`), not like words (`ConfigurationForProduction`).
 */
export function mixedCaseNoise(value: string): boolean {
  if (value.length < 20 || !/[a-z]/.test(value) || !/[A-Z]/.test(value) || /[^A-Za-z_-]/.test(value)) return false;
  const letters = value.replaceAll(/[_-]/g, '');
  const isUpper = (index: number) => letters.charCodeAt(index) <= 90;
  let flips = 0;
  for (let i = 1; i < letters.length; i++) if (isUpper(i) !== isUpper(i - 1)) flips++;
  return flips >= letters.length * 0.25 && shannonEntropy(value) >= 4 && !isWordy(value);
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
  if ((value.match(KEYBOARD_RUN)?.length ?? 0) >= 2) return true;
  const lower = value.toLowerCase();
  let same = 1;
  let up = 1;
  let down = 1;
  let interleaved = 1;
  const repeats = [0, 0, 0, 0, 0];
  for (let i = 1; i < lower.length; i++) {
    const step = stepBetween(lower, i - 1, i);
    same = step === 0 ? same + 1 : 1;
    up = step === 1 ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    interleaved = i >= 2 && stepBetween(lower, i - 2, i) === 1 ? interleaved + 1 : 1;
    if (same >= 6 || up >= 8 || down >= 8 || interleaved >= 10) return true;
    for (let unit = 2; unit <= 4; unit++) {
      repeats[unit] = i >= unit && lower[i] === lower[i - unit] ? (repeats[unit] as number) + 1 : 0;
      if ((repeats[unit] as number) >= 12) return true;
    }
  }
  return false;
}

/** The step from one character to another, counting 9 → 0 as a step up. */
function stepBetween(value: string, from: number, to: number): number {
  const a = value.charCodeAt(from);
  const b = value.charCodeAt(to);
  return a === 57 && b === 48 ? 1 : b - a;
}
