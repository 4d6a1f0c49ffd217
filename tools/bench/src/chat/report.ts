import { cpus, loadavg, platform, release } from 'node:os';
import type { InProcessCost } from './inprocess.ts';
import type { LoadResult } from './load.ts';
import { PROBE_RESOLUTION_MS, type LoopDelay } from './loop-probe.ts';
import { DELTA_COUNT, PROMPT, REPLY } from './payload.ts';
import { table } from '../report.ts';
import { chatTargets, targetBlock } from '../targets.ts';

export interface LoopFigures {
  pipeline: LoopDelay | undefined;
  edge: LoopDelay | undefined;
}

interface Measured {
  result: LoadResult;
  /** CPU ms per process group over the phase. */
  cpu: Map<string, number>;
  /** Ms the groups' main threads were ready to run but waited for a CPU. */
  wait: Map<string, number>;
}

export interface ConcurrencyResult {
  connections: number;
  direct: Measured;
  gateway: Measured;
  loops: LoopFigures;
}

export interface ChatRun {
  /** os.loadavg() before the fleet started: what else the machine was doing. */
  loadBefore: number[];
  seconds: number;
  warmUp: { seconds: number; result: LoadResult; loops: LoopFigures };
  logLevel: string;
  probed: readonly string[];
  results: ConcurrencyResult[];
  inProcess: InProcessCost;
}

const ms = (n: number) => n.toFixed(2);
const loads = (l: readonly number[]) => l.map((v) => v.toFixed(2)).join(', ');
const plus = (n: number) => `${n >= 0 ? '+' : ''}${n.toFixed(2)}`;

function loopTable(loops: LoopFigures): string {
  const row = (name: string, d: LoopDelay | undefined) =>
    d ? [name, ms(d.cpuMax), ms(d.cpuP99), ms(d.wallMax), ms(d.wallP99), d.samples] : [name, 'n/a', '', '', '', ''];
  return table(
    ['event loop', 'on-CPU max ms', 'on-CPU p99 ms', 'wall max ms', 'wall p99 ms', 'samples'],
    [row('chat-pipeline', loops.pipeline), row('edge', loops.edge)],
  );
}
const latencyRow = (name: string, r: LoadResult) => [
  name,
  r.requests,
  r.failures,
  r.perSecond,
  r.p50,
  r.p95,
  r.p99,
  r.max,
];

function cpuTable(c: ConcurrencyResult): string {
  const names = [...c.gateway.cpu.keys()];
  const row = (phase: string, m: Measured, figures: Map<string, number>) => {
    const per = (v: number) => (m.result.requests > 0 && Number.isFinite(v) ? ms(v / m.result.requests) : 'n/a');
    const total = [...figures.values()].reduce((a, b) => a + b, 0);
    return [phase, ...names.map((n) => per(figures.get(n) ?? Number.NaN)), per(total)];
  };
  return table(
    ['ms per request', ...names, 'total'],
    [
      row('CPU, direct', c.direct, c.direct.cpu),
      row('CPU, through the gateway', c.gateway, c.gateway.cpu),
      row('waiting for a CPU, through the gateway', c.gateway, c.gateway.wait),
    ],
  );
}

/** CPU the gateway itself spends per request: its two processes and its database. */
function gatewayCpu(c: ConcurrencyResult): string {
  const { cpu, result } = c.gateway;
  const own = ['edge', 'chat-pipeline', 'postgres'].reduce((sum, n) => sum + (cpu.get(n) ?? Number.NaN), 0);
  const perRequest = own / result.requests;
  if (!Number.isFinite(perRequest)) return '';
  const cores = cpus().length;
  return `\n\nThe gateway's own CPU (edge + chat-pipeline + postgres) is ${ms(perRequest)} ms per request: with nothing else running, ${cores} cores would cap it near ${Math.round((cores * 1000) / perRequest)} req/s.`;
}

function section(c: ConcurrencyResult): string {
  const { direct, gateway } = { direct: c.direct.result, gateway: c.gateway.result };
  return `## Concurrency ${c.connections}

${table(
  ['path', 'requests', 'failed', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  [
    latencyRow('direct to the mock', direct),
    latencyRow('through the gateway', gateway),
    [
      '**added by the gateway**',
      '',
      '',
      '',
      plus(gateway.p50 - direct.p50),
      plus(gateway.p95 - direct.p95),
      plus(gateway.p99 - direct.p99),
      '',
    ],
  ],
)}

${loopTable(c.loops)}

${cpuTable(c)}${gatewayCpu(c)}`;
}

