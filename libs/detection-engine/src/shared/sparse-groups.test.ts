import { describe, expect, it } from 'vitest';
import { createGroupTable, sortByKey } from './sparse-groups.ts';

const members = (groups: ReturnType<typeof createGroupTable>, into: Int32Array, key: number): number[] => [
  ...into.subarray(groups.from[key], groups.to[key]),
];

describe('sortByKey', () => {
  it('groups runs by key, each group in run order', () => {
    const groups = createGroupTable(16);
    const into = new Int32Array(8);
    sortByKey(Uint16Array.from([5, 3, 5, 7, 3]), 5, into, groups);
    expect(members(groups, into, 3)).toEqual([1, 4]);
    expect(members(groups, into, 5)).toEqual([0, 2]);
    expect(members(groups, into, 7)).toEqual([3]);
    expect(members(groups, into, 4)).toEqual([]);
  });

  it('empties the groups of the previous text: only the new runs are found', () => {
    const groups = createGroupTable(16);
    const into = new Int32Array(8);
    sortByKey(Uint16Array.from([5, 3, 5, 7]), 4, into, groups);
    sortByKey(Uint16Array.from([3]), 1, into, groups);
    expect(members(groups, into, 3)).toEqual([0]);
    expect(members(groups, into, 5)).toEqual([]);
    expect(members(groups, into, 7)).toEqual([]);
  });
});
