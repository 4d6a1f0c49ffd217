import { eld } from 'eld/extrasmall';
import { blankNoise } from './noise.ts';

export interface LanguageIdentification {
  /** ISO 639-1 code. */
  language: string;
  /** 0..1: the detector's score for `language`; 0 when falling back to the default. */
  confidence: number;
  /** False when the text was too short or too ambiguous and `language` is the configured default. */
  reliable: boolean;
}

export interface LanguageIdentifier {
  identify(text: string): LanguageIdentification;
}

export interface LanguageIdentifierOptions {
  /** ISO 639-1 code returned for text whose language cannot be told. */
  defaultLanguage: string;
}

// eld reads at most this many characters; slicing first keeps the noise patterns on a bounded input.
const SAMPLE_LENGTH = 1000;
// Below this much letter content (in UTF-8 bytes, so one CJK character weighs three Latin letters)
// n-gram statistics are noise: "hello" comes out Italian.
const MIN_LETTER_BYTES = 12;
// eld scores (0..1) of a call worth trusting, tuned on English chat and tweets, where the mistakes
// are short texts scoring 0.6-0.75 for an unrelated language. Related languages (ru/uk, da/no,
// hi/mr) score close together even when right, so a high score is enough on its own; a mid score
// needs a clear lead; a script of its own (ja, ko, el, he...) leads by far.
const HIGH_SCORE = 0.8;
const MID_SCORE = 0.7;
const CLEAR_LEAD = 0.05;
const OWN_SCRIPT_LEAD = 0.3;

const LETTER = /\p{L}/u;
const ISO_639_1 = /^[a-z]{2}$/;

/**
 * Language identification with eld's extra-small n-gram set (60 languages): on sentence-length text
 * it is about as accurate as the larger sets, at half the memory. The set is loaded once, when this
 * module is first imported (about 35 MB of heap); identifiers share it.
 */
export function createLanguageIdentifier(options: LanguageIdentifierOptions): LanguageIdentifier {
  const { defaultLanguage } = options;
  if (!ISO_639_1.test(defaultLanguage)) {
    throw new Error(`defaultLanguage must be an ISO 639-1 code, got "${defaultLanguage}"`);
  }
  // An instance of our own: its settings are not shared with other users of eld in the process.
  const detector = eld.newInstance();
  // noise.ts blanks what eld's own clean-up would, and more, at a fraction of its cost.
  detector.enableTextCleanup(false);
  const fallback = (): LanguageIdentification => ({ language: defaultLanguage, confidence: 0, reliable: false });

  return {
    identify(text) {
      const sample = blankNoise(text.slice(0, SAMPLE_LENGTH));
      if (!hasLetterBytes(sample, MIN_LETTER_BYTES)) return fallback();
      const result = detector.detect(sample);
      if (result.language === '' || !result.isReliable()) return fallback();
      // eld's isReliable() compares the top score with a language index instead of the runner-up's score.
      let top = 0;
      let second = 0;
      for (const score of Object.values(result.getScores())) {
        if (score > top) [top, second] = [score, top];
        else if (score > second) second = score;
      }
      const lead = top - second;
      const trusted = top >= HIGH_SCORE || lead >= OWN_SCRIPT_LEAD || (top >= MID_SCORE && lead >= CLEAR_LEAD);
      if (!trusted) return fallback();
      return { language: result.language, confidence: Math.round(top * 1000) / 1000, reliable: true };
    },
  };
}

const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** Whether `s` holds at least `needed` bytes of letters in UTF-8; stops counting once it does. */
function hasLetterBytes(s: string, needed: number): boolean {
  let bytes = 0;
  for (let i = 0; i < s.length && bytes < needed; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) bytes++;
    } else if (c >= 0xd800 && c <= 0xdbff && isLowSurrogate(s.charCodeAt(i + 1))) {
      // One letter outside the BMP weighs as much as one of the CJK block.
      if (LETTER.test(s.slice(i, i + 2))) bytes += 3;
      i++;
    } else if (LETTER.test(s[i] ?? '')) bytes += c < 0x800 ? 2 : 3;
  }
  return bytes >= needed;
}
