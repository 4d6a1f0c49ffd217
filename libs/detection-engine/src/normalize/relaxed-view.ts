import { BANG, isLetter, kindOf, LEET, leetLetter, LETTER, spelledRun, TOKEN } from './relaxed-chars.ts';
import type { View } from './text-view.ts';

/** The relaxed text being written, with the index in the lower-cased text each unit came from. */
interface Output {
  units: Uint16Array;
  sources: Int32Array;
  length: number;
  /** Whether characters were dropped (joined separators, squeezed repeats). */
  dropped: boolean;
}

/**
 * The relaxed view: `text` lower-cased, spelled-out words joined, leetspeak read as letters and
 * letters repeated more than twice cut to two. All of that happens inside words: text in which no
 * word changes is just lower-cased, and unless characters were dropped the view keeps the map of
 * `text`.
 */
export function buildRelaxedView(view: View, originalLength: number): View {
  const { text: lower, map: lowerMap } = lowerCase(view.text);
  const out: Output = { units: new Uint16Array(0), sources: new Int32Array(0), length: 0, dropped: false };
  const copied = rewriteWords(lower, out);
  const base = lowerMap ? compose(lowerMap, view.map) : view.map;
  if (copied === 0) return lower === view.text ? view : { text: lower, map: base };
  copyRange(lower, copied, lower.length, out);
  const text = Buffer.from(out.units.buffer, 0, out.length * 2).toString('utf16le');
  if (!out.dropped) return { text, map: base };
  const map = out.sources.subarray(0, out.length + 1);
  if (base) for (let k = 0; k < out.length; k++) map[k] = base[map[k] ?? 0] ?? 0;
  map[out.length] = originalLength;
  return { text, map };
}

/**
 * Writes the relaxed form of `lower` to `out` from its first word that changes on; returns how far
 * `lower` has been written (0 when no word changes: `out` then stays empty).
 */
function rewriteWords(lower: string, out: Output): number {
  const m = lower.length;
  let copied = 0;
  // Single characters before this are known not to start a spelled-out word.
  let notSpelledUntil = 0;
  for (let i = 0; i < m;) {
    const c = lower.charCodeAt(i);
    const kind = kindOf(c);
    if (!(kind & TOKEN)) {
      i++;
      continue;
    }
    // Read the word, noting what would change in it: leetspeak needs letters and a symbol (a '!'
    // only between other characters), squeezing a letter three times in a row.
    let j = i + 1;
    let letters = (kind & LETTER) !== 0;
    let symbols = (kind & LEET) !== 0;
    let tripled = false;
    let seenOther = c !== BANG;
    let bangAfterOther = false;
    for (let prev = c, before = -1; j < m; j++) {
      const d = lower.charCodeAt(j);
      const next = kindOf(d);
      if (!(next & TOKEN)) break;
      if (next & LETTER) {
        letters = true;
        if (d === prev && d === before) tripled = true;
      }
      if (next & LEET) symbols = true;
      if (d !== BANG) {
        if (bangAfterOther) symbols = true;
        seenOther = true;
      } else if (seenOther) bangAfterOther = true;
      before = prev;
      prev = d;
    }
    let end = j;
    let step = 1;
    if (j === i + 1 && i >= notSpelledUntil) {
      const run = spelledRun(lower, i);
      if (run.spelled) {
        end = run.end;
        step = 2;
      } else notSpelledUntil = run.end;
    }
    if (step === 2 || (letters && symbols) || tripled) {
      if (copied === 0) {
        out.units = new Uint16Array(m);
        out.sources = new Int32Array(m + 1);
      }
      copyRange(lower, copied, i, out);
      relaxWord(lower, i, end, step, letters || step === 2, out);
      copied = end;
    }
    i = end;
  }
  return copied;
}

function copyRange(lower: string, from: number, to: number, out: Output): void {
  const { units, sources } = out;
  let length = out.length;
  for (let k = from; k < to; k++) {
    units[length] = lower.charCodeAt(k);
    sources[length++] = k;
  }
  out.length = length;
}

/** Writes the relaxed form of lower[start, end) (every `step`-th unit) to `out`. */
function relaxWord(lower: string, start: number, end: number, step: number, readLeet: boolean, out: Output): void {
  // '!' reads as i only between the word's first and last characters that are not '!'.
  let bangFrom = start;
  while (bangFrom < end && lower.charCodeAt(bangFrom) === BANG) bangFrom++;
  let bangTo = end;
  while (bangTo > bangFrom && lower.charCodeAt(bangTo - 1) === BANG) bangTo--;
  const { units, sources } = out;
  let length = out.length;
  let last = -1;
  let repeats = 0;
  for (let k = start; k < end; k += step) {
    let c = lower.charCodeAt(k);
    const letter = readLeet ? leetLetter(c) : 0;
    if (letter !== 0 && (c !== BANG || (k >= bangFrom && k < bangTo))) c = letter;
    if (c !== last) {
      last = c;
      repeats = 0;
    }
    if (++repeats > 2 && isLetter(c)) continue;
    units[length] = c;
    sources[length++] = k;
  }
  out.dropped ||= step === 2 || length - out.length < end - start;
  out.length = length;
}

/** inner[k] is an offset into the view `outer` maps to the original (null: outer is the original). */
function compose(inner: Int32Array, outer: Int32Array | null): Int32Array {
  return outer ? inner.map((k) => outer[k] ?? 0) : inner;
}

/** Lower-cases `text`; when that changes the length (İ → i̇), maps each unit back to `text`. */
function lowerCase(text: string): { text: string; map: Int32Array | null } {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return { text: lower, map: null };
  const pieces: string[] = [];
  // Lower-casing one code point yields at most two more units than it had (İ → i̇ is the only growth).
  const map = new Int32Array(text.length * 3 + 1);
  let length = 0;
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i) ?? 0;
    const piece = String.fromCodePoint(cp).toLowerCase();
    pieces.push(piece);
    map.fill(i, length, length + piece.length);
    length += piece.length;
    i += cp > 0xffff ? 2 : 1;
  }
  map[length] = text.length;
  return { text: pieces.join(''), map: map.subarray(0, length + 1) };
}
