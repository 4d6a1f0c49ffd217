import type { TargetLine } from '../targets.ts';
import type { AppMemory, ConcurrencyFigures } from './report.ts';
import type { PathFigures } from './rounds.ts';

/** Apps held to the smaller idle bound; chat-pipeline and detection carry the engine's tables and models. */
const SMALL_APPS = ['edge-gateway', 'sessions', 'admin', 'diagnostics'];
const ENGINE_APPS = ['chat-pipeline', 'detection'];
const fmt = (v: number, unit = ' ms') => (Number.isFinite(v) ? `${v.toFixed(2)}${unit}` : 'n/a');

const pick = (c: ConcurrencyFigures | undefined, path: PathFigures['path']) => c?.paths.find((p) => p.path === path);

/** The chat targets (issue 22 and the earlier 5 ms one), judged on the medians of one run. */
export function chatTargets(concurrencies: readonly ConcurrencyFigures[], memory: readonly AppMemory[]): TargetLine[] {
  const at = (n: number) => concurrencies.find((c) => c.connections === n);
  const ratios = concurrencies.map((c) => ({
    connections: c.connections,
    ratio: (pick(c, 'gateway')?.ownCpuPerRequest ?? Number.NaN) / (pick(c, 'two-hop')?.ownCpuPerRequest ?? Number.NaN),
  }));
  const worstRatio = Math.max(...ratios.map((r) => r.ratio));
  const rate50 =
    (pick(at(50), 'gateway')?.perSecond ?? Number.NaN) / (pick(at(50), 'two-hop')?.perSecond ?? Number.NaN);
  const added = (n: number) => (pick(at(n), 'gateway')?.p50 ?? Number.NaN) - (pick(at(n), 'direct')?.p50 ?? Number.NaN);
  const failures = concurrencies.reduce((sum, c) => sum + (pick(c, 'gateway')?.failures ?? 0), 0);
  const loopMax = (app: 'pipeline' | 'edge') =>
    Math.max(...concurrencies.map((c) => c.loops[app]?.cpuMax ?? Number.NaN));
  const idleOver = (apps: readonly string[], limit: number) =>
    memory.filter((m) => apps.includes(m.app) && !(m.idleMb <= limit));
  const listIdle = (apps: readonly string[]) =>
    memory
      .filter((m) => apps.includes(m.app))
      .map((m) => `${m.app} ${fmt(m.idleMb, ' MB')}`)
      .join(', ');
  const notBack = memory.filter((m) => !(m.afterMb <= m.idleMb * 1.15));
  return [
    {
      name: "gateway CPU per chat turn (edge + chat-pipeline + postgres + other apps) ≤ 4× the two-hop pass-through's, at every concurrency",
      actual: ratios.map((r) => `c=${r.connections}: ${r.ratio.toFixed(1)}×`).join(', '),
      pass: worstRatio <= 4,
    },
    {
      name: "req/s at concurrency 50 ≥ 60 % of the two-hop pass-through's",
      actual: `${(100 * rate50).toFixed(0)} %`,
      pass: rate50 >= 0.6,
    },
    {
      name: 'added p50 at concurrency 1 ≤ 1.0 ms over the direct call',
      actual: fmt(added(1)),
      pass: added(1) <= 1,
    },
    {
      name: 'p50 added latency ≤ 5 ms at concurrency 10 for a 1 KB prompt and reply, no failed response',
      actual: `${fmt(added(10))}, ${failures} failed responses in all gateway phases`,
      pass: added(10) <= 5 && failures === 0,
    },
    {
      name: 'no event-loop stall above 20 ms (on-CPU, chat-pipeline and edge)',
      actual: `chat-pipeline ${fmt(loopMax('pipeline'))}, edge ${fmt(loopMax('edge'))}`,
      pass: Math.max(loopMax('pipeline'), loopMax('edge')) <= 20,
    },
    {
      name: 'idle RSS ≤ 150 MB for edge, sessions, admin and diagnostics',
      actual: listIdle(SMALL_APPS),
      pass: idleOver(SMALL_APPS, 150).length === 0,
    },
    {
      name: 'idle RSS ≤ 250 MB for chat-pipeline and detection',
      actual: listIdle(ENGINE_APPS),
      pass: idleOver(ENGINE_APPS, 250).length === 0,
    },
    {
      name: 'RSS back within 15 % of idle after the load, every app',
      actual:
        notBack.length === 0
          ? 'every app'
          : `not: ${notBack.map((m) => `${m.app} +${fmt((100 * m.afterMb) / m.idleMb - 100, ' %')}`).join(', ')}`,
      pass: notBack.length === 0,
    },
  ];
}
