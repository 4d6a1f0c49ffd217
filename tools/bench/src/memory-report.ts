import { cpus, platform, release } from 'node:os';
import type { LoadResult } from './chat/load.ts';
import type { MemoryUsage } from './memory-probe.ts';
import { table } from './report.ts';
import { targetBlock, type TargetLine } from './targets.ts';

/** The issue's targets: memory comes back after load, and a non-media app idles small. */
export const AFTER_LOAD_MAX_RATIO = 1.15;
export const IDLE_MAX_MB = 200;
/** Media analysis holds image and document models; the idle ceiling is not meant for it. */
export const MEDIA_APPS: ReadonlySet<string> = new Set(['media-analysis']);

export interface AppMemory {
  app: string;
  idleMb: number;
  peakMb: number;
  endOfLoadMb: number;
  afterMb: number;
  /** CPU time the app used during the load. */
  cpuMs: number;
  /** From inside the process (memory probe): at idle, at the end of the load, after the wait. */
  usage: { idle?: MemoryUsage; endOfLoad?: MemoryUsage; after?: MemoryUsage };
}

export interface MemoryRun {
  date: string;
  load: { before: number[]; duringEnd: number[]; after: number[] };
  settings: {
    idleSettleSeconds: number;
    loadSeconds: number;
    afterSeconds: number;
    chatStreams: number;
    detectClients: number;
    sessionClients: number;
    logLevel: string;
    nodeOptions: string;
    heapSnapshots: boolean;
  };
  traffic: { name: string; result: LoadResult }[];
  apps: AppMemory[];
}

const mb = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : 'n/a');
const loads = (l: readonly number[]) => l.map((v) => v.toFixed(2)).join(', ');
const usageMb = (u: MemoryUsage | undefined, key: keyof MemoryUsage) => (u ? mb(u[key] / 2 ** 20) : 'n/a');

export function memoryTargets(apps: readonly AppMemory[]): TargetLine[] {
  return apps.flatMap((a) => {
    const ratio = a.afterMb / a.idleMb;
    const lines: TargetLine[] = [
      {
        name: `${a.app}: RSS 30 s after load within ${Math.round((AFTER_LOAD_MAX_RATIO - 1) * 100)} % of idle`,
        actual: `${mb(a.afterMb)} MB against ${mb(a.idleMb)} MB idle, ×${ratio.toFixed(2)}`,
        pass: ratio <= AFTER_LOAD_MAX_RATIO,
      },
    ];
    if (!MEDIA_APPS.has(a.app)) {
      lines.push({
        name: `${a.app}: idle RSS ≤ ${IDLE_MAX_MB} MB`,
        actual: `${mb(a.idleMb)} MB`,
        pass: a.idleMb <= IDLE_MAX_MB,
      });
    }
    return lines;
  });
}

export function memoryReport(run: MemoryRun): string {
  const s = run.settings;
  const rssRows = run.apps.map((a) => [
    a.app,
    mb(a.idleMb),
    mb(a.peakMb),
    mb(a.endOfLoadMb),
    mb(a.afterMb),
    `×${(a.afterMb / a.idleMb).toFixed(2)}`,
  ]);
  const heapRows = run.apps.flatMap((a) =>
    (['idle', 'endOfLoad', 'after'] as const).map((phase) => [
      a.app,
      { idle: 'idle', endOfLoad: 'end of load', after: `${s.afterSeconds} s after` }[phase],
      usageMb(a.usage[phase], 'rss'),
      usageMb(a.usage[phase], 'heapTotal'),
      usageMb(a.usage[phase], 'heapUsed'),
      usageMb(a.usage[phase], 'external'),
      usageMb(a.usage[phase], 'arrayBuffers'),
    ]),
  );
  const chatTurns = run.traffic[0]?.result.requests ?? 0;
  const cpuRows = run.apps.map((a) => [a.app, (a.cpuMs / 1000).toFixed(1), (a.cpuMs / chatTurns).toFixed(2)]);
  const trafficRows = run.traffic.map(({ name, result }) => [
    name,
    result.requests,
    result.failures,
    result.perSecond,
    result.p50,
    result.p99,
  ]);
  return `# Memory under chat load (${run.date})

Machine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, node ${process.version}, ${platform()} ${release()}. Load average before the fleet started ${loads(run.load.before)}; at the end of the load ${loads(run.load.duringEnd)}; at the end ${loads(run.load.after)}. The machine is shared: figures are noisy.

Method:

- The real fleet (\`tools/fleet/src/start.ts\`: the edge and six apps, one process each, \`LOG_LEVEL=${s.logLevel}\`${s.nodeOptions ? `, \`NODE_OPTIONS=${s.nodeOptions}\`` : ''}) on a fresh PostgreSQL database, and one OpenAI mock (a process of its own) answering every turn with a 1 KB benign reply in 20 deltas. Setup, sign-in, an OpenAI credential on the mock, an API key and ${s.sessionClients} sessions are made through the edge.
- Idle: ${s.idleSettleSeconds} s after that set-up, before any chat. Load for ${s.loadSeconds} s through the edge: ${s.chatStreams} concurrent streamed \`POST /chat/completions\` (1 KB prompt, default filter on both sides), ${s.detectClients} concurrent \`POST /api/v1/guardrails/detect\` (the same 1 KB text, API key) and ${s.sessionClients} clients each sending messages to a session of its own (\`POST /sessions/:id/messages\`); each client sends its next request once the previous response has ended. Then nothing for ${s.afterSeconds} s.
- RSS is read from \`/proc/<pid>/status\` (VmRSS); the peak is VmHWM, reset to the current RSS when the load starts (\`clear_refs\`), so it is exact rather than sampled. Heap figures come from \`process.memoryUsage()\` inside each app (a probe preloaded with \`NODE_OPTIONS=--import\`, no app code changes); no collection is forced.${s.heapSnapshots ? '\n- **Heap snapshots were written at idle and after the wait: the RSS after the first one includes memory the snapshot itself took, which glibc keeps.**' : ''}

## Targets

${targetBlock(memoryTargets(run.apps))}

## RSS (MB)

${table(['app', 'idle', 'peak under load', 'end of load', `${s.afterSeconds} s after`, 'after / idle'], rssRows)}

## Inside each process (MB)

${table(['app', 'when', 'rss', 'heap total', 'heap used', 'external', 'array buffers'], heapRows)}

## Traffic

${table(['requests', 'completed', 'failed', 'req/s', 'p50 ms', 'p99 ms'], trafficRows)}

CPU each app used during the load (from /proc, 10 ms ticks), in all and per completed chat turn (the detection and session requests included):

${table(['app', 'CPU s', 'ms per chat turn'], cpuRows)}
`;
}
