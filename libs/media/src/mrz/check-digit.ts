const WEIGHTS = [7, 3, 1] as const;

/** A character's value in the ICAO 9303 check-digit sum: digits as themselves, A–Z as 10–35, `<` as 0. */
function charValue(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 55;
  return 0;
}

/** The ICAO 9303 check digit (weights 7, 3, 1 repeating, sum modulo 10) of MRZ characters. */
export function checkDigit(text: string): number {
  let sum = 0;
  for (let i = 0; i < text.length; i++) sum += charValue(text[i] ?? '<') * (WEIGHTS[i % 3] ?? 1);
  return sum % 10;
}

/**
 * Whether `digit` is the check digit of `text`. A filler in place of the digit is accepted only
 * when the checked text is all fillers: ICAO 9303 allows `<` for an empty optional field. A character
 * that was not read (no MRZ character) matches nothing.
 */
export function checkDigitMatches(text: string, digit: string): boolean {
  if (!/^[0-9A-Z<]*$/.test(text)) return false;
  if (digit === '<') return /^<*$/.test(text);
  return digit === String(checkDigit(text));
}
