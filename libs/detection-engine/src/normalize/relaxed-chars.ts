import { CHAR_FLAGS, LETTER as LETTER_FLAG, WORD as WORD_FLAG } from './char-classes.ts';

/** Part of a word: letters, marks, numbers and the leetspeak symbols @ $ !. */
export const TOKEN = 1;
export const LETTER = 2;
/** 0 1 3 4 5 7 @ $: read as letters inside a word that has real letters ("h3ll0", "@ss", "$hit"). */
export const LEET = 4;
/** What spaces out single letters ("f u c k", "k.i.l.l"). */
const SEPARATOR = 8;
/** ! reads as i only between letters ("sh!t"), never as trailing punctuation ("wow!!"). */
export const BANG = 0x21;
export const BANG_KIND = 16;

/** Kind bits of every BMP code unit of lower-cased text, in one lookup. */
const KIND = new Uint8Array(0x10000);
for (let c = 0x80; c < 0x10000; c++) {
  const flags = CHAR_FLAGS[c] ?? 0;
  KIND[c] = (flags & WORD_FLAG ? TOKEN : 0) | (flags & LETTER_FLAG ? LETTER : 0);
}
for (let c = 0x61; c <= 0x7a; c++) KIND[c] = TOKEN | LETTER;
for (let c = 0x30; c <= 0x39; c++) KIND[c] = TOKEN;
for (const ch of '013457@$') KIND[ch.charCodeAt(0)] = TOKEN | LEET;
KIND[BANG] = TOKEN | BANG_KIND;
for (const ch of ' .-_*') KIND[ch.charCodeAt(0)] = SEPARATOR;

const LEET_TABLE = new Uint16Array(128);
for (const [from, to] of Object.entries({
  0: 'o',
  1: 'i',
  3: 'e',
  4: 'a',
  5: 's',
  7: 't',
  '@': 'a',
  $: 's',
  '!': 'i',
})) {
  LEET_TABLE[from.charCodeAt(0)] = to.charCodeAt(0);
}

export const kindOf = (c: number): number => KIND[c] ?? 0;
export const isLetter = (c: number): boolean => ((KIND[c] ?? 0) & LETTER) !== 0;
const isTokenChar = (c: number): boolean => ((KIND[c] ?? 0) & TOKEN) !== 0;

/** The letter a leetspeak symbol stands for, or 0. */
export const leetLetter = (c: number): number => (c < 0x80 ? (LEET_TABLE[c] ?? 0) : 0);

const isSpelledUnit = (c: number): boolean => ((KIND[c] ?? 0) & (LETTER | LEET)) !== 0;
const isSeparator = (c: number): boolean => ((KIND[c] ?? 0) & SEPARATOR) !== 0;

/** Fewest single letters in a row that are read as one spelled-out word. */
const MIN_SPELLED = 3;

/**
 * The run of single characters separated by exactly one separator each that starts at `start`
 * ("f u c k", "k.i.l.l!"): its end (exclusive), and whether it reads as one spelled-out word (enough
 * of them, at least one a real letter). A run that does not read as a word contains no run that
 * does, so callers can skip to its end.
 */
export function spelledRun(s: string, start: number): { end: number; spelled: boolean } {
  if (!isSpelledUnit(s.charCodeAt(start))) return { end: start + 1, spelled: false };
  let count = 1;
  let letters = isLetter(s.charCodeAt(start)) ? 1 : 0;
  let p = start;
  while (
    isSeparator(s.charCodeAt(p + 1)) &&
    isSpelledUnit(s.charCodeAt(p + 2)) &&
    (p + 3 >= s.length || !isTokenChar(s.charCodeAt(p + 3)) || s.charCodeAt(p + 3) === BANG)
  ) {
    p += 2;
    count++;
    if (isLetter(s.charCodeAt(p))) letters++;
  }
  return { end: p + 1, spelled: count >= MIN_SPELLED && letters > 0 };
}
