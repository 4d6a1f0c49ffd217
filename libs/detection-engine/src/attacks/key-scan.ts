import { A, type Compiled, type SignalIndex } from './key-index.ts';
import type { Hit } from './signal.ts';

// Running every signal's regex over every text costs one pass per signal. Instead each signal names
// keys (see Signal.keys) and one pass over the text finds them all: a trie over a-z for keys that
// start words, indexOf for the few that are not words. A signal's regex then runs only where its key
// groups occur in order and close together, which ordinary text rarely offers.

/** How far before its first key a match can start. */
const BEFORE = 80;
/** Farthest apart two consecutive key groups of one match can be. */
const SPAN = 160;
const MAX_MATCHES_PER_SIGNAL = 4;
// Bounds on the work one text can cause.
const MAX_OCCURRENCES = 8192;
const MAX_LITERAL_POSITIONS = 64;

function letterAt(text: string, index: number): number {
  const code = text.charCodeAt(index) - A;
  return code >= 0 && code < 26 ? code : -1;
}

/** Key positions grouped by key id: those of id k are positions[offsets[k] .. offsets[k + 1]), ascending. */
interface Found {
  offsets: Int32Array;
  positions: Int32Array;
}

/** Where each key occurs; one pass over the view, the hot loop of this module. */
function findKeys(view: string, index: SignalIndex): Found {
  const ids: number[] = [];
  const at: number[] = [];
  const { transitions, keyAt, whole } = index;
  const length = view.length;
  let i = 0;
  while (i < length && ids.length < MAX_OCCURRENCES) {
    let letter = view.charCodeAt(i) - A;
    if (letter < 0 || letter > 25) {
      i++;
      continue;
    }
    let state = transitions[letter] ?? 0;
    let j = i + 1;
    while (state !== 0) {
      const id = keyAt[state] ?? -1;
      letter = j < length ? view.charCodeAt(j) - A : -1;
      const wordEnds = letter < 0 || letter > 25;
      if (id >= 0 && (wordEnds || whole[id] === 0)) {
        ids.push(id);
        at.push(i);
      }
      if (wordEnds) break;
      state = transitions[state * 26 + letter] ?? 0;
      j++;
    }
    while (j < length) {
      letter = view.charCodeAt(j) - A;
      if (letter < 0 || letter > 25) break;
      j++;
    }
    i = j + 1;
  }
  for (const { key, id } of index.literals) {
    for (
      let found = view.indexOf(key), n = 0;
      found >= 0 && n < MAX_LITERAL_POSITIONS;
      found = view.indexOf(key, found + 1), n++
    ) {
      ids.push(id);
      at.push(found);
    }
  }
  // Counting sort by key id; within an id the walk order, ascending, is kept.
  const offsets = new Int32Array(index.keyCount + 1);
  for (const id of ids) offsets[id + 1] = (offsets[id + 1] ?? 0) + 1;
  for (let k = 0; k < index.keyCount; k++) offsets[k + 1] = (offsets[k + 1] ?? 0) + (offsets[k] ?? 0);
  const fill = offsets.slice(0, index.keyCount);
  const positions = new Int32Array(ids.length);
  ids.forEach((id, n) => {
    const slot = fill[id] ?? 0;
    positions[slot] = at[n] ?? 0;
    fill[id] = slot + 1;
  });
  return { offsets, positions };
}

function present({ offsets }: Found, id: number): boolean {
  return (offsets[id + 1] ?? 0) > (offsets[id] ?? 0);
}

/** The first position of any of the group's keys after `after`, or -1 (binary search per key). */
function nextKey(group: readonly number[], { offsets, positions }: Found, after: number): number {
  let next = -1;
  for (const id of group) {
    let low = offsets[id] ?? 0;
    let high = offsets[id + 1] ?? 0;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((positions[middle] ?? 0) <= after) low = middle + 1;
      else high = middle;
    }
    if (low < (offsets[id + 1] ?? 0)) {
      const position = positions[low] ?? 0;
      if (next < 0 || position < next) next = position;
    }
  }
  return next;
}

