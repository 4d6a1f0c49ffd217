import { entropyOf, nLogN, rememberEntropy, shannonEntropy } from './entropy.ts';

/** Counts and runs of one value, gathered in a single pass over its characters. */
export interface ValueProfile {
  letters: number;
  upper: number;
  /** Letters a–f in either case. */
  hexLetters: number;
  digits: number;
  /** Neither an ASCII letter nor a digit. */
  other: number;
  /**
   * Typed rather than generated: six of one character in a row, eight stepping up or down the
   * alphabet, ten interleaved with a step (`1a2b3c…`), or a unit of 2–4 repeated twelve times.
   */
  typed: boolean;
  /** Characters in runs of four or more consecutive ones (`abcd`, `6789`, `7890`). */
  sequential: number;
  /** Shannon entropy in bits per character (see `shannonEntropy`). */
  bits: number;
  /** Holds a pair that opens a keyboard-row filler (qw, as, zx, ui, hj); see `hasKeyboardRows`. */
  keyboardPair: boolean;
  /** Holds a pair every placeholder word contains one of (ex, pl, ch, …); see `isPlaceholder`. */
  placeholderPair: boolean;
}

// Per ASCII character: the character with letters in lower case, and its class bits.
const LETTER = 1;
const HEX_LETTER = 2;
const DIGIT = 4;
const UPPER = 8;
const FOLDED = new Uint8Array(128);
const CLASS = new Uint8Array(128);
// Letter pairs, indexed by (first << 7) | second: those that open a keyboard-row filler, and
// those of which every placeholder word (example, placeholder, changeme, your…, insert…, …here,
// random…, redacted, dummy, xxxx) holds one.
const KEYBOARD_PAIR = 1;
const PLACEHOLDER_PAIR = 2;
const PAIRS = new Uint8Array(128 * 128);
const pairIndex = (pair: string) => (pair.charCodeAt(0) << 7) | pair.charCodeAt(1);
for (const pair of ['qw', 'as', 'zx', 'ui', 'hj']) PAIRS[pairIndex(pair)] = KEYBOARD_PAIR;
for (const pair of ['ex', 'pl', 'ch', 'yo', 'in', 're', 'he', 'ra', 'du', 'xx']) {
  PAIRS[pairIndex(pair)] = (PAIRS[pairIndex(pair)] as number) | PLACEHOLDER_PAIR;
}
for (let code = 0; code < 128; code++) {
  const upper = code >= 65 && code <= 90;
  const folded = upper ? code + 32 : code;
  FOLDED[code] = folded;
  if (folded >= 97 && folded <= 122) CLASS[code] = LETTER | (folded <= 102 ? HEX_LETTER : 0) | (upper ? UPPER : 0);
  else if (code >= 48 && code <= 57) CLASS[code] = DIGIT;
}

// Filled in place: the callers read it right away, and no allocation per value is needed.
const profile: ValueProfile = {
  letters: 0,
  upper: 0,
  hexLetters: 0,
  digits: 0,
  other: 0,
  typed: false,
  sequential: 0,
  bits: 0,
  keyboardPair: false,
  placeholderPair: false,
};
// Occurrences of each ASCII character and the characters seen, reset after each value.
const counts = new Uint32Array(128);
const seen = new Uint8Array(128);

/** The profile of `value`, valid until the next call. Steps count 9 → 0 as one up, as on a keyboard. */
export function profileValue(value: string): ValueProfile {
  let distinct = 0;
  let ascii = true;
  let letters = 0;
  let upper = 0;
  let hexLetters = 0;
  let digits = 0;
  let typed = false;
  let pairs = 0;
  let sequential = 0;
  let run = 1;
  let same = 1;
  let up = 1;
  let down = 1;
  let interleaved = 1;
  let repeat2 = 0;
  let repeat3 = 0;
  let repeat4 = 0;
  // The previous character as written, and the four before the current one folded.
  let raw = -1;
  let back1 = -1;
  let back2 = -1;
  let back3 = -1;
  let back4 = -1;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    let folded = code;
    if (code < 128) {
      const count = counts[code] as number;
      if (count === 0) seen[distinct++] = code;
      counts[code] = count + 1;
      folded = FOLDED[code] as number;
      const kind = CLASS[code] as number;
      letters += kind & LETTER;
      hexLetters += (kind & HEX_LETTER) >> 1;
      digits += (kind & DIGIT) >> 2;
      upper += (kind & UPPER) >> 3;
    } else {
      ascii = false;
    }
    if (code - raw === 1 || (raw === 57 && code === 48)) {
      run++;
    } else {
      if (run >= 4) sequential += run;
      run = 1;
    }
    const step = folded - back1;
    same = step === 0 ? same + 1 : 1;
    up = step === 1 || (back1 === 57 && folded === 48) ? up + 1 : 1;
    down = step === -1 ? down + 1 : 1;
    interleaved = folded - back2 === 1 || (back2 === 57 && folded === 48) ? interleaved + 1 : 1;
    repeat2 = folded === back2 ? repeat2 + 1 : 0;
    repeat3 = folded === back3 ? repeat3 + 1 : 0;
    repeat4 = folded === back4 ? repeat4 + 1 : 0;
    if (same >= 6 || up >= 8 || down >= 8 || interleaved >= 10) typed = true;
    if (repeat2 >= 12 || repeat3 >= 12 || repeat4 >= 12) typed = true;
    if (back1 >= 0 && back1 < 128 && folded < 128) pairs |= PAIRS[(back1 << 7) | folded] as number;
    raw = code;
    back4 = back3;
    back3 = back2;
    back2 = back1;
    back1 = folded;
  }
  if (run >= 4) sequential += run;
  const fromCounts = asciiEntropy(value, distinct);
  profile.bits = ascii ? fromCounts : shannonEntropy(value);
  profile.letters = letters;
  profile.upper = upper;
  profile.hexLetters = hexLetters;
  profile.digits = digits;
  profile.other = value.length - letters - digits;
  profile.typed = typed;
  profile.sequential = sequential;
  profile.keyboardPair = (pairs & KEYBOARD_PAIR) !== 0;
  profile.placeholderPair = (pairs & PLACEHOLDER_PAIR) !== 0;
  return profile;
}

/**
 * The entropy from the counts the pass gathered, which it clears. For an ASCII value it is the
 * entropy of the whole value, remembered for `shannonEntropy`.
 */
function asciiEntropy(value: string, distinct: number): number {
  let sum = 0;
  for (let j = 0; j < distinct; j++) {
    const code = seen[j] as number;
    sum += nLogN(counts[code] as number);
    counts[code] = 0;
  }
  const bits = entropyOf(value.length, sum);
  rememberEntropy(value, bits);
  return bits;
}
