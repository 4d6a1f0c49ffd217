/**
 * Items grouped by a small integer key, for tables with far more keys than a text has items (run
 * lengths, signal keys): where each group's items lie in the order array is [from[g], to[g]), empty
 * for a group without items. Only the groups of the last call are ever non-empty, and only they are
 * reset for the next, so a call costs its items, not the table's size.
 */
export interface Groups {
  readonly from: Int32Array;
  readonly to: Int32Array;
}

export interface GroupTable extends Groups {
  /** The groups holding items, in the order first met. */
  used: Int32Array;
  usedCount: number;
}

export const createGroupTable = (size: number): GroupTable => ({
  from: new Int32Array(size),
  to: new Int32Array(size),
  used: new Int32Array(256),
  usedCount: 0,
});

/** Counting sort of items 0 … count - 1 by `keys` into `into`: the items of one group stay in order. */
export function sortByKey(keys: Uint16Array, count: number, into: Int32Array, groups: GroupTable): void {
  const { from, to } = groups;
  for (let k = 0; k < groups.usedCount; k++) from[groups.used[k]!] = to[groups.used[k]!] = 0;
  if (groups.used.length < count) groups.used = new Int32Array(count);
  let used = 0;
  // `to` counts first, then becomes each group's end as the items are placed.
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    if (to[key] === 0) groups.used[used++] = key;
    to[key] = to[key]! + 1;
  }
  groups.usedCount = used;
  let total = 0;
  for (let k = 0; k < used; k++) {
    const key = groups.used[k]!;
    from[key] = total;
    total += to[key]!;
    to[key] = from[key]!;
  }
  for (let i = 0; i < count; i++) into[to[keys[i]!]!++] = i;
}
