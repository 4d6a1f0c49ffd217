/**
 * Decimal digits of every script (general category Nd) read as ASCII digits, so that number
 * detectors written for 0-9 see a phone or card number typed in Devanagari, Arabic-Indic or Thai
 * digits. NFKC folds only the full-width and mathematical digits. Unicode encodes each script's
 * digits as one run 0-9 in order (a stability guarantee), so a digit's value is its place in the
 * run of Nd characters that holds it.
 */

const DECIMAL = /\p{Nd}/u;
const OTHER_DIGIT = /[^\0-\x7f]/u;
const FOLDABLE = /(?![0-9])\p{Nd}/gu;

const isDecimal = (cp: number): boolean => DECIMAL.test(String.fromCodePoint(cp));

/** ASCII digit of every non-ASCII BMP decimal digit, indexed by code unit; undefined for the rest. */
export function asciiDigitTable(): (string | undefined)[] {
  const table: (string | undefined)[] = new Array<string | undefined>(0x10000).fill(undefined);
  let place = 0;
  for (let c = 0x80; c < 0x10000; c++) {
    if (c >= 0xd800 && c < 0xe000) continue;
    if (!isDecimal(c)) {
      place = 0;
      continue;
    }
    table[c] = String(place % 10);
    place++;
  }
  return table;
}

/** The ASCII digit of a decimal digit outside the BMP (Adlam, Osmanya, Brahmi, ...). */
function astralDigit(cp: number): string {
  let place = 0;
  while (isDecimal(cp - place - 1)) place++;
  return String(place % 10);
}

/** `s` with every non-ASCII decimal digit replaced by its ASCII digit, code point for code point. */
export function foldDigits(s: string, bmp: readonly (string | undefined)[]): string {
  if (!OTHER_DIGIT.test(s)) return s;
  return s.replace(FOLDABLE, (d) => {
    const cp = d.codePointAt(0) ?? 0;
    return (cp < 0x10000 ? bmp[cp] : undefined) ?? astralDigit(cp);
  });
}
