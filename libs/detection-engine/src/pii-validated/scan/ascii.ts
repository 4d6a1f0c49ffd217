/** Character tests on UTF-16 code units, for the scanners: only ASCII letters and digits build identifiers. */

export const DIGIT = 1;
export const LETTER = 2;
const ASCII_CLASS = new Uint8Array(128);
for (let code = 48; code <= 57; code++) ASCII_CLASS[code] = DIGIT;
for (let code = 65; code <= 90; code++) ASCII_CLASS[code] = LETTER;
for (let code = 97; code <= 122; code++) ASCII_CLASS[code] = LETTER;

/** DIGIT, LETTER or 0 for the UTF-16 code unit `code`. */
export function asciiClass(code: number): number {
  return code < 128 ? ASCII_CLASS[code]! : 0;
}

/** Whether text[pos] is an ASCII digit. */
export const digitAt = (text: string, pos: number): boolean => asciiClass(text.charCodeAt(pos)) === DIGIT;

/** Whether text[pos] is an ASCII capital letter. */
export function upperAt(text: string, pos: number): boolean {
  const code = text.charCodeAt(pos);
  return code >= 65 && code <= 90;
}

/** Whether text[pos] is an ASCII letter of either case. */
export const letterAt = (text: string, pos: number): boolean => asciiClass(text.charCodeAt(pos)) === LETTER;

/** The two-digit number at `pos`, or -1 when there are not two digits. */
export function twoDigitsAt(text: string, pos: number): number {
  return digitAt(text, pos) && digitAt(text, pos + 1)
    ? (text.charCodeAt(pos) - 48) * 10 + text.charCodeAt(pos + 1) - 48
    : -1;
}
