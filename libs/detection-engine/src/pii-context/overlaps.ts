import type { Span } from './finding.ts';

const rank = (a: Span, b: Span): number => b.confidence - a.confidence || b.end - b.start - (a.end - a.start);

/** Keeps, within each cluster of overlapping spans, the most confident (then longest) ones that do not overlap. */
export function resolveOverlaps(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Span[] = [];
  let cluster: Span[] = [];
  let clusterEnd = -1;
  const flush = (): void => {
    const chosen: Span[] = [];
    for (const span of [...cluster].sort(rank)) {
      if (chosen.every((other) => span.end <= other.start || span.start >= other.end)) chosen.push(span);
    }
    kept.push(...chosen.sort((a, b) => a.start - b.start));
    cluster = [];
  };
  for (const span of sorted) {
    if (span.start >= clusterEnd && cluster.length > 0) flush();
    cluster.push(span);
    clusterEnd = Math.max(clusterEnd, span.end);
  }
  if (cluster.length > 0) flush();
  return kept;
}
