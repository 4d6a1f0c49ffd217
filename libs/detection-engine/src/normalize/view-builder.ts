/**
 * Accumulates a view of `original` together with its offset map: for every code unit of the view,
 * the original offset of the character it came from. Runs copied verbatim are kept as slices of
 * the original and the map is written only at the end, and only when the view is not the original
 * itself: text whose characters NFKC leaves alone (most accented prose) costs no map at all.
 */
export interface ViewBuilder {
  /** Appends original[from, to) unchanged. */
  copy(from: number, to: number): void;
  /** Appends `s`, every unit of which came from the original character at `at`. */
  put(s: string, at: number): void;
  /** The view and its map; null when the view is `original` unchanged. */
  finish(): { text: string; map: Int32Array | null };
}

// Each step of the view is three numbers in `steps`: its length in view units, the original
// offset it starts from, and whether it is a copy (units map to successive offsets) or a
// replacement (every unit maps to that one offset).
const COPY = 1;
const PUT = 0;

export function createViewBuilder(original: string): ViewBuilder {
  const pieces: string[] = [];
  const steps: number[] = [];
  let length = 0;
  let copyFrom = -1;
  let copyTo = -1;
  // Consecutive replacements are concatenated before they become a piece: full-width or
  // mathematical text is one replacement per character.
  let replaced = '';

  const flush = (): void => {
    if (copyTo > copyFrom) pieces.push(original.slice(copyFrom, copyTo));
    copyFrom = copyTo = -1;
    if (replaced !== '') pieces.push(replaced);
    replaced = '';
  };

  return {
    copy(from, to) {
      if (from !== copyTo) {
        flush();
        copyFrom = from;
      }
      copyTo = to;
      steps.push(to - from, from, COPY);
      length += to - from;
    },
    put(s, at) {
      if (copyTo >= 0) flush();
      replaced += s;
      steps.push(s.length, at, PUT);
      length += s.length;
    },
    finish() {
      flush();
      if (pieces.length === 1 && length === original.length && isWholeCopy(steps)) return { text: original, map: null };
      return {
        text: pieces.length === 1 ? (pieces[0] ?? '') : pieces.join(''),
        map: writeMap(steps, length, original.length),
      };
    },
  };
}

/** Whether the steps copy the original from its start without a gap (the caller checked the length). */
function isWholeCopy(steps: readonly number[]): boolean {
  let next = 0;
  for (let s = 0; s < steps.length; s += 3) {
    if (steps[s + 2] !== COPY || steps[s + 1] !== next) return false;
    next += steps[s] ?? 0;
  }
  return true;
}

function writeMap(steps: readonly number[], length: number, originalLength: number): Int32Array {
  const map = new Int32Array(length + 1);
  let v = 0;
  for (let s = 0; s < steps.length; s += 3) {
    const size = steps[s] ?? 0;
    const from = steps[s + 1] ?? 0;
    if (steps[s + 2] === COPY) for (let k = 0; k < size; k++) map[v++] = from + k;
    else map.fill(from, v, (v += size));
  }
  map[length] = originalLength;
  return map;
}
