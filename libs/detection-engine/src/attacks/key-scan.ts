import { A, type Compiled, type SignalIndex } from './key-index.ts';
import { findKeys, type Found } from './key-walk.ts';
import { MAX_MATCHES_PER_SIGNAL, type Hit } from './signal.ts';

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

function present({ offsets }: Found, id: number): boolean {
  return (offsets[id + 1] ?? 0) > (offsets[id] ?? 0);
}

/** The positions of any of the group's keys, ascending (duplicates kept). */
function groupPositions(group: readonly number[], { offsets, positions }: Found): Int32Array {
  if (group.length === 1) return positions.subarray(offsets[group[0] ?? 0] ?? 0, offsets[(group[0] ?? 0) + 1] ?? 0);
  const merged: number[] = [];
  for (const id of group)
    for (let k = offsets[id] ?? 0; k < (offsets[id + 1] ?? 0); k++) merged.push(positions[k] ?? 0);
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
