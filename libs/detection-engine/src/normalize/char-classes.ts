import { asciiDigitTable } from './digits.ts';
import { HOMOGLYPHS } from './homoglyphs.ts';

/** Invisible: dropped from every view. */
export const REMOVE = 1;
/** Joins the preceding character under NFKC (combining marks, Hangul medial/final jamo, half-width voicing marks). */
export const ATTACH = 2;
/**
 * NFKC changes the character even on its own (full-width forms, ligatures, compatibility letters);
 * decimal digits of other scripts, which NFKC leaves alone, are given this flag too (see digits.ts).
 */
export const CHANGE = 4;
export const HOMOGLYPH = 8;
/** Letter, mark or number: part of a word. */
export const WORD = 16;
export const LETTER = 32;
export const LATIN = 64;

const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad], // soft hyphen
  [0x034f, 0x034f], // combining grapheme joiner
  [0x061c, 0x061c], // Arabic letter mark (bidi)
  [0x17b4, 0x17b5], // Khmer inherent vowels, invisible
  [0x180b, 0x180f], // Mongolian variation selectors and vowel separator
  [0x200b, 0x200f], // zero-width space / non-joiner / joiner, LRM, RLM
  [0x202a, 0x202e], // bidi embeddings and overrides
  [0x2060, 0x206f], // word joiner, invisible operators, bidi isolates, deprecated format controls
  [0x3164, 0x3164], // Hangul filler, a popular "blank" character
  [0xfe00, 0xfe0f], // variation selectors
  [0xfeff, 0xfeff], // byte order mark / zero-width no-break space
  [0xffa0, 0xffa0], // half-width Hangul filler
];

function buildTables(): { flags: Uint8Array; alone: (string | undefined)[] } {
  const table = new Uint8Array(0x10000);
  const changed: (string | undefined)[] = new Array<string | undefined>(0x10000).fill(undefined);
  const word = /[\p{L}\p{M}\p{N}]/u;
  const letter = /\p{L}/u;
  const latin = /\p{Script=Latin}/u;
  const attach = /\p{M}/u;
  // One NFKC call for the whole BMP: NUL separators are starters that compose with nothing, so
  // each piece is the normalisation of one character on its own.
  const chars: string[] = [];
  for (let c = 0; c < 0x10000; c++) chars.push(c === 0 || (c >= 0xd800 && c < 0xe000) ? 'x' : String.fromCharCode(c));
  const alone = chars.join('\0').normalize('NFKC').split('\0');
  const digits = asciiDigitTable();
  for (let c = 1; c < 0x10000; c++) {
    if (c >= 0xd800 && c < 0xe000) continue;
    const ch = chars[c] ?? '';
    let flags = 0;
    if (word.test(ch)) flags |= WORD;
    if (letter.test(ch)) flags |= LETTER;
    if (latin.test(ch) && flags & LETTER) flags |= LATIN;
    if (
      attach.test(ch) ||
      (c >= 0x1160 && c <= 0x11ff) ||
      (c >= 0xd7b0 && c <= 0xd7ff) ||
      c === 0xff9e ||
      c === 0xff9f
    ) {
      flags |= ATTACH;
    }
    const normalized = digits[c] ?? alone[c] ?? ch;
    if (normalized !== ch) {
      flags |= CHANGE;
      changed[c] = normalized;
    }
    if (HOMOGLYPHS.has(c)) flags |= HOMOGLYPH;
    table[c] = flags;
  }
  for (const [from, to] of INVISIBLE_RANGES) table.fill(REMOVE, from, to + 1);
  return { flags: table, alone: changed };
}

const TABLES = buildTables();
/** Flags of every BMP code unit, computed once at load (about 20 ms); read-only afterwards. */
export const CHAR_FLAGS: Readonly<Uint8Array> = TABLES.flags;
/** NFKC of each BMP character that NFKC changes, taken on its own (undefined for the others). */
export const NFKC_ALONE: readonly (string | undefined)[] = TABLES.alone;

/** Flags of a supplementary-plane code point. */
export function astralFlags(cp: number): number {
  // Tag characters and the variation selector supplement.
  if ((cp >= 0xe0000 && cp <= 0xe007f) || (cp >= 0xe0100 && cp <= 0xe01ef)) return REMOVE;
  // Emoji and CJK extension blocks are NFKC-stable; everything else (mathematical alphanumerics,
  // enclosed alphanumerics, CJK compatibility ideographs, ...) is checked by normalising it.
  if ((cp >= 0x1f300 && cp <= 0x1faff) || (cp >= 0x20000 && cp <= 0x2f7ff) || (cp >= 0x30000 && cp <= 0x3ffff)) {
    return 0;
  }
  return CHANGE;
}

/** Length in code units (1 or 2) of the invisible character that ends at `end` in `s`, or 0 when it is not invisible. */
export function invisibleBefore(s: string, end: number): number {
  const c = s.charCodeAt(end - 1);
  if (c < 0xd800 || c > 0xdfff) return (CHAR_FLAGS[c] ?? 0) & REMOVE ? 1 : 0;
  if (c < 0xdc00) return 0;
  const hi = s.charCodeAt(end - 2);
  if (hi !== 0xdb40) return 0; // plane 14 high surrogate: tags and variation selectors supplement
  return (c >= 0xdc00 && c <= 0xdc7f) || (c >= 0xdd00 && c <= 0xddef) ? 2 : 0;
}
