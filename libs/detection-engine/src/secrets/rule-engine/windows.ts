/** A half-open range of offsets. */
export type Window = readonly [number, number];

/** Clamps to [0, length], sorts (when needed) and merges overlapping or touching windows. */
export function mergeWindows(windows: readonly Window[], length: number): Window[] {
  let sorted = true;
  for (let i = 1; i < windows.length && sorted; i++)
    sorted = (windows[i - 1] as Window)[0] <= (windows[i] as Window)[0];
  const ordered = sorted ? windows : [...windows].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  let last: [number, number] | undefined;
  for (const [rawFrom, rawTo] of ordered) {
    const from = Math.max(0, rawFrom);
    const to = Math.min(length, rawTo);
    if (from >= to) continue;
    if (last && from <= last[1]) {
      if (to > last[1]) last[1] = to;
    } else {
      last = [from, to];
      merged.push(last);
    }
  }
  return merged;
}