/** The report: targets first, then one section per concurrency, then the in-process cost. */
export function chatReport(run: ChatRun): string {
  const cpu = cpus();
  const at10 = run.results.find((r) => r.connections === 10);
  // A phase whose figures could not be read makes the maximum NaN: not measured, not passed.
  const worst = (pick: (d: LoopDelay) => number) => {
    const over = (app: keyof LoopFigures) =>
      Math.max(...run.results.map((r) => (r.loops[app] ? pick(r.loops[app]) : Number.NaN)));
    return { pipeline: over('pipeline'), edge: over('edge') };
  };
  const targets = chatTargets({
    addedP50AtC10Ms: at10 ? at10.gateway.result.p50 - at10.direct.result.p50 : Number.NaN,
    failuresAtC10: at10?.gateway.result.failures ?? 0,
    loopCpuMaxMs: worst((d) => d.cpuMax),
    loopWallMaxMs: worst((d) => d.wallMax),
  });
  const { inProcess: ip, warmUp } = run;
  const shared = (run.loadBefore[0] ?? 0) >= cpu.length / 2;

  return `# Chat overhead through the gateway (${new Date().toISOString().slice(0, 10)})

Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}, ${platform()} ${release()}. Load average before the fleet started ${loads(run.loadBefore)}, at the end ${loads(loadavg())}${shared ? ': the machine was shared with other work, so every figure is slower and noisier than on an idle machine' : ''}.

Method:

- The real fleet (\`tools/fleet/src/start.ts\`: the edge and six apps, one process each, \`LOG_LEVEL=${run.logLevel}\`) on a fresh PostgreSQL database, and one OpenAI mock (\`startMockProvider('openai')\`, a process of its own) answering every turn with a ${Buffer.byteLength(REPLY)}-byte benign reply in ${DELTA_COUNT} deltas plus usage. Setup, sign-in and an OpenAI credential on the mock are done through the edge.
- Through the gateway: a streamed \`POST /chat/completions\` to the edge for \`gpt-4o-mini\` with a ${Buffer.byteLength(PROMPT)}-byte benign prompt, signed in with the JWT; the default filter (content-safety-v2) runs on input and output and finds nothing to mask or flag. Direct: the same OpenAI-protocol streaming request (what the gateway's adapter sends) straight to the mock.
- Load: autocannon with N connections, each sending its next request once the previous response has been read to \`[DONE]\` and checked (gateway: usage, the unmasked reply, \`filtered:false\`; direct: the usage frame); ${run.seconds} s per phase, direct then gateway at each concurrency. Latency runs from the request written to the last byte, per response at full precision. First a ${warmUp.seconds} s gateway warm-up at concurrency 10 (${warmUp.result.requests} requests, ${warmUp.result.failures} failed) and a short direct one.
- Event-loop blocking is sampled inside the running ${run.probed.join(' and ')} processes by a probe preloaded with \`NODE_OPTIONS=--import\` (no app code changes): a timer due every ${PROBE_RESOLUTION_MS} ms records, each time it fires, the wall-clock time since its previous firing and the CPU time the main thread used meanwhile. On-CPU is the loop held by work; wall clock adds the time the process was ready but had no core. Both include up to one interval, and on-CPU is only as fine as the kernel's CPU time accounting, which here advances in steps of up to ${ms(run.inProcess.cpuStepMs)} ms (scheduler ticks). The target is judged on on-CPU.
- CPU is read from /proc per process (10 ms ticks; the probe itself costs each probed process about 20 ms of CPU per second, i.e. 0.2 ms per request at 100 req/s); postgres is the backends of the benchmark's database. "Waiting for a CPU" is the run-queue wait of each process's main thread (/proc schedstat): time it was ready to run but no core was free.

## Targets

${targetBlock(targets)}

${run.results.map(section).join('\n\n')}

## Warm-up and in-process cost

The event loops during the warm-up (first requests, JIT; not part of the target):

${loopTable(warmUp.loops)}

In this process, the filters' work for one turn: \`detect\` of the prompt, then of the reply (\`createDefaultEngine()\`, \`DEFAULT_POLICY\`), ${ip.wall.requests} turns after 200 warm-up turns. A turn holds the thread from start to end.

${table(
  ['one turn, wall clock', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  [['detect(prompt) + detect(reply)', ip.wall.p50, ip.wall.p95, ip.wall.p99, ip.wall.max]],
)}

This thread's CPU time over all turns: ${ms(ip.cpuPerTurnMs)} ms per turn. The loop sampler around them: on-CPU max ${ms(ip.loop.cpuMax)} ms, wall max ${ms(ip.loop.wallMax)} ms; the thread waited ${ms(ip.waitMs)} ms in all for a core meanwhile.

Command: \`pnpm --filter @csg/bench bench:chat\` with \`DATABASE_URL\` naming a PostgreSQL server (a database \`bench_chat_<timestamp>\` is created on it and dropped at the end). \`BENCH_SECONDS\` (default 10), \`BENCH_WARMUP_SECONDS\` (5), \`BENCH_CONCURRENCIES\` (1,10,50) and \`BENCH_LOG_LEVEL\` (warn) override.`;
}
