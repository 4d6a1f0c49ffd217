/** Check-digit algorithms shared by the validators. Inputs are ASCII digit strings unless stated. */

/** Luhn (ISO/IEC 7812-1): cards, Canadian SIN, NPI, Swedish and South African numbers. */
export function luhn(digits: string): boolean {
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (d < 0 || d > 9) return false;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * ISO 7064 MOD 97-10 of an alphanumeric string (letters count as 10..35), computed piecewise so
 * that a 34-character IBAN never needs big integers. Returns -1 for any other character.
 */
export function mod97(value: string): number {
  let remainder = 0;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    let part: number;
    if (code >= 48 && code <= 57) part = code - 48;
    else if (code >= 65 && code <= 90) part = code - 55;
    else return -1;
    remainder = part > 9 ? (remainder * 100 + part) % 97 : (remainder * 10 + part) % 97;
  }
  return remainder;
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;

/** Verhoeff (dihedral group D5): Aadhaar. */
export function verhoeff(digits: string): boolean {
  if (digits.length === 0) return false;
  let c = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (d < 0 || d > 9) return false;
    c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![d]!]!;
  }
  return c === 0;
}

/** Σ digit × weight over the first weights.length digits. */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i]!;
  return sum;
}

/** ISO 7064 MOD 11,10 (the German tax identification number's check digit). */
export function iso7064Mod1110(digits: string): boolean {
  let product = 10;
  for (let i = 0; i < digits.length - 1; i++) {
    let total = (Number(digits[i]) + product) % 10;
    if (total === 0) total = 10;
    product = (total * 2) % 11;
  }
  let check = 11 - product;
  if (check === 10) check = 0;
  return check === Number(digits[digits.length - 1]);
}

/** ICAO 9303 check digit (weights 7-3-1, A-Z = 10..35, '<' = 0) of `value`. */
export function icaoCheckDigit(value: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const v = code >= 48 && code <= 57 ? code - 48 : code >= 65 && code <= 90 ? code - 55 : 0;
    sum += v * weights[i % 3]!;
  }
  return sum % 10;
}
