import { cpus, loadavg, platform, release } from 'node:os';
import { table } from '../report.ts';
import { targetBlock } from '../targets.ts';
import type { MemoryStep } from './engine-memory.ts';
import type { InProcessCost } from './inprocess.ts';
import type { LoadResult } from './load.ts';
import { PROBE_RESOLUTION_MS, type LoopDelay } from './loop-probe.ts';
import { DELTA_COUNT, PROMPT, REPLY } from './payload.ts';
import { profileTables, type CpuProfile } from './profile-table.ts';
import type { PathFigures } from './rounds.ts';
import { chatTargets } from './targets.ts';

export interface LoopFigures {
  pipeline: LoopDelay | undefined;
  edge: LoopDelay | undefined;
}

export interface ConcurrencyFigures {
  connections: number;
  paths: PathFigures[];
  loops: LoopFigures;
}

export interface AppMemory {
  app: string;
  idleMb: number;
  peakMb: number;
  afterMb: number;
  /** CPU the app used while idle, before any load: timers, probes, pools. */
  idleCpuMsPerSecond: number;
}

export interface ChatRun {
  /** os.loadavg() before anything started: what else the machine was doing. */
  loadBefore: number[];
  seconds: number;
  rounds: number;
  warmUp: { seconds: number; result: LoadResult };
  logLevel: string;
  idleSeconds: number;
  afterSeconds: number;
  concurrencies: ConcurrencyFigures[];
  memory: AppMemory[];
  profiles: { connections: number; requests: number; pipeline?: CpuProfile; edge?: CpuProfile };
  inProcess: InProcessCost;
  engine: MemoryStep[];
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const mb = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');
const loads = (l: readonly number[]) => l.map((v) => v.toFixed(2)).join(', ');
const LABEL: Record<PathFigures['path'], string> = {
  direct: 'direct to the mock',
  'two-hop': 'two-hop pass-through',
  gateway: 'through the gateway',
};

function loopTable(loops: LoopFigures): string {
  const row = (name: string, d: LoopDelay | undefined) =>
    d ? [name, ms(d.cpuMax), ms(d.cpuP99), ms(d.wallMax), ms(d.wallP99), d.samples] : [name, 'n/a', '', '', '', ''];
  return table(
    ['event loop', 'on-CPU max ms', 'on-CPU p99 ms', 'wall max ms', 'wall p99 ms', 'samples'],
    [row('chat-pipeline', loops.pipeline), row('edge', loops.edge)],
  );
}

function section(c: ConcurrencyFigures): string {
  const direct = c.paths.find((p) => p.path === 'direct');
  const groups = [...(c.paths[0]?.cpuPerRequest.keys() ?? [])];
  return `## Concurrency ${c.connections}

${table(
  ['path', 'requests', 'failed', 'req/s', 'p50 ms', 'p99 ms', 'p50 added ms', 'own CPU ms per request'],
  c.paths.map((p) => [
    LABEL[p.path],
    p.requests,
    p.failures,
    Math.round(p.perSecond),
    ms(p.p50),
    ms(p.p99),
    direct && p !== direct ? ms(p.p50 - direct.p50) : '',
    p.path === 'direct' ? '' : ms(p.ownCpuPerRequest),
  ]),
)}

${table(
  ['CPU ms per request', ...groups],
  c.paths.map((p) => [LABEL[p.path], ...groups.map((g) => ms(p.cpuPerRequest.get(g) ?? Number.NaN))]),
)}

${table(
  ['write system calls per request', ...groups],
  c.paths.map((p) => [LABEL[p.path], ...groups.map((g) => (p.writesPerRequest.get(g) ?? Number.NaN).toFixed(1))]),
)}

${table(
  ['waiting for a CPU, ms per request', ...groups],
  c.paths.map((p) => [LABEL[p.path], ...groups.map((g) => ms(p.waitPerRequest.get(g) ?? Number.NaN))]),
)}

Event loops in a gateway phase of their own at this concurrency:

${loopTable(c.loops)}`;
}

function memorySection(run: ChatRun): string {
  return table(
    ['app', 'idle MB', 'peak MB', `${run.afterSeconds} s after MB`, 'after vs idle', 'idle CPU ms/s'],
    run.memory.map((m) => [
      m.app,
      mb(m.idleMb),
      mb(m.peakMb),
      mb(m.afterMb),
      `${((100 * m.afterMb) / m.idleMb - 100).toFixed(1)} %`,
      ms(m.idleCpuMsPerSecond),
    ]),
  );
}

function profileSection(run: ChatRun): string {
  const { profiles: p } = run;
  const one = (name: string, profile: CpuProfile | undefined) =>
    profile ? `### ${name}\n\n${profileTables(profile, p.requests)}` : `### ${name}\n\nNo profile was written.`;
  return `## CPU profiles at concurrency ${p.connections}

V8's sampling profiler (every 250 µs) in the chat-pipeline and edge processes over ${p.requests} gateway turns, after every other phase (its own cost stays out of the figures above). Self time: the function on top of the stack when the sample was taken; idle samples and the profiler's own start and stop left out.

${one('chat-pipeline', p.pipeline)}

${one('edge', p.edge)}`;
}

/** The report: targets first, one section per concurrency, memory, profiles, the in-process cost. */
export function chatReport(run: ChatRun): string {
  const cpu = cpus();
  const ip = run.inProcess;
  const shared = (run.loadBefore[0] ?? 0) >= cpu.length / 2;
  return `# Chat overhead through the gateway (${new Date().toISOString().slice(0, 10)})

Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}, ${platform()} ${release()}. Load average before the run ${loads(run.loadBefore)}, at the end ${loads(loadavg())}${shared ? ': the machine was shared with other work, so every figure is slower and noisier than on an idle machine' : ''}.

## Targets

${targetBlock(chatTargets(run.concurrencies, run.memory))}

Method:

- The real fleet (\`tools/fleet/src/start.ts\`: the edge and six apps, one process each, \`LOG_LEVEL=${run.logLevel}\`) on a fresh PostgreSQL database, and one OpenAI mock (\`startMockProvider('openai')\`, a process of its own) answering every turn with a ${Buffer.byteLength(REPLY)}-byte benign reply in ${DELTA_COUNT} deltas plus usage. Setup, sign-in and an OpenAI credential on the mock are done through the edge.
- Three paths to the same mock. Through the gateway: a streamed \`POST /chat/completions\` to the edge for \`gpt-4o-mini\` with a ${Buffer.byteLength(PROMPT)}-byte benign prompt, signed in with the JWT; the default filter runs on input and output and finds nothing to act on. Direct: the OpenAI-protocol streaming request the gateway's adapter sends, straight to the mock. Two-hop pass-through: that request through two bare Node HTTP proxies in processes of their own (\`pass-through.ts\`: keep-alive, no parsing), the floor of the edge → chat-pipeline shape.
- Load: autocannon with N connections, each sending its next request once the previous response has been read to \`[DONE]\` and checked. ${run.rounds} rounds; in each, every concurrency runs the three paths for ${run.seconds} s each, in an order rotated from round to round. Figures are the medians over the rounds (requests and failures are totals). First a ${run.warmUp.seconds} s gateway warm-up at concurrency 10 (${run.warmUp.result.requests} requests, ${run.warmUp.result.failures} failed) and short baseline ones.
- CPU is read from /proc per process (10 ms ticks), and so are the write system calls (\`syscw\` of /proc/<pid>/io: on loopback each socket write also runs the receiving side of TCP in the kernel, so they are a large part of a short turn's CPU): "own CPU" is the gateway's edge, chat-pipeline, the PostgreSQL backends of its database and the other apps (idle here), or the two proxies. "Waiting for a CPU" is each process's main thread's run-queue wait (/proc schedstat).
- Event loops are sampled in gateway phases of their own (${run.seconds} s per concurrency) by a probe preloaded with \`NODE_OPTIONS=--import\` and switched on only then (its ${PROBE_RESOLUTION_MS} ms timer costs CPU): on-CPU is the CPU time the main thread used between two firings, wall adds time waiting for a core. The target is judged on on-CPU; the kernel's CPU accounting here advances in steps of up to ${ms(ip.cpuStepMs)} ms.
- Memory: RSS of every fleet process after ${run.idleSeconds} s idle (set up, nothing served; each app's one memory-reducing collection after start-up falls in that wait), the idle CPU over the 5 s after it, its peak over all load phases (VmHWM, reset after the idle reading) and ${run.afterSeconds} s after the last load phase.

${run.concurrencies.map(section).join('\n\n')}

## Memory

${memorySection(run)}

### What the detection engine holds

The apps that scan text (chat-pipeline, detection, media-analysis) each hold one engine. In a fresh process, after a full collection at each step (\`engine-memory.ts\`): the library's import, each detector family made and used once, a whole default engine beside them (a second copy of any table would show), then twice 2,000 chat turns (what a request leaves behind would grow in the second).

${table(
  ['step', 'JS heap MB', 'external MB', 'RSS MB'],
  run.engine.map((s) => [s.step, s.heapMb.toFixed(1), s.externalMb.toFixed(1), s.rssMb.toFixed(1)]),
)}

${profileSection(run)}

## In-process cost of the filters

In this process, the filters' work for one turn: \`detect\` of the prompt, then of the reply (\`createDefaultEngine()\`, \`DEFAULT_POLICY\`), ${ip.wall.requests} turns after 200 warm-up turns.

${table(
  ['one turn, wall clock', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  [['detect(prompt) + detect(reply)', ip.wall.p50, ip.wall.p95, ip.wall.p99, ip.wall.max]],
)}

This thread's CPU time over all turns: ${ms(ip.cpuPerTurnMs)} ms per turn.

Command: \`DATABASE_URL=postgres://… pnpm --filter @csg/bench bench:chat\` (a database \`bench_chat_<timestamp>\` is created on that server and dropped at the end). \`BENCH_ROUNDS\` (${run.rounds}), \`BENCH_SECONDS\` (${run.seconds}), \`BENCH_WARMUP_SECONDS\`, \`BENCH_IDLE_SECONDS\`, \`BENCH_AFTER_SECONDS\`, \`BENCH_CONCURRENCIES\` (1,10,50) and \`BENCH_LOG_LEVEL\` (warn) override.`;
}
