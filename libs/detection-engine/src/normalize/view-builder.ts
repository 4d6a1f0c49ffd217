/**
 * Accumulates a view of `original` together with its offset map: for every code unit of the view,
 * the original offset of the character it came from. Runs copied verbatim are kept as slices of
 * the original, so the common case costs one typed-array write per character.
 */
export interface ViewBuilder {
  /** Appends original[from, to) unchanged. */
  copy(from: number, to: number): void;
  /** Appends `s`, every unit of which came from the original character at `at`. */
  put(s: string, at: number): void;
  finish(): { text: string; map: Int32Array };
}

export function createViewBuilder(original: string): ViewBuilder {
  const pieces: string[] = [];
  let map = new Int32Array(original.length + 16);
  let length = 0;
  let copyFrom = -1;
  let copyTo = -1;
  // Consecutive replacements are concatenated before they become a piece: full-width or
  // mathematical text is one replacement per character.
  let replaced = '';

  const reserve = (extra: number): void => {
    if (length + extra + 1 <= map.length) return;
    const grown = new Int32Array(Math.max(map.length * 2, length + extra + 1));
    grown.set(map.subarray(0, length));
    map = grown;
  };
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
      reserve(to - from);
      for (let k = from; k < to; k++) map[length++] = k;
    },
    put(s, at) {
      if (copyTo >= 0) flush();
      replaced += s;
      reserve(s.length);
      for (let k = 0; k < s.length; k++) map[length++] = at;
    },
    finish() {
      flush();
      map[length] = original.length;
      return { text: pieces.length === 1 ? (pieces[0] ?? '') : pieces.join(''), map: map.subarray(0, length + 1) };
    },
  };
}
