/** Confusion counts and the rates derived from them. */
export interface Tally {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export type Outcome = keyof Tally;

export interface Rates {
  /** null when nothing was predicted positive. */
  precision: number | null;
  /** null when there is no positive case. */
  recall: number | null;
  /** 2TP / (2TP + FP + FN): 0 when positives exist but none was found; null when there is nothing to score. */
  f1: number | null;
}

export const emptyTally = (): Tally => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

export function outcomeOf(positive: boolean, predicted: boolean): Outcome {
  if (positive) return predicted ? 'tp' : 'fn';
  return predicted ? 'fp' : 'tn';
}

/** Adds one outcome under `key` in a caller-owned map. */
export function countInto(map: Map<string, Tally>, key: string, outcome: Outcome): void {
  const tally = map.get(key) ?? emptyTally();
  tally[outcome] += 1;
  map.set(key, tally);
}

export function sumTallies(tallies: Iterable<Tally>): Tally {
  const total = emptyTally();
  for (const t of tallies) {
    total.tp += t.tp;
    total.fp += t.fp;
    total.fn += t.fn;
    total.tn += t.tn;
  }
  return total;
}

const ratio = (num: number, den: number): number | null => (den === 0 ? null : num / den);

export function rates(t: Tally): Rates {
  return {
    precision: ratio(t.tp, t.tp + t.fp),
    recall: ratio(t.tp, t.tp + t.fn),
    f1: ratio(2 * t.tp, 2 * t.tp + t.fp + t.fn),
  };
}

/** Ids (and a short non-text detail such as a rule id or entity type) of wrong answers, capped. */
export interface Miss {
  id: string;
  detail: string;
}

export interface MissList {
  total: number;
  shown: Miss[];
}

export const emptyMissList = (): MissList => ({ total: 0, shown: [] });

export function noteMiss(list: MissList, miss: Miss, cap: number): void {
  list.total += 1;
  if (list.shown.length < cap) list.shown.push(miss);
}
