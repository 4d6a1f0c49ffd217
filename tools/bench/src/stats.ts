/** Nearest-rank percentile of an ascending list of samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** Nearest-rank percentile of samples in any order. */
export const percentileOf = (samples: readonly number[], p: number): number =>
  percentile(
    [...samples].sort((a, b) => a - b),
    p,
  );

/** The middle value (nearest rank) of samples in any order. */
export const median = (samples: readonly number[]): number => percentileOf(samples, 50);

export interface LatencySummary {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(samplesMs: number[], wallMs: number): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: sorted.length,
    perSecond: Math.round((sorted.length / wallMs) * 1000),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}
