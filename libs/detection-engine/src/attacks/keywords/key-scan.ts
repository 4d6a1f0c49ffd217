import { A, type Compiled, type SignalIndex } from './key-index.ts';
import { findKeys, type Found } from './key-walk.ts';
import { MAX_MATCHES_PER_SIGNAL, type Hit } from '../prompt/signal.ts';

// Running every signal's regex over every text costs one pass per signal. Instead each signal names
// keys (see Signal.keys) and one pass over the text finds them all (key-walk.ts). A signal's regex
// then runs only where its key groups occur in order and close together, which ordinary text
// rarely offers.

/** How far before its first key a match can start. */
const BEFORE = 80;
/** Farthest apart two consecutive key groups of one match can be. */
const SPAN = 160;

function letterAt(text: string, index: number): number {
  const code = text.charCodeAt(index) - A;
  return code >= 0 && code < 26 ? code : -1;
}

function present({ from, to }: Found, id: number): boolean {
  return (to[id] ?? 0) > (from[id] ?? 0);
}

/** The positions of any of the group's keys, ascending (duplicates kept). */
function groupPositions(group: readonly number[], { from, to, positions }: Found): Int32Array {
  if (group.length === 1) return positions.subarray(from[group[0] ?? 0] ?? 0, to[group[0] ?? 0] ?? 0);
  const merged: number[] = [];
  for (const id of group) for (let k = from[id] ?? 0; k < (to[id] ?? 0); k++) merged.push(positions[k] ?? 0);
  return Int32Array.from(merged).sort();
}

/**
 * [first, last] key positions where every group has a key, in order, each within SPAN of the
 * last; ascending by first. Later groups are read with one cursor each: the position looked for
 * in a group only grows as the first one does.
 */
function chains(groups: readonly (readonly number[])[], found: Found): [number, number][] {
  const [lead, ...rest] = groups.map((group) => groupPositions(group, found));
  const cursors = rest.map(() => 0);
  const result: [number, number][] = [];
  for (const first of lead ?? []) {
    let last = first;
    for (let g = 0; g < rest.length && last >= 0; g++) {
      const list = rest[g] ?? new Int32Array(0);
      let cursor = cursors[g] ?? 0;
      while (cursor < list.length && (list[cursor] ?? 0) <= last) cursor++;
      cursors[g] = cursor;
      const next = cursor < list.length ? (list[cursor] ?? 0) : -1;
      last = next >= 0 && next - last <= SPAN ? next : -1;
    }
    if (last >= 0) result.push([first, last]);
  }
  return result;
}

/** Where a match can start: a line break, or a non-space character that does not continue a word. */
function canStart(view: string, position: number): boolean {
  const code = view.charCodeAt(position);
  if (code === 0x0a) return true;
  if (code === 0x20 || code === 0x09 || code === 0x0d) return false;
  return position === 0 || letterAt(view, position - 1) < 0 || letterAt(view, position) < 0;
}

/** Ascending positions in [from, to] of the given keys. */
function keysBetween(ids: readonly number[], keys: Found, from: number, to: number): number[] {
  const { positions } = keys;
  const result: number[] = [];
  for (const id of ids) {
    let low = keys.from[id] ?? 0;
    let high = keys.to[id] ?? 0;
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
  for (const group of groups) {
    let any = false;
    for (let k = 0; k < group.length && !any; k++) any = present(found, group[k]!);
    if (!any) return false;
  }
  return true;
}

/** Which signals may match, reused from call to call: 1 at the index of each. */
let candidates = new Uint8Array(0);

/**
 * Every signal match, found by running each signal only where its keys occur. Only the signals
 * with a key of their first group in the text are looked at: a short prompt holds a few keys, and
 * the table has more than a hundred signals.
 */
export function scanIndexed(view: string, index: SignalIndex): Hit[] {
  const found = findKeys(view, index);
  const hits: Hit[] = [];
  const { compiled, signalsByFirstKey } = index;
  if (found.ids.length === 0) return hits;
  if (candidates.length < compiled.length) candidates = new Uint8Array(compiled.length);
  else candidates.fill(0, 0, compiled.length);
  for (const id of found.ids) for (const signal of signalsByFirstKey[id]!) candidates[signal] = 1;
  // In table order, as the hits' order follows it.
  for (let s = 0; s < compiled.length; s++) {
    if (candidates[s] === 0) continue;
    const signal = compiled[s]!;
    if (!allGroupsPresent(signal.groups, found)) continue;
    const keyChains = chains(signal.groups, found);
    if (keyChains.length > 0) matchSignal(view, signal, found, keyChains, hits);
  }
  return hits;
}
