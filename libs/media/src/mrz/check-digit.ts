import { icaoCheckDigit } from '@csg/detection-engine';

/** The ICAO 9303 check digit (weights 7, 3, 1 repeating, sum modulo 10) of MRZ characters: the engine's. */
export const checkDigit = icaoCheckDigit;

/**
 * Whether `digit` is the check digit of `text`. A filler in place of the digit is accepted only
 * when the checked text is all fillers: ICAO 9303 allows `<` for an empty optional field. A character
 * that was not read (no MRZ character) matches nothing.
 */
export function checkDigitMatches(text: string, digit: string): boolean {
  if (!/^[0-9A-Z<]*$/.test(text)) return false;
  if (digit === '<') return /^<*$/.test(text);
  return digit === String(icaoCheckDigit(text));
}
