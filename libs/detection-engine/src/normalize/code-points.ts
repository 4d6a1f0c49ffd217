import { astralFlags, CHAR_FLAGS } from './char-classes.ts';

/** Length in code units (1 or 2) of the code point starting at `i`; lone surrogates count as one unit. */
export function unitSize(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return 1;
  const d = s.charCodeAt(i + 1);
  return d >= 0xdc00 && d <= 0xdfff ? 2 : 1;
}

/** Flags (see char-classes) of the code point starting at `i`, whose length is `size`. */
export function flagsAt(s: string, i: number, size: number): number {
  return size === 2 ? astralFlags(s.codePointAt(i) ?? 0) : (CHAR_FLAGS[s.charCodeAt(i)] ?? 0);
}

/** Start of the code point that ends at `end`. */
export function codePointStartBefore(s: string, end: number): number {
  const c = s.charCodeAt(end - 1);
  if (c >= 0xdc00 && c <= 0xdfff && end >= 2) {
    const h = s.charCodeAt(end - 2);
    if (h >= 0xd800 && h <= 0xdbff) return end - 2;
  }
  return end - 1;
}
