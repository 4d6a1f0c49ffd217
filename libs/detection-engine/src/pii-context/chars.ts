/** Character-class tests on char codes: in hot loops these beat a regex test per character. */

/** A letter (Latin, Greek, Cyrillic and the other cased scripts), a combining mark, a digit or `_`. */
export function isWordCode(code: number): boolean {
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;
  // Latin-1 letters (bar × and ÷) up to the General Punctuation block, which holds the curly quotes and dashes.
  return code >= 0xc0 && code !== 0xd7 && code !== 0xf7 && (code < 0x2000 || code > 0x206f);
}

/** A letter or combining mark, without digits. */
export function isLetterCode(code: number): boolean {
  return isWordCode(code) && !(code >= 48 && code <= 57) && code !== 95;
}
