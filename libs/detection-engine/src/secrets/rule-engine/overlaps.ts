import type { RawFinding } from './rule-engine.ts';

/**
 * Several rules often report the same value (a vendor rule and a generic one, two versions of a
 * vendor rule). Keeps, for each value, the most confident finding and drops findings inside a
 * more confident one. Works per cluster of overlapping findings, so it stays linear in practice.
 */
export function resolveOverlaps(findings: readonly RawFinding[]): RawFinding[] {
  const byStart = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: RawFinding[] = [];
  let cluster: RawFinding[] = [];
  let clusterEnd = -1;
  const close = () => {
    if (cluster.length === 1) kept.push(cluster[0] as RawFinding);
    else if (cluster.length > 1) kept.push(...resolveCluster(cluster));
    cluster = [];
  };
  for (const finding of byStart) {
    if (finding.start >= clusterEnd) close();
    cluster.push(finding);
    clusterEnd = Math.max(clusterEnd, finding.end);
  }
  close();
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}

function resolveCluster(cluster: readonly RawFinding[]): RawFinding[] {
  if (cluster.length < 2) return [...cluster];
  const ranked = [...cluster].sort(
    (a, b) => b.confidence - a.confidence || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: RawFinding[] = [];
  for (const finding of ranked) {
    if (!kept.some((other) => other.start <= finding.start && finding.end <= other.end)) kept.push(finding);
  }
  return kept;
}
