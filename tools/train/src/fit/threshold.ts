export interface Scored {
  target: 0 | 1;
  score: number;
}

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

export function count(scored: readonly Scored[], threshold: number): Counts {
  const c = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const { target, score } of scored) {
    if (target === 1) c[score >= threshold ? 'tp' : 'fn']++;
    else c[score >= threshold ? 'fp' : 'tn']++;
  }
  return c;
}

export const f1 = ({ tp, fp, fn }: Counts): number => (tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn));
export const recall = ({ tp, fn }: Counts): number => (tp + fn === 0 ? 0 : tp / (tp + fn));
export const falsePositiveRate = ({ fp, tn }: Counts): number => (fp + tn === 0 ? 0 : fp / (fp + tn));

/** Candidate thresholds, coarse enough that a choice does not chase single validation rows. */
const GRID = Array.from({ length: 91 }, (_, i) => Math.round((0.05 + i * 0.01) * 100) / 100);

/** The lowest threshold whose false-positive rate on the negatives is at most `rate`. */
export function thresholdForFalsePositiveRate(scored: readonly Scored[], rate: number): number {
  return GRID.find((t) => falsePositiveRate(count(scored, t)) <= rate) ?? GRID[GRID.length - 1]!;
}
