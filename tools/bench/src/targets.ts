import { emptyTally, rates } from './metrics.ts';
import type { PiiScore } from './pii-scoring.ts';
import { VALIDATED_TYPES } from './pii-types.ts';
import type { BinaryScore, SecretsScore } from './scoring.ts';

export interface TargetLine {
  name: string;
  /** The measured value as printed, e.g. "0.962" or "1.41 ms". */
  actual: string;
  pass: boolean;
}

const fmt = (v: number | null) => (v === null ? 'n/a' : v.toFixed(3));

/** A missing measurement (null) never passes. */
const atLeast = (name: string, value: number | null, min: number): TargetLine => ({
  name: `${name} ≥ ${min}`,
  actual: fmt(value),
  pass: value !== null && value >= min,
});

export interface AccuracyScores {
  secrets: SecretsScore;
  pii: PiiScore;
  jailbreak: BinaryScore;
  toxicity: BinaryScore;
}

/** The bars of issue 18: secrets 0.97 / 0.97, PII F1 0.95, every validated type 0.97, 60 countries. */
/** A checksum-validated type is held to the bar once the corpus has this many positives of it. */
const MIN_POSITIVES = 5;

export function accuracyTargets(
  s: AccuracyScores,
  breadth: { countries: number; checksumTypes: ReadonlySet<string> },
): TargetLine[] {
  const short = [...s.pii.byType]
    .filter(([type, t]) => breadth.checksumTypes.has(type) && t.tp + t.fn >= MIN_POSITIVES)
    .map(([type, t]) => [type, rates(t).f1 ?? 0] as const)
    .filter(([, f1]) => f1 < 0.97)
    .sort(([a], [b]) => a.localeCompare(b));
  const secrets = rates(s.secrets.overall);
  const real = rates(s.secrets.withoutPlaceholders);
  return [
    {
      name: 'secrets recall ≥ 0.97 at precision ≥ 0.97',
      actual: `recall ${fmt(secrets.recall)}, precision ${fmt(secrets.precision)}; obvious placeholders left out: recall ${fmt(real.recall)}, precision ${fmt(real.precision)}`,
      pass: (secrets.recall ?? 0) >= 0.97 && (secrets.precision ?? 0) >= 0.97,
    },
    atLeast('PII F1 overall', rates(s.pii.overall).f1, 0.95),
    ...VALIDATED_TYPES.map((type) => atLeast(`PII F1 ${type}`, rates(s.pii.byType.get(type) ?? emptyTally()).f1, 0.97)),
    {
      name: `PII F1 ≥ 0.97 for every checksum-validated type with ≥ ${MIN_POSITIVES} positives in the corpus`,
      actual: short.length === 0 ? 'all' : `short: ${short.map(([type, f1]) => `${type} ${fmt(f1)}`).join(', ')}`,
      pass: short.length === 0,
    },
    {
      name: 'national identifiers validated for ≥ 60 countries',
      actual: `${breadth.countries} countries`,
      pass: breadth.countries >= 60,
    },
    atLeast('jailbreak/injection F1', rates(s.jailbreak.overall).f1, 0.93),
    atLeast('toxicity F1', rates(s.toxicity.overall).f1, 0.9),
  ];
}

export function speedTargets(m: { p50SyncMs: number; p50AsyncMs: number; mbPerSecond: number }): TargetLine[] {
  const ms = (name: string, value: number): TargetLine => ({
    name: `${name} ≤ 2 ms`,
    actual: `${value.toFixed(2)} ms`,
    pass: value <= 2,
  });
  return [
    ms('p50 in-process detectSync, 2 KB prompt', m.p50SyncMs),
    ms('p50 in-process detect (async), 2 KB prompt', m.p50AsyncMs),
    {
      name: 'throughput ≥ 20 MB/s per core',
      actual: `${m.mbPerSecond.toFixed(1)} MB/s`,
      pass: m.mbPerSecond >= 20,
    },
  ];
}

/** Today's engine against an earlier commit's, timed in the same rounds: ratios are today / baseline time. */
export function changeTargets(m: {
  p50Ms: number;
  latencyRatio: number;
  throughputRatios: readonly number[];
  baseline: string;
}): TargetLine[] {
  const worst = Math.max(...m.throughputRatios);
  return [
    { name: 'p50 detectSync, 2 KB prompt ≤ 1 ms', actual: `${m.p50Ms.toFixed(2)} ms`, pass: m.p50Ms <= 1 },
    {
      name: `2 KB latency no slower than ${m.baseline}`,
      actual: `${m.latencyRatio.toFixed(2)}× its time`,
      pass: m.latencyRatio <= 1,
    },
    {
      name: `throughput no slower than ${m.baseline}`,
      actual: `${m.throughputRatios.map((r) => `${r.toFixed(2)}×`).join(', ')} its time`,
      pass: worst <= 1,
    },
  ];
}

export const targetBlock = (lines: readonly TargetLine[]): string =>
  lines.map((l) => `- **${l.pass ? 'PASS' : 'FAIL'}** ${l.name} (${l.actual})`).join('\n');
