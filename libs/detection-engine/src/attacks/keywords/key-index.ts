import type { Signal } from '../prompt/signal.ts';

// The read-only index of a signal table's keys (see Signal.keys), built once per table.

export const A = 97;

// Words too common to place a signal by: a group with one of them does not gate or chain, the
// signal's other groups do; when it is the lead group, its keys are still found so that the
// pattern is tried only where they occur shortly before the other keys.
const UNINDEXED = new Set(
  'a an and any are as at be been but by can do does don each even every for from has have he here i if in is it its me my need no not of on one only or out so that the there this to was we were what when which who will with you your'.split(
    ' ',
  ),
);

export interface Compiled {
  signal: Signal;
  /** Key ids per group. */
  groups: readonly (readonly number[])[];
  /** The pattern, sticky, to try it at chosen positions only. */
  sticky: RegExp;
  /** Every match starts at a key of the first group (else it starts a little before the keys). */
  lead: boolean;
  /**
   * When matches start at a group of keys too common to place a signal by ("you" in "you are
   * now"): their ids. They are still found, and only their occurrences shortly before the first
   * key of a chain are tried. Else null.
   */
  leadIds: readonly number[] | null;
}

export interface SignalIndex {
  compiled: readonly Compiled[];
  keyCount: number;
  /** Per key id: the signals (indices into `compiled`, ascending) whose first group holds the key. */
  signalsByFirstKey: readonly (readonly number[])[];
  /** transitions[state * 26 + letter] → next state, 0 for none; state 0 is the root. */
  transitions: Uint16Array;
  /** The key id ending at each state, -1 for none. */
  keyAt: Int16Array;
  /** Per key id: 1 when the key must be a whole word ("ai$"), not a prefix. */
  whole: Uint8Array;
  /** Keys that are not words ("%%%", "<|"), found as substrings anywhere. */
  literals: readonly Literal[];
  /** 1 for each code unit that starts a literal key which does not start with a letter a-z. */
  literalStart: Uint8Array;
  /** Those literal keys by their first code unit. */
  literalsByFirst: ReadonlyMap<number, readonly Literal[]>;
}

export interface Literal {
  key: string;
  id: number;
}

/** Builds the key index once per table; it is read-only afterwards. */
export function indexSignals(signals: readonly Signal[]): SignalIndex {
  const transitions: number[] = new Array<number>(26).fill(0);
  const keyAt: number[] = [-1];
  const literals: Literal[] = [];
  const ids = new Map<string, number>();

  const wordKey = (key: string): number => {
    let state = 0;
    for (let k = 0; k < key.length; k++) {
      const slot = state * 26 + (key.charCodeAt(k) - A);
      if (transitions[slot] === 0) {
        transitions[slot] = keyAt.length;
        keyAt.push(-1);
        transitions.push(...new Array<number>(26).fill(0));
      }
      state = transitions[slot] ?? 0;
    }
    // One key per trie state: "ai" and "ai$" in one table would need both.
    if (keyAt[state] !== -1) throw new Error(`key "${key}" is listed both as a prefix and as a whole word`);
    keyAt[state] = ids.size;
    return ids.size;
  };
  const whole: number[] = [];
  const keyId = (key: string): number => {
    const known = ids.get(key);
    if (known !== undefined) return known;
    const word = /^[a-z]+\$?$/.test(key);
    const id = word ? wordKey(key.replace('$', '')) : ids.size;
    if (!word) literals.push({ key, id });
    whole[id] = key.endsWith('$') && word ? 1 : 0;
    ids.set(key, id);
    return id;
  };

  const compiled = signals.map((signal) => {
    const keys = signal.keys.startsWith('^') ? signal.keys.slice(1) : signal.keys;
    const groups = keys.split(' / ').map((group) => group.split(' ').filter(Boolean));
    const indexed = groups.filter((group) => !group.some((key) => UNINDEXED.has(key)));
    if (indexed.length === 0) throw new Error(`signal ${signal.id}: every key group has a word too common to index`);
    const declaredLead = signal.keys.startsWith('^');
    const lead = declaredLead && indexed[0] === groups[0];
    const leadIds = declaredLead && !lead ? (groups[0] ?? []).map(keyId) : null;
    const sticky = new RegExp(signal.pattern.source, signal.pattern.flags.replace('g', '') + 'y');
    return { signal, groups: indexed.map((group) => group.map(keyId)), sticky, lead, leadIds };
  });
  // The walk keeps trie states and key ids in 16-bit arrays.
  if (keyAt.length > 0xffff || ids.size > 0x7fff) throw new Error('too many keys for one signal table');
  const literalStart = new Uint8Array(0x10000);
  const literalsByFirst = new Map<number, Literal[]>();
  for (const literal of literals) {
    const first = literal.key.charCodeAt(0);
    if (first >= A && first < A + 26) continue;
    literalStart[first] = 1;
    literalsByFirst.set(first, [...(literalsByFirst.get(first) ?? []), literal]);
  }
  const signalsByFirstKey: number[][] = Array.from({ length: ids.size }, () => []);
  compiled.forEach(({ groups }, index) => {
    for (const id of new Set(groups[0])) signalsByFirstKey[id]?.push(index);
  });
  return {
    compiled,
    keyCount: ids.size,
    signalsByFirstKey,
    transitions: Uint16Array.from(transitions),
    keyAt: Int16Array.from(keyAt),
    whole: Uint8Array.from(whole),
    literals,
    literalStart,
    literalsByFirst,
  };
}