/** [first, last] key positions where every group has a key, in order, each within SPAN of the last; by first. */
function chains(groups: readonly (readonly number[])[], found: Found): [number, number][] {
  const [lead = [], ...rest] = groups;
  const result: [number, number][] = [];
  for (const id of lead) {
    for (let k = found.offsets[id] ?? 0, end = found.offsets[id + 1] ?? 0; k < end; k++) {
      const first = found.positions[k] ?? 0;
      let last = first;
      for (const group of rest) {
        const next = nextKey(group, found, last);
        last = next >= 0 && next - last <= SPAN ? next : -1;
        if (last < 0) break;
      }
      if (last >= 0) result.push([first, last]);
    }
  }
  return result.sort((a, b) => a[0] - b[0]);
}

/** Where a match can start: a line break, or a non-space character that does not continue a word. */
function canStart(view: string, position: number): boolean {
  const code = view.charCodeAt(position);
  if (code === 0x0a) return true;
  if (code === 0x20 || code === 0x09 || code === 0x0d) return false;
  return position === 0 || letterAt(view, position - 1) < 0 || letterAt(view, position) < 0;
}

/** Ascending positions in [from, to] of the given keys. */
function keysBetween(ids: readonly number[], { offsets, positions }: Found, from: number, to: number): number[] {
  const result: number[] = [];
  for (const id of ids) {
    let low = offsets[id] ?? 0;
    let high = offsets[id + 1] ?? 0;
    const end = high;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((positions[middle] ?? 0) < from) low = middle + 1;
      else high = middle;
    }
    for (let k = low; k < end && (positions[k] ?? 0) <= to; k++) result.push(positions[k] ?? 0);
  }
  return result.length > 1 ? result.sort((a, b) => a - b) : result;
}

/** Where to try a signal for a chain starting at `first`, not before `from`. */
function starts(view: string, { lead, leadIds }: Compiled, keys: Found, first: number, from: number): number[] {
  if (lead) return first >= from ? [first] : [];
  const floor = Math.max(from, first - BEFORE, 0);
  if (leadIds !== null) return keysBetween(leadIds, keys, floor, first);
  const found: number[] = [];
  for (let position = floor; position <= first; position++) if (canStart(view, position)) found.push(position);
  return found;
}

/**
 * Matches of one signal, trying its sticky pattern at a few positions: at each chain's first key
 * when matches start there, at the lead words found shortly before it when those are too common to
 * place the signal, else at every possible start up to BEFORE characters ahead of it. That is a
 * handful of attempts that fail within a character or two, instead of a regex scan of a window.
 */
function matchSignal(
  view: string,
  compiled: Compiled,
  keys: Found,
  found: readonly [number, number][],
  hits: Hit[],
): void {
  const { signal, sticky } = compiled;
  // Positions before `after` are covered by a match or were tried already: a try does not depend on the chain.
  let after = 0;
  let count = 0;
  for (const [first] of found) {
    for (const position of starts(view, compiled, keys, first, after)) {
      if (position < after) continue;
      after = position + 1;
      sticky.lastIndex = position;
      const match = sticky.exec(view);
      if (match === null) continue;
      hits.push({ id: signal.id, weight: signal.weight, start: position, end: position + match[0].length });
      after = position + Math.max(1, match[0].length);
      if (++count === MAX_MATCHES_PER_SIGNAL) break;
    }
    if (count === MAX_MATCHES_PER_SIGNAL) break;
  }
  sticky.lastIndex = 0;
}

function allGroupsPresent(groups: readonly (readonly number[])[], found: Found): boolean {
  return groups.every((group) => group.some((id) => present(found, id)));
}

/** Every signal match, found by running each signal only where its keys occur. */
export function scanIndexed(view: string, index: SignalIndex): Hit[] {
  const found = findKeys(view, index);
  const hits: Hit[] = [];
  for (const compiled of index.compiled) {
    if (!allGroupsPresent(compiled.groups, found)) continue;
    const keyChains = chains(compiled.groups, found);
    if (keyChains.length > 0) matchSignal(view, compiled, found, keyChains, hits);
  }
  return hits;
}
