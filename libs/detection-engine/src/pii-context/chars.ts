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

/**
 * A character of a script whose writers put numbers right against their words: Chinese, Japanese
 * and Thai write no spaces, and Korean particles, Hindi and Arabic text are often typed that way.
 * A number touching one of these is not part of a word, unlike one touching a Latin letter.
 */
export function isInlineScriptCode(code: number): boolean {
  return (
    (code >= 0x0590 && code <= 0x08ff) || // Hebrew, Arabic, Syriac, Thaana
    (code >= 0x0900 && code <= 0x0eff) || // the Indic scripts, Thai, Lao
    (code >= 0x1000 && code <= 0x109f) || // Myanmar
    (code >= 0x1100 && code <= 0x11ff) || // Hangul jamo
    (code >= 0x1780 && code <= 0x17ff) || // Khmer
    (code >= 0x2e80 && code <= 0x9fff) || // CJK punctuation, kana, Hangul compatibility jamo, Han
    (code >= 0xac00 && code <= 0xd7af) || // Hangul syllables
    (code >= 0xf900 && code <= 0xfaff) || // CJK compatibility ideographs
    (code >= 0xfb1d && code <= 0xfdff) || // Hebrew and Arabic presentation forms
    (code >= 0xfe70 && code <= 0xfeff)
  );
}
