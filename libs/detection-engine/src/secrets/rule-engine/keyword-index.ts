/** Where one keyword occurs: half-open offsets into the scanned text. */
export interface KeywordHit {
  keyword: number;
  start: number;
  end: number;
}

export interface KeywordIndex {
  readonly keywords: readonly string[];
  /** Every occurrence of every keyword, ASCII case-insensitive, in text order of their ends. */
  find(text: string): KeywordHit[];
}

const ROOT = 0;

// One symbol per letter (folded to lower case), digit and punctuation mark a keyword may use, 0
// for every other character. The table is the same for every index: a module constant the
// compiler can trust, so the lookup in the scan loop needs no bounds check. A small alphabet
// keeps the transition table small enough to stay in cache.
const KEYWORD_PUNCTUATION = ` "$'+-./:=_~`;
const SYMBOL_OF = new Uint8Array(65536);
let symbolCount = 1;
for (const char of `abcdefghijklmnopqrstuvwxyz0123456789${KEYWORD_PUNCTUATION}`) {
  SYMBOL_OF[char.charCodeAt(0)] = symbolCount++;
}
for (let code = 65; code <= 90; code++) SYMBOL_OF[code] = SYMBOL_OF[code + 32] as number;
const WIDTH = symbolCount;

/**
 * Aho-Corasick automaton compiled to a dense DFA over that alphabet, so one pass over the text
 * finds all keywords whatever their number. ASCII letters are folded here rather than by
 * lower-casing the text, which could change its length and shift offsets.
 */
export function createKeywordIndex(keywords: readonly string[]): KeywordIndex {
  const words = keywords.map((word) => word.toLowerCase());
  for (const word of words) {
    if ([...word].some((char) => SYMBOL_OF[char.charCodeAt(0)] === 0)) {
      throw new Error(`keyword must be letters, digits and ${KEYWORD_PUNCTUATION}: ${word}`);
    }
  }
  const trie: number[][] = [[]];
  const outputs: number[][] = [[]];
  words.forEach((word, id) => {
    let state = ROOT;
    for (const char of word) {
      const symbol = SYMBOL_OF[char.charCodeAt(0)] ?? 0;
      let next = trie[state]?.[symbol];
      if (next === undefined) {
        next = trie.length;
        trie.push([]);
        outputs.push([]);
        (trie[state] as number[])[symbol] = next;
      }
      state = next;
    }
    (outputs[state] as number[]).push(id);
  });

  const width = WIDTH;
  const delta = new Int32Array(trie.length * width);
  const fail = new Int32Array(trie.length);
  const queue: number[] = [];
  for (let symbol = 1; symbol < width; symbol++) {
    const child = trie[ROOT]?.[symbol];
    if (child !== undefined) {
      delta[symbol] = child;
      queue.push(child);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head] as number;
    const failState = fail[state] as number;
    (outputs[state] as number[]).push(...(outputs[failState] as number[]));
    for (let symbol = 1; symbol < width; symbol++) {
      const child = trie[state]?.[symbol];
      const viaFail = delta[failState * width + symbol] as number;
      if (child === undefined) {
        delta[state * width + symbol] = viaFail;
      } else {
        delta[state * width + symbol] = child;
        fail[child] = viaFail;
        queue.push(child);
      }
    }
  }
  const lengths = words.map((word) => word.length);
  // Rows are laid out breadth first, so the shallow states ordinary text keeps returning to
  // share few cache lines. A transition holds the next state's row offset, bitwise negated when
  // that state ends a keyword: the scan loop does one lookup per character and tests the sign.
  const order = [ROOT, ...queue];
  const rank = new Int32Array(trie.length);
  order.forEach((state, index) => (rank[state] = index));
  const table = new Int32Array(delta.length);
  order.forEach((state, index) => {
    for (let symbol = 0; symbol < width; symbol++) {
      const next = delta[state * width + symbol] as number;
      const row = (rank[next] as number) * width;
      table[index * width + symbol] = (outputs[next] as number[]).length > 0 ? ~row : row;
    }
  });

  const byRow = new Map(order.map((state, index) => [index * width, outputs[state] as number[]]));
  const automaton: Automaton = { delta: table, outputs: byRow, lengths, warmUp: Math.max(0, ...lengths) };
  return {
    keywords: words,
    find: (text) => scan(text, automaton),
  };
}

interface Automaton {
  delta: Int32Array;
  outputs: ReadonlyMap<number, readonly number[]>;
  lengths: readonly number[];
  /** Characters that fix the state whatever came before: the longest keyword's length. */
  warmUp: number;
}

/**
 * Runs the automaton over the two halves of the text in one loop. Each step depends on the
 * state the previous one left, so a single pass waits on every lookup; two independent passes
 * let the processor overlap them. The second pass starts `warmUp` characters before the middle,
 * which brings it to the state a single pass would be in there, and reports only hits ending
 * past the middle. The loop only notes where hits end (position and state, in flat arrays);
 * the hits are built afterwards, off the hot path.
 */
function scan(text: string, automaton: Automaton): KeywordHit[] {
  const { delta, warmUp } = automaton;
  const middle = text.length >> 1;
  const ends: number[] = [];
  if (middle < warmUp * 4) {
    scanRange(text, 0, text.length, ROOT, delta, ends);
    return hitsAt(ends, automaton);
  }
  let second = ROOT;
  for (let i = middle - warmUp; i < middle; i++) {
    const next = delta[second + (SYMBOL_OF[text.charCodeAt(i)] as number)] as number;
    second = next >= 0 ? next : ~next;
  }
  const later: number[] = [];
  let first = ROOT;
  for (let i = 0, j = middle; i < middle; i++, j++) {
    const a = delta[first + (SYMBOL_OF[text.charCodeAt(i)] as number)] as number;
    const b = delta[second + (SYMBOL_OF[text.charCodeAt(j)] as number)] as number;
    if (a >= 0) {
      first = a;
    } else {
      first = ~a;
      ends.push(i, first);
    }
    if (b >= 0) {
      second = b;
    } else {
      second = ~b;
      later.push(j, second);
    }
  }
  scanRange(text, middle * 2, text.length, second, delta, later);
  for (const value of later) ends.push(value);
  return hitsAt(ends, automaton);
}

function scanRange(text: string, from: number, to: number, start: number, delta: Int32Array, ends: number[]): void {
  let row = start;
  for (let i = from; i < to; i++) {
    const next = delta[row + (SYMBOL_OF[text.charCodeAt(i)] as number)] as number;
    if (next >= 0) {
      row = next;
    } else {
      row = ~next;
      ends.push(i, row);
    }
  }
}

/** The hits of the (position, state row) pairs the scan noted. */
function hitsAt(ends: readonly number[], automaton: Automaton): KeywordHit[] {
  const hits: KeywordHit[] = [];
  for (let k = 0; k < ends.length; k += 2) {
    const end = (ends[k] as number) + 1;
    for (const keyword of automaton.outputs.get(ends[k + 1] as number) as readonly number[]) {
      hits.push({ keyword, start: end - (automaton.lengths[keyword] as number), end });
    }
  }
  return hits;
}
