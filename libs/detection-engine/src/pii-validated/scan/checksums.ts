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
