import { cpus, platform, release } from 'node:os';
import { createDefaultEngine, DEFAULT_POLICY } from '@csg/detection-engine';
import { issueApiKey, setUpAndSignIn, startBenchFleet } from './chat/fleet.ts';
import { table } from './report.ts';
import { mixedCorpus, twoKilobytePrompt } from './speed-corpus.ts';
import { median, summarise, type LatencySummary } from './stats.ts';
import { speedTargets, targetBlock } from './targets.ts';

/**
 * Detection speed: latency of one call on a 2 KB prompt (in process, and through the edge) and
 * engine throughput over a 10 MB mixed corpus, against one plain regex
 * pass over the same bytes in the same run.
 */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1_000);
const WARM_UP = 200;
const CORPUS_BYTES = 10_000_000;
const SEED = 20_251_121;
/** Document-sized chunks are what the throughput target is about; prompt-sized ones show the per-call cost. */
const DOCUMENT_CHUNK = 65_536;
const PROMPT_CHUNK = 2_048;
const WARM_UP_PASSES = 2;
const THROUGHPUT_PASSES = 5;
/** Bounded repetition: linear on any input. */
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}\.[\w.]{1,63}/g;

const engine = createDefaultEngine();
const options = { policy: DEFAULT_POLICY };
const prompt = twoKilobytePrompt();

async function latency(iterations: number, call: () => unknown): Promise<LatencySummary> {
  for (let i = 0; i < Math.min(WARM_UP, iterations); i++) await call();
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    const pending = call();
    if (pending instanceof Promise) await pending;
    samples.push(performance.now() - t0);
  }
  return summarise(samples, performance.now() - started);
}

type Scan = (chunk: string) => number;
type ScanName = 'engine' | 'regex' | 'loop';
interface Pass {
  seconds: number;
  found: number;
}

/** One pass of `scan` over every chunk: seconds taken and matches found. */
function pass(chunks: readonly string[], scan: Scan): Pass {
  let found = 0;
  const t0 = performance.now();
  for (const chunk of chunks) found += scan(chunk);
  return { seconds: (performance.now() - t0) / 1000, found };
}

/** The median pass of one scan, with the fastest and slowest. */
function summarisePasses(bytes: number, passes: readonly Pass[]) {
  const times = passes.map((p) => p.seconds);
  const seconds = median(times);
  return {
    bytes,
    seconds,
    fastest: Math.min(...times),
    slowest: Math.max(...times),
    mbPerSecond: bytes / 1e6 / seconds,
    found: passes[0]?.found ?? 0,
  };
}

/**
 * WARM_UP_PASSES untimed passes of every scan over the whole corpus (the JIT takes that long to
 * settle on every code path the corpus reaches, as in a gateway that has been up for a while),
 * then THROUGHPUT_PASSES rounds that time each scan once, one after the other: this machine's speed
 * drifts from minute to minute, and scans timed side by side see the same machine. The median
 * pass counts, and the engine's time is compared with the regex pass of its own round.
 */
function throughput(chunks: readonly string[], scans: Record<ScanName, Scan>) {
  const names: readonly ScanName[] = ['engine', 'regex', 'loop'];
  for (let round = 0; round < WARM_UP_PASSES; round++) for (const name of names) pass(chunks, scans[name]);
  const bytes = chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
  const timed: Record<ScanName, Pass[]> = { engine: [], regex: [], loop: [] };
  for (let round = 0; round < THROUGHPUT_PASSES; round++)
    for (const name of names) timed[name].push(pass(chunks, scans[name]));
  const ratios = timed.engine.map((e, round) => e.seconds / (timed.regex[round]?.seconds ?? 1));
  return {
    engine: summarisePasses(bytes, timed.engine),
    regex: summarisePasses(bytes, timed.regex),
    loop: summarisePasses(bytes, timed.loop),
    ratio: median(ratios),
  };
}

function edgeCall(url: string, token: string | undefined): () => Promise<void> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = /^bearer /i.test(token) ? token : `Bearer ${token}`;
  const body = JSON.stringify({ text: prompt });
  return async () => {
    const res = await fetch(url, { method: 'POST', headers, body });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  };
}

function measureChunks(size: number) {
  const chunks = mixedCorpus(CORPUS_BYTES, size, SEED);
  return {
    size,
    chunks: chunks.length,
    ...throughput(chunks, {
      engine: (c) => engine.detectSync(c, options).detectedEntities.length,
      regex: (c) => c.match(EMAIL)?.length ?? 0,
      loop: countLineBreaks,
    }),
  };
}

/** The floor of any scan: one pass reading every UTF-16 unit, counting line breaks. */
function countLineBreaks(chunk: string): number {
  let lines = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk.charCodeAt(i) === 10) lines++;
  return lines;
}
// Throughput first: the fleet started for the edge row leaves PostgreSQL busy for a while after it stops.
const headline = measureChunks(DOCUMENT_CHUNK);
const rows = [headline, measureChunks(PROMPT_CHUNK)];

