/** Grey pixels, one byte each, row by row. */
export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A half-open run of rows or columns. */
export interface Run {
  start: number;
  end: number;
}

/** A row's ink must reach this share of the densest row's. */
const ROW_SHARE = 0.12;

/** Otsu's threshold: the grey level that best splits the pixels into two classes (ink and paper). */
export function otsuThreshold(values: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const v of values) histogram[v]!++;
  let total = 0;
  for (let i = 0; i < 256; i++) total += i * histogram[i]!;
  let below = 0;
  let belowSum = 0;
  let best = -1;
  let threshold = 128;
  for (let i = 0; i < 256; i++) {
    below += histogram[i]!;
    if (below === 0) continue;
    const above = values.length - below;
    if (above === 0) break;
    belowSum += i * histogram[i]!;
    const spread = below * above * (belowSum / below - (total - belowSum) / above) ** 2;
    if (spread > best) {
      best = spread;
      threshold = i;
    }
  }
  return threshold;
}

/** Pixels darker than `threshold` in each row, over columns [from, to). */
export function rowInk(grey: Grey, threshold: number, from: number, to: number): Uint32Array {
  const ink = new Uint32Array(grey.height);
  const left = Math.max(0, Math.floor(from));
  const right = Math.min(grey.width, Math.ceil(to));
  for (let y = 0; y < grey.height; y++) {
    let n = 0;
    for (let x = left; x < right; x++) if (grey.data[y * grey.width + x]! <= threshold) n++;
    ink[y] = n;
  }
  return ink;
}

/**
 * Text rows by horizontal projection: runs of rows whose ink reaches a share of the densest row's,
 * gaps under `minGap` closed (a thin stroke's gap inside a line), runs under `minHeight` dropped.
 */
export function textRows(ink: Uint32Array, minHeight: number, minGap: number): Run[] {
  const densest = Math.max(0, ...ink);
  if (densest === 0) return [];
  const runs: Run[] = [];
  let start = -1;
  for (let y = 0; y <= ink.length; y++) {
    const inked = y < ink.length && ink[y]! > densest * ROW_SHARE;
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      const last = runs.at(-1);
      if (last && start - last.end < minGap) last.end = y;
      else runs.push({ start, end: y });
      start = -1;
    }
  }
  return runs.filter((run) => run.end - run.start >= minHeight);
}

/**
 * The columns a text row's ink spans, in rows [top, bottom): the run of inked columns that overlaps
 * `seed`, followed left and right across gaps narrower than `maxGap` (the spacing of the characters,
 * not the margin to a neighbouring block). Null when no ink touches the seed.
 */
export function inkColumns(grey: Grey, threshold: number, rows: Run, seed: Run, maxGap: number): Run | null {
  const inked = new Uint8Array(grey.width);
  for (let y = Math.max(0, rows.start); y < Math.min(grey.height, rows.end); y++) {
    for (let x = 0; x < grey.width; x++) if (grey.data[y * grey.width + x]! <= threshold) inked[x] = 1;
  }
  let start = -1;
  let end = -1;
  for (let x = Math.max(0, Math.floor(seed.start)); x < Math.min(grey.width, Math.ceil(seed.end)); x++) {
    if (!inked[x]) continue;
    if (start < 0) start = x;
    end = x + 1;
  }
  if (start < 0) return null;
  const reach = (from: number, step: number) => {
    let edge = from;
    for (let x = from, blank = 0; x >= 0 && x < grey.width && blank < maxGap; x += step) {
      if (inked[x]) {
        edge = x;
        blank = 0;
      } else blank++;
    }
    return edge;
  };
  return { start: reach(start, -1), end: reach(end - 1, 1) + 1 };
}
