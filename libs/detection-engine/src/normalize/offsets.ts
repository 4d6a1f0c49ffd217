import { invisibleBefore } from './char-classes.ts';

const isSpellingSeparator = (c: number): boolean => c === 0x20 || c === 0x2e || c === 0x2d || c === 0x5f || c === 0x2a; // space . - _ *

/**
 * Maps the view span [start, end) to the original span: from the first original character of
 * `start` to the last original character of `end - 1`. Characters a view dropped (invisibles,
 * spelled-out separators, squeezed repeats) are included when they sit inside the span and left out
 * when they trail it; a view character that is part of an expansion (ﬁ → fi) maps to the whole
 * original character.
 */
export function spanToOriginal(
  original: string,
  map: Int32Array | null,
  viewLength: number,
  start: number,
  end: number,
): [number, number] {
  const s = clamp(Math.trunc(start), 0, viewLength);
  const e = clamp(Math.trunc(end), s, viewLength);
  if (!map) return [s, e];
  const from = map[s] ?? original.length;
  if (e === s) return [from, from];
  const lastStart = map[e - 1] ?? from;
  let next = e;
  while (next < viewLength && map[next] === lastStart) next++;
  let to = map[next] ?? original.length;
  // Trailing characters that were dropped belong to no view character, so they are trimmed.
  while (to - 1 > lastStart) {
    const invisible = invisibleBefore(original, to);
    if (invisible > 0 && to - invisible > lastStart) to -= invisible;
    else if (isSpellingSeparator(original.charCodeAt(to - 1))) to--;
    else break;
  }
  return [from, to];
}

function clamp(x: number, lo: number, hi: number): number {
  return Number.isNaN(x) ? lo : Math.min(Math.max(x, lo), hi);
}
