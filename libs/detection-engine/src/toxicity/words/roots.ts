/**
 * Roots that make a compound toxic. Most only count at the start or end of a word, so that
 * innocent words containing them (Scunthorpe, cocktail, assassin, mustard) stay clean; only roots
 * that occur in no ordinary English word may sit anywhere.
 */
export const COMPOUND =
  /fuck|nigg(?:er|a|uh|ah|az)|faggot|bitch|whore|^(?:shit|cunt|slut|twat|porn|jizz|wank(?!el)|cock(?=suck|head|face)|dick(?=head|wad|face|suck)|ass(?=hole|hat|wipe|face|clown|kiss|lick|wad))|(?:shit|cunt|slut|twat|fuck)s?$|(?:lib|trump|fuck|dem)tards?$/;

// What COMPOUND needs of a word, so that the tokenizer can rule most words out without making a
// string of them: the letters of a root that may sit anywhere (and its double letter), or four
// letters opening or closing the word (before an optional plural "s"). Letters are coded on five
// bits each, upper and lower case alike; other characters alias letters, which only costs a check.
const ANYWHERE = ['fuck', 'nigg', 'faggot', 'bitch', 'whore'];
const OPENING = ['shit', 'cunt', 'slut', 'twat', 'porn', 'jizz', 'wank', 'cock', 'dick'].concat(
  ['hole', 'hat', 'wipe', 'face', 'clown', 'kiss', 'lick', 'wad'].map((rest) => `ass${rest[0] ?? ''}`),
);
const CLOSING = ['shit', 'cunt', 'slut', 'twat', 'fuck', 'tard'];

/** The bit of a character in a word's letter set. */
export const letterBit = (char: number): number => 1 << (char & 31);
const lettersOf = (word: string): number => [...word].reduce((bits, c) => bits | letterBit(c.charCodeAt(0)), 0);
const has = (letters: number, needed: number): boolean => (letters & needed) === needed;
const lower = (char: number): number => (char >= 65 && char <= 90 ? char + 32 : char);

// The letters of each root that may sit anywhere; "nigg" and "faggot" also need a doubled word.
const [FUCK, NIGG, FAGGOT, BITCH, WHORE] = ANYWHERE.map(lettersOf) as [number, number, number, number, number];

/** Two characters from `at` as a 10-bit code. */
const pairAt = (text: string, at: number): number => ((text.charCodeAt(at) & 31) << 5) | (text.charCodeAt(at + 1) & 31);

/** Per pair code: 1 if an edge root starts (OPENING_PAIRS) or ends (CLOSING_PAIRS) with the pair. */
function pairs(roots: readonly string[], at: number): Uint8Array {
  const table = new Uint8Array(1024);
  for (const root of roots) table[pairAt(root, at < 0 ? root.length + at : at)] = 1;
  return table;
}
const OPENING_PAIRS = pairs(OPENING, 0);
const CLOSING_PAIRS = pairs(CLOSING, -2);

/** Four characters from `at` as a 20-bit code. */
function codeAt(text: string, at: number): number {
  let code = 0;
  for (let k = at; k < at + 4; k++) code = (code << 5) | (text.charCodeAt(k) & 31);
  return code;
}

const slotOf = (code: number): number => Math.imul(code, 0x9e3779b1) >>> 20;

/** A few 20-bit codes in a direct-mapped table: one load and a comparison per question. */
class CodeSet {
  readonly #slots = new Int32Array(4096).fill(-1);

  constructor(words: readonly string[]) {
    for (const word of new Set(words)) {
      const code = codeAt(word, 0);
      if ((this.#slots[slotOf(code)] ?? -1) >= 0) throw new Error(`root "${word}" shares a slot`);
      this.#slots[slotOf(code)] = code;
    }
  }

  has(code: number): boolean {
    return this.#slots[slotOf(code)] === code;
  }
}
const OPENING_CODES = new CodeSet(OPENING);
const CLOSING_CODES = new CodeSet(CLOSING);

function holds(text: string, start: number, end: number, root: string): boolean {
  const first = root.charCodeAt(0);
  for (let p = start; p + root.length <= end; p++) {
    if (lower(text.charCodeAt(p)) !== first) continue;
    let k = 1;
    while (k < root.length && lower(text.charCodeAt(p + k)) === root.charCodeAt(k)) k++;
    if (k === root.length) return true;
  }
  return false;
}

/** Whether the word text[start, end) holds one of the roots that may sit anywhere. */
function holdsRoot(text: string, start: number, end: number): boolean {
  for (const root of ANYWHERE) if (holds(text, start, end, root)) return true;
  return false;
}

/**
 * Whether COMPOUND may match the word text[start, end) of five or more characters, given the set
 * of its letters (letterBit) and whether a character repeats the one before it. No false negatives;
 * cheap tests first, since it is asked of almost every long word.
 */
export function mayBeCompound(text: string, start: number, end: number, letters: number, doubled: boolean): boolean {
  const anywhere =
    has(letters, FUCK) ||
    has(letters, BITCH) ||
    has(letters, WHORE) ||
    (doubled && (has(letters, NIGG) || has(letters, FAGGOT)));
  if (anywhere && holdsRoot(text, start, end)) return true;
  if (OPENING_PAIRS[pairAt(text, start)] === 1 && OPENING_CODES.has(codeAt(text, start))) return true;
  // No closing root ends in "s": a last "s" can only be a plural after one.
  const close = (text.charCodeAt(end - 1) | 32) === 115 ? end - 1 : end;
  return CLOSING_PAIRS[pairAt(text, close - 2)] === 1 && CLOSING_CODES.has(codeAt(text, close - 4));
}
