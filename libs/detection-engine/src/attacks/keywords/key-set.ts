/** How many start positions of one key a scan keeps; a key found more often has none kept. */
export const MAX_POSITIONS = 256;

/** Where the keys of a KeySet occur in one text. */
export class KeyOccurrences {
  /** Per key: its start positions in order, up to MAX_POSITIONS + 1 of them; absent when none. */
  readonly #starts: (number[] | undefined)[];

  constructor(keyCount: number) {
    this.#starts = new Array<number[] | undefined>(keyCount);
  }

  add(key: number, start: number): void {
    const starts = this.#starts[key];
    if (starts === undefined) this.#starts[key] = [start];
    else if (starts.length <= MAX_POSITIONS) starts.push(start);
  }

  has(key: number): boolean {
    return this.#overflowed || this.#starts[key] !== undefined;
  }

  /** The start positions of a key, ascending, or null when it occurs more than MAX_POSITIONS times. */
  positions(key: number): readonly number[] | null {
    const starts = this.#starts[key] ?? [];
    return starts.length > MAX_POSITIONS || this.#overflowed ? null : starts;
  }

  /** Marks the record as incomplete: every key may then be present, at positions unknown. */
  overflow(): void {
    this.#overflowed = true;
  }

  #overflowed = false;
}

/**
 * Where the keys of a fixed set occur in a text, found in one pass for all of them (an
 * Aho-Corasick automaton over the keys' characters). ASCII letters match in either case; every
 * character that no key holds is one class, which keeps the table small.
 */
export class KeySet {
  readonly keys: readonly string[];
  /** Class of each UTF-16 code unit; 0 for characters in no key. */
  readonly #classes = new Uint8Array(0x10000);
  readonly #width: number;
  /** The row of the next state: #next[row + class], rows #width apart. */
  readonly #next: Uint16Array;
  /** Keys ending at each state, as [#outStart[s], #outStart[s + 1]) in #outKeys. */
  readonly #outStart: Int32Array;
  readonly #outKeys: Int32Array;
  /** Rows from this one on are of states where keys end. */
  readonly #firstEnd: number;
  /** Where a scan notes the keys' ends, reused from scan to scan (allocating it cost more than a short scan). */
  readonly #ends = new Int32Array(MAX_ENDS * 2);

  constructor(keys: readonly string[]) {
    if (keys.includes('')) throw new Error('an empty key');
    this.keys = keys;
    const lower = keys.map((key) => key.toLowerCase());
    let classCount = 1;
    for (const key of lower) {
      for (let k = 0; k < key.length; k++) {
        const code = key.charCodeAt(k);
        if (this.#classes[code] === 0) this.#classes[code] = classCount++;
      }
    }
    for (let code = 65; code <= 90; code++) this.#classes[code] = this.#classes[code + 32] ?? 0;
    if (classCount > 0xff) throw new Error('too many distinct characters in keys');
    this.#width = classCount;

    // The trie of the keys, then failure links breadth first (standard Aho-Corasick).
    const children = [new Map<number, number>()];
    const ends: number[][] = [[]];
    lower.forEach((key, id) => {
      let state = 0;
      for (let k = 0; k < key.length; k++) {
        const cls = this.#classes[key.charCodeAt(k)] ?? 0;
        let next = children[state]?.get(cls);
        if (next === undefined) {
          next = children.length;
          children.push(new Map<number, number>());
          ends.push([]);
          children[state]?.set(cls, next);
        }
        state = next;
      }
      ends[state]?.push(id);
    });
    const next = new Uint16Array(children.length * classCount);
    const fail = new Int32Array(children.length);
    const queue: number[] = [];
    for (let cls = 0; cls < classCount; cls++) {
      const child = children[0]?.get(cls);
      if (child !== undefined) {
        next[cls] = child;
        queue.push(child);
      }
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] ?? 0;
      ends[state]?.push(...(ends[fail[state] ?? 0] ?? []));
      for (let cls = 0; cls < classCount; cls++) {
        const child = children[state]?.get(cls);
        const viaFail = next[(fail[state] ?? 0) * classCount + cls] ?? 0;
        if (child === undefined) next[state * classCount + cls] = viaFail;
        else {
          next[state * classCount + cls] = child;
          fail[child] = viaFail;
          queue.push(child);
        }
      }
    }
    // States renumbered so that those where keys end come last (the root, where none does, stays
    // first), one comparison telling them apart; each stored as the offset of its row, which saves
    // a multiplication per character.
    const order = [...children.keys()].sort(
      (x, y) => Number((ends[x]?.length ?? 0) > 0) - Number((ends[y]?.length ?? 0) > 0),
    );
    const rank = new Int32Array(children.length);
    order.forEach((state, position) => (rank[state] = position));
    if (next.length > 0xffff) throw new Error('too many key states');
    this.#next = new Uint16Array(next.length);
    order.forEach((state, position) => {
      for (let cls = 0; cls < classCount; cls++) {
        this.#next[position * classCount + cls] = (rank[next[state * classCount + cls] ?? 0] ?? 0) * classCount;
      }
    });
    const firstEnd = order.findIndex((state) => (ends[state]?.length ?? 0) > 0);
    this.#firstEnd = (firstEnd < 0 ? order.length : firstEnd) * classCount;
    this.#outStart = new Int32Array(order.length + 1);
    order.forEach(
      (state, position) =>
        (this.#outStart[position + 1] = (this.#outStart[position] ?? 0) + (ends[state]?.length ?? 0)),
    );
    this.#outKeys = Int32Array.from(order.flatMap((state) => ends[state] ?? []));
  }

  /** Every occurrence of every key in `text` (start positions, as KeyOccurrences keeps them). */
  scan(text: string): KeyOccurrences {
    const found = new KeyOccurrences(this.keys.length);
    const ends = this.#ends;
    const count = walk(text, this.#classes, this.#next, this.#firstEnd, ends);
    for (let n = 0; n < count; n++) {
      const state = (ends[2 * n] ?? 0) / this.#width;
      const end = ends[2 * n + 1] ?? 0;
      for (let k = this.#outStart[state] ?? 0, last = this.#outStart[state + 1] ?? 0; k < last; k++) {
        const key = this.#outKeys[k] ?? 0;
        found.add(key, end - (this.keys[key]?.length ?? 0) + 1);
      }
    }
    if (count === MAX_ENDS) found.overflow();
    return found;
  }
}

/** Key ends a scan notes at most; past them every key counts as present, at positions unknown. */
const MAX_ENDS = 4096;

/**
 * The automaton's loop over `text`: pairs of (row, position) where keys end go to `ends`, as many
 * as fit; returns how many. Kept apart from the class so that it stays small and tight.
 */
function walk(text: string, classes: Uint8Array, next: Uint16Array, firstEnd: number, ends: Int32Array): number {
  let row = 0;
  let count = 0;
  const capacity = ends.length >> 1;
  // Indices stay in range (code units index `classes`, rows plus classes index `next`).
  for (let i = 0; i < text.length; i++) {
    row = next[row + classes[text.charCodeAt(i)]!]!;
    if (row >= firstEnd && count < capacity) {
      ends[2 * count] = row;
      ends[2 * count + 1] = i;
      count++;
    }
  }
  return count;
}
