import type { LoadResult } from './load.ts';
import { median } from '../stats.ts';

/** The three ways a turn reaches the mock: straight, through two bare proxies, through the gateway. */
export const PATHS = ['direct', 'two-hop', 'gateway'] as const;
export type PathName = (typeof PATHS)[number];

/** One load phase with what each group of processes spent on it. */
export interface Measured {
  result: LoadResult;
  /** CPU ms per process group over the phase. */
  cpu: Map<string, number>;
  /** Ms the groups' main threads were ready to run but waited for a CPU. */
  wait: Map<string, number>;
  /** Write system calls per group. */
  writes: Map<string, number>;
}

/** The processes whose CPU is each path's own: what the comparison is about. */
export const OWN_GROUPS: Record<PathName, readonly string[]> = {
  direct: [],
  'two-hop': ['proxy 1', 'proxy 2'],
  gateway: ['edge', 'chat-pipeline', 'postgres', 'other apps'],
};

/** Medians over the rounds of one path at one concurrency. */
export interface PathFigures {
  path: PathName;
  rounds: number;
  requests: number;
  failures: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Group → CPU ms per request; `own` is the path's own groups together. */
  cpuPerRequest: Map<string, number>;
  waitPerRequest: Map<string, number>;
  writesPerRequest: Map<string, number>;
  ownCpuPerRequest: number;
}

const perRequest = (m: Measured, figures: Map<string, number>, name: string) =>
  (figures.get(name) ?? Number.NaN) / m.result.requests;

export function pathFigures(path: PathName, rounds: readonly Measured[]): PathFigures {
  const names = [...(rounds[0]?.cpu.keys() ?? [])];
  const medianOf = (pick: (m: Measured) => number) => median(rounds.map(pick));
  const byGroup = (which: 'cpu' | 'wait' | 'writes') =>
    new Map(names.map((name) => [name, medianOf((m) => perRequest(m, m[which], name))]));
  return {
    path,
    rounds: rounds.length,
    requests: rounds.reduce((sum, m) => sum + m.result.requests, 0),
    failures: rounds.reduce((sum, m) => sum + m.result.failures, 0),
    perSecond: medianOf((m) => m.result.perSecond),
    p50: medianOf((m) => m.result.p50),
    p99: medianOf((m) => m.result.p99),
    cpuPerRequest: byGroup('cpu'),
    waitPerRequest: byGroup('wait'),
    writesPerRequest: byGroup('writes'),
    ownCpuPerRequest: medianOf((m) => OWN_GROUPS[path].reduce((sum, name) => sum + perRequest(m, m.cpu, name), 0)),
  };
}

/**
 * The order of the paths in round `round`: rotated, so that no path always runs first (after a
 * pause) or last (after the others warmed the caches and the CPU's clock).
 */
export const pathOrder = (round: number): PathName[] =>
  PATHS.map((_, i) => PATHS[(i + round) % PATHS.length] as PathName);
