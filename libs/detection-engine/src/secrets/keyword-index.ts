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

/**
 * Aho-Corasick automaton compiled to a dense DFA over the characters the keywords use, so one
 * pass over the text finds all of them whatever their number. ASCII letters are folded here
 * rather than by lower-casing the text, which could change its length and shift offsets.
 */
export function createKeywordIndex(keywords: readonly string[]): KeywordIndex {
  const words = keywords.map((word) => word.toLowerCase());
  const symbolOf = new Uint8Array(128);
  let symbols = 1;
  for (const word of words) {
    for (const char of word) {
      const code = char.charCodeAt(0);
      if (code >= 128) throw new Error(`keyword must be ASCII: ${word}`);
      if (symbolOf[code] === 0) symbolOf[code] = symbols++;
    }
  }
  if (symbols > 255) throw new Error('too many distinct keyword characters');
  for (let code = 65; code <= 90; code++) symbolOf[code] = symbolOf[code + 32] ?? 0;

  const trie: number[][] = [[]];
  const outputs: number[][] = [[]];
  words.forEach((word, id) => {
    let state = ROOT;
    for (const char of word) {
      const symbol = symbolOf[char.charCodeAt(0)] ?? 0;
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

  const width = symbols;
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
  // Transitions hold the next state's row offset, and `emits` is indexed by row offset too, so
  // the scan loop does one table lookup and one test per character.
  for (let i = 0; i < delta.length; i++) delta[i] = (delta[i] as number) * width;
  const emits = new Uint8Array(delta.length);
  outputs.forEach((found, state) => {
    if (found.length > 0) emits[state * width] = 1;
  });

  return {
    keywords: words,
    find(text) {
      const hits: KeywordHit[] = [];
      let row = ROOT;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        row = code < 128 ? (delta[row + (symbolOf[code] as number)] as number) : ROOT;
        if (emits[row] === 0) continue;
        for (const keyword of outputs[row / width] as number[]) {
          hits.push({ keyword, start: i + 1 - (lengths[keyword] as number), end: i + 1 });
        }
      }
      return hits;
    },
  };
}