const found = engine.detectSync(prompt, options).detectedEntities;
const syncLatency = await latency(ITERATIONS, () => engine.detectSync(prompt, options));
const asyncLatency = await latency(ITERATIONS, () => engine.detect(prompt, options));
/**
 * Through the edge: DETECT_URL when given (a running gateway, DETECT_TOKEN its credential), else the
 * fleet started here on a fresh database of the DATABASE_URL server, called with an API key.
 */
async function edgeLatency(): Promise<{ how: string; summary: LatencySummary } | undefined> {
  const given = process.env.DETECT_URL;
  if (given)
    return { how: 'DETECT_URL', summary: await latency(ITERATIONS, edgeCall(given, process.env.DETECT_TOKEN)) };
  const server = process.env.DATABASE_URL;
  if (!server) return undefined;
  const fleet = await startBenchFleet(server, 'warn');
  try {
    const key = await issueApiKey(fleet.edgeUrl, await setUpAndSignIn(fleet.edgeUrl));
    const summary = await latency(ITERATIONS, edgeCall(`${fleet.edgeUrl}/api/v1/guardrails/detect`, key));
    return { how: 'the fleet on loopback, API key', summary };
  } finally {
    await fleet.stop();
  }
}
const edge = await edgeLatency();

const latencyRow = (name: string, s: LatencySummary) => [name, s.requests, s.perSecond, s.p50, s.p95, s.p99, s.max];
const throughputRow = (name: string, size: number, chunks: number, r: ReturnType<typeof summarisePasses>) => [
  name,
  `${size / 1024} KB`,
  chunks,
  (r.bytes / 1e6).toFixed(2),
  r.seconds.toFixed(3),
  `${r.fastest.toFixed(3)}–${r.slowest.toFixed(3)}`,
  r.mbPerSecond.toFixed(1),
  r.found,
];
const cpu = cpus();
const types = [...new Set(found.map((e) => e.type))].sort().join(', ') || 'none';

console.log(`# Detection speed (${new Date().toISOString().slice(0, 10)})

Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}, ${platform()} ${release()}. Engine: \`createDefaultEngine()\` with \`DEFAULT_POLICY\`, one thread (so MB/s is per core). MB = 10^6 bytes.

## Targets

${targetBlock(speedTargets({ p50SyncMs: syncLatency.p50, p50AsyncMs: asyncLatency.p50, mbPerSecond: headline.engine.mbPerSecond }))}

## Latency of one call

2 KB English prompt (${Buffer.byteLength(prompt)} bytes; the engine finds ${found.length} entities: ${types}); ${ITERATIONS} sequential calls after ${WARM_UP} warm-up calls.

${table(
  ['path', 'calls', 'calls/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  [
    latencyRow('in process, detectSync', syncLatency),
    latencyRow('in process, detect (async)', asyncLatency),
    edge
      ? latencyRow(`through the edge (${edge.how})`, edge.summary)
      : ['through the edge', 'skipped (neither DETECT_URL nor DATABASE_URL set)', '', '', '', '', ''],
  ],
)}

## Throughput

A ${CORPUS_BYTES / 1e6} MB mixed corpus (English/French/German prose, PII lines, code, random tokens; seed ${SEED}) in chunks, one call per chunk; after ${WARM_UP_PASSES} untimed passes over the corpus, ${THROUGHPUT_PASSES} rounds each timing the three scans one after the other, and the median pass of each. The baseline is one JavaScript regex pass (an e-mail pattern) over the same chunks; one loop reading every character (counting line breaks) shows what any pass costs on this machine.

${table(
  ['scan', 'chunk', 'chunks', 'MB', 'seconds (median)', 'passes (fastest–slowest)', 'MB/s', 'entities / matches'],
  rows.flatMap((r) => [
    throughputRow('engine detectSync', r.size, r.chunks, r.engine),
    throughputRow('one regex pass', r.size, r.chunks, r.regex),
    throughputRow('one charCodeAt loop', r.size, r.chunks, r.loop),
  ]),
)}

${rows.map((r) => `${r.size / 1024} KB chunks: the engine takes ${r.ratio.toFixed(1)}× the time of one regex pass (median over the rounds of the engine's pass against the regex pass of the same round).`).join('\n')}

Command: \`pnpm --filter @csg/bench bench:detection-speed\` (\`BENCH_ITERATIONS\` overrides the call count). The edge row: with \`DATABASE_URL\` naming a PostgreSQL server, the whole fleet is started on a fresh database of it (\`bench_chat_<timestamp>\`, dropped at the end) and called with an API key; \`DETECT_URL\`, e.g. \`http://127.0.0.1:3000/api/v1/guardrails/detect\`, with optional \`DETECT_TOKEN\`, measures a running gateway instead.`);
