import { createGroupTable, sortByKey } from '../../shared/sparse-groups.ts';
import { A, type SignalIndex } from './key-index.ts';

// Where the keys of a signal table occur in a view: one pass over it, a trie over a-z for keys that
// start words and a check of the literal keys at the characters that start them.

// Bounds on the work one text can cause.
const MAX_OCCURRENCES = 8192;
const MAX_LITERAL_POSITIONS = 64;

/**
 * Key positions grouped by key id: those of id k are positions[from[k] .. to[k]), ascending; `ids`
 * lists the ids found (from and to are 0 for the others). Valid until the next findKeys: its
 * arrays are reused, and only the entries of the ids found are ever written.
 */
export interface Found {
  from: Int32Array;
  to: Int32Array;
  positions: Int32Array;
  ids: Int32Array;
}

/** Literal key occurrences, [id, position] pairs in order; reused from call to call. */
let literalFound: number[] = [];

/** Literal keys starting at `at`, each found at most MAX_LITERAL_POSITIONS times (`seen` counts per id). */
function literalsAt(view: string, at: number, index: SignalIndex, seen: Int32Array): void {
  for (const { key, id } of index.literalsByFirst.get(view.charCodeAt(at)) ?? []) {
    if ((seen[id] ?? 0) < MAX_LITERAL_POSITIONS && view.startsWith(key, at)) {
      seen[id] = (seen[id] ?? 0) + 1;
      literalFound.push(id, at);
    }
  }
}

/** Literal occurrences so far per key id, reused from call to call. */
let seen = new Int32Array(0);

/** What the walk notes, reused from call to call: (key id, position), or (-1, position) for a literal's first character. */
let noted = new Int32Array(8192);

/**
 * The hot loop of this module, one pass over the view: word keys walked in the trie at each word
 * start, and the characters that may start a literal key, noted in `out`. Returns how many pairs,
 * or -1 when `out` is too small. It only reads the view and typed arrays, which keeps it a tight loop.
 */
function walk(view: string, { transitions, keyAt, whole, literalStart }: SignalIndex, out: Int32Array): number {
  const capacity = out.length >> 1;
  const length = view.length;
  let count = 0;
  let words = 0;
  let i = 0;
  // Indices stay in range: code units index literalStart, trie states and letters index the rest.
  while (i < length) {
    const code = view.charCodeAt(i);
    let letter = code - A;
    if (letter < 0 || letter > 25) {
      if (literalStart[code] === 1) {
        if (count === capacity) return -1;
        out[2 * count] = -1;
        out[2 * count++ + 1] = i;
      }
      i++;
      continue;
    }
    let state = words < MAX_OCCURRENCES ? transitions[letter]! : 0;
    let j = i + 1;
    while (state !== 0) {
      const id = keyAt[state]!;
      letter = j < length ? view.charCodeAt(j) - A : -1;
      const wordEnds = letter < 0 || letter > 25;
      if (id >= 0 && (wordEnds || whole[id] === 0)) {
        if (count === capacity) return -1;
        out[2 * count] = id;
        out[2 * count++ + 1] = i;
        words++;
      }
      if (wordEnds) break;
      state = transitions[state * 26 + letter]!;
      j++;
    }
    while (j < length) {
      letter = view.charCodeAt(j) - A;
      if (letter < 0 || letter > 25) break;
      j++;
    }
    i = j;
  }
  return count;
}

/** Where each key occurs: the walk's notes, literal keys checked where noted, and literals that start with a letter. */
export function findKeys(view: string, index: SignalIndex): Found {
  let count = walk(view, index, noted);
  while (count < 0) {
    noted = new Int32Array(noted.length * 4);
    count = walk(view, index, noted);
  }
  if (seen.length < index.keyCount) seen = new Int32Array(index.keyCount);
  else seen.fill(0, 0, index.keyCount);
  literalFound = [];
  for (let n = 0; n < count; n++) if (noted[2 * n] === -1) literalsAt(view, noted[2 * n + 1] ?? 0, index, seen);
  // Literal keys that start with a letter sit inside words, which the walk skips.
  for (const { key, id } of index.literals) {
    const first = key.charCodeAt(0) - A;
    if (first < 0 || first > 25) continue;
    for (let at = view.indexOf(key), n = 0; at >= 0 && n < MAX_LITERAL_POSITIONS; at = view.indexOf(key, at + 1), n++) {
      literalFound.push(id, at);
    }
  }
  return byKey(index.keyCount, count);
}

// byKey's arrays, reused from call to call: the (key id, position) pairs found, their order by
// key, and the positions in that order.
let pairKeys = new Uint16Array(256);
let pairPositions = new Int32Array(256);
let order = new Int32Array(256);
let positions = new Int32Array(256);
let groups = createGroupTable(0);

/**
 * The walk's word keys (the first `noteCount` notes, literal marks skipped) and the literal keys
 * found, grouped by key id; within an id, positions stay ascending. Only the ids found are
 * touched, so a short text costs nothing per key of the table.
 */
function byKey(keyCount: number, noteCount: number): Found {
  const most = noteCount + (literalFound.length >> 1);
  if (pairKeys.length < most) {
    const size = Math.max(most, pairKeys.length * 2);
    pairKeys = new Uint16Array(size);
    pairPositions = new Int32Array(size);
    order = new Int32Array(size);
    positions = new Int32Array(size);
  }
  if (groups.from.length < keyCount) groups = createGroupTable(keyCount);
  let count = 0;
  for (let n = 0; n < noteCount; n++) {
    if (noted[2 * n]! < 0) continue;
    pairKeys[count] = noted[2 * n]!;
    pairPositions[count++] = noted[2 * n + 1]!;
  }
  for (let n = 0; n < literalFound.length; n += 2) {
    pairKeys[count] = literalFound[n]!;
    pairPositions[count++] = literalFound[n + 1]!;
  }
  sortByKey(pairKeys, count, order, groups);
  for (let k = 0; k < count; k++) positions[k] = pairPositions[order[k]!]!;
  return { from: groups.from, to: groups.to, positions, ids: groups.used.subarray(0, groups.usedCount) };
}
