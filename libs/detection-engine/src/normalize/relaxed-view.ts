import { BANG, BANG_KIND, isLetter, kindOf, LEET, leetLetter, LETTER, spelledRun, TOKEN } from './relaxed-chars.ts';
import type { View } from './text-view.ts';

/**
 * The relaxed text being written: slices of the lower-cased text and the words rewritten in it.
 * Each rewritten word is noted in `words` (five numbers: where it starts in the output, its start
 * and end in the lower-cased text, its step and whether leetspeak is read in it) so that the map
 * back to the original is written only when a detector asks for an offset.
 */
interface Output {
  pieces: string[];
  words: number[];
  length: number;
  /** Whether characters were dropped (joined separators, squeezed repeats). */
  dropped: boolean;
}

const WORD_FIELDS = 5;

/** Units of the word being rewritten, reused from word to word and call to call. */
let scratch = new Uint16Array(64);

/** The scratch array, with room for at least `size` units. */
function scratchFor(size: number): Uint16Array {
  if (scratch.length < size) scratch = new Uint16Array(Math.max(size, 2 * scratch.length));
  return scratch;
}

/**
 * The relaxed view: `text` lower-cased, spelled-out words joined, leetspeak read as letters and
 * letters repeated more than twice cut to two. All of that happens inside words: text in which no
 * word changes is just lower-cased, and unless characters were dropped the view keeps the map of
 * `text`. `lowered` is `view.text.toLowerCase()`, which the caller shares with other readers.
 */
export function buildRelaxedView(view: View, originalLength: number, lowered: string): View {
  const { text: lower, map: lowerMap } = lowerCase(view.text, lowered);
  const out: Output = { pieces: [], words: [], length: 0, dropped: false };
  const copied = rewriteWords(lower, out);
  const base = lowerMap ? compose(lowerMap, view.map) : view.map;
  if (copied === 0) return lower === view.text ? view : { text: lower, map: base };
  if (copied < lower.length) out.pieces.push(lower.slice(copied));
  out.length += lower.length - copied;
  const text = out.pieces.join('');
  if (!out.dropped) return { text, map: base };
  return new LazyMapView(text, () => relaxedMap(lower, out, base, originalLength));
}

/**
 * A view whose map is written on first read. A class rather than an object literal with a getter,
 * whose closure V8 keeps, with the call's data, beyond the call (see normalize.ts).
 */
class LazyMapView implements View {
  readonly text: string;
  readonly #write: () => Int32Array;
  #map: Int32Array | undefined;

  constructor(text: string, write: () => Int32Array) {
    this.text = text;
    this.#write = write;
  }

  get map(): Int32Array {
    return (this.#map ??= this.#write());
  }
}

/** For each unit of the relaxed text, the original offset it came from. */
function relaxedMap(lower: string, out: Output, base: Int32Array | null, originalLength: number): Int32Array {
  const map = new Int32Array(out.length + 1);
  const { words } = out;
  let v = 0;
  let copied = 0;
  for (let w = 0; w < words.length; w += WORD_FIELDS) {
    const start = words[w + 1] ?? 0;
    for (let k = copied; k < start; k++) map[v++] = k;
    const end = words[w + 2] ?? 0;
    v += relaxWord(lower, start, end, words[w + 3] ?? 1, words[w + 4] === 1, scratchFor(end - start), map, v);
    copied = end;
  }
  for (let k = copied; k < lower.length; k++) map[v++] = k;
  if (base) for (let k = 0; k < out.length; k++) map[k] = base[map[k] ?? 0] ?? 0;
  map[out.length] = originalLength;
  return map;
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
    // Read the word, noting what would change in it: leetspeak needs letters and a symbol,
    // squeezing a letter three times in a row. The loop only gathers kinds; a '!' is looked at
    // afterwards, as it counts only between other characters.
    let j = i + 1;
    let kinds = kind;
    let tripled = false;
    for (let prev = c, before = -1; j < m; j++) {
      const d = lower.charCodeAt(j);
      const next = kindOf(d);
      if (!(next & TOKEN)) break;
      kinds |= next;
      if (d === prev && d === before && next & LETTER) tripled = true;
      before = prev;
      prev = d;
    }
    const letters = (kinds & LETTER) !== 0;
    const symbols = (kinds & LEET) !== 0 || ((kinds & BANG_KIND) !== 0 && hasInnerBang(lower, i, j));
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
      if (copied < i) out.pieces.push(lower.slice(copied, i));
      out.length += i - copied;
      rewriteWord(lower, i, end, step, letters || step === 2, out);
      copied = end;
    }
    i = end;
  }
  return copied;
}

// '!' reads as i only between a word's first and last characters that are not '!' ("sh!t", not
// "wow!!"): these two bound that stretch of lower[start, end).
function innerFrom(lower: string, start: number, end: number): number {
  let from = start;
  while (from < end && lower.charCodeAt(from) === BANG) from++;
  return from;
}

function innerTo(lower: string, from: number, end: number): number {
  let to = end;
  while (to > from && lower.charCodeAt(to - 1) === BANG) to--;
  return to;
}

/** Whether lower[start, end) has a '!' with another character on both sides. */
function hasInnerBang(lower: string, start: number, end: number): boolean {
  const from = innerFrom(lower, start, end);
  const bang = lower.indexOf('!', from);
  return bang >= 0 && bang < innerTo(lower, from, end);
}

function rewriteWord(lower: string, start: number, end: number, step: number, readLeet: boolean, out: Output): void {
  const units = scratchFor(end - start);
  const count = relaxWord(lower, start, end, step, readLeet, units, null, 0);
  out.words.push(out.length, start, end, step, readLeet ? 1 : 0);
  out.pieces.push(unitsToString(units, count));
  out.dropped ||= count < end - start;
  out.length += count;
}

// Past this many units one argument per unit is too many for String.fromCharCode.
const MAX_SPREAD = 1024;

function unitsToString(units: Uint16Array, count: number): string {
  const used = units.subarray(0, count);
  if (count <= MAX_SPREAD) return String.fromCharCode.apply(null, used as unknown as number[]);
  return Buffer.from(used.buffer, used.byteOffset, count * 2).toString('utf16le');
}

/**
 * Writes the relaxed form of lower[start, end) (every `step`-th unit) to `units` and returns how
 * many units it has; with `sources`, also writes each unit's offset in `lower` from `sources[at]` on.
 */
function relaxWord(
  lower: string,
  start: number,
  end: number,
  step: number,
  readLeet: boolean,
  units: Uint16Array,
  sources: Int32Array | null,
  at: number,
): number {
  const bangFrom = innerFrom(lower, start, end);
  const bangTo = innerTo(lower, bangFrom, end);
  let length = 0;
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
    if (sources) sources[at + length] = k;
    units[length++] = c;
  }
  return length;
}

/** inner[k] is an offset into the view `outer` maps to the original (null: outer is the original). */
function compose(inner: Int32Array, outer: Int32Array | null): Int32Array {
  return outer ? inner.map((k) => outer[k] ?? 0) : inner;
}

/** `text` lower-cased (`lower`); when that changes the length (İ → i̇), with each unit mapped back to `text`. */
function lowerCase(text: string, lower: string): { text: string; map: Int32Array | null } {
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
