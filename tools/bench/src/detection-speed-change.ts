import { cpus, platform, release } from 'node:os';
import { createDefaultEngine, DEFAULT_POLICY } from '@csg/detection-engine';
import { loadBaselineEngine } from './baseline-engine.ts';
import { table } from './report.ts';
import { mixedCorpus, twoKilobytePrompt } from './speed-corpus.ts';
import { median, summarise } from './stats.ts';
import { changeTargets, targetBlock } from './targets.ts';

/**
 * Today's engine against the engine of an earlier commit (BASELINE_REF), both in this process and
 * timed in alternating rounds: the latency of one 2 KB call and the throughput over a mixed corpus.
 */
const BASELINE_REF = process.env.BASELINE_REF;
if (!BASELINE_REF) throw new Error('BASELINE_REF must name the commit to compare with, e.g. BASELINE_REF=29ebd5b');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const CALLS_PER_ROUND = 100;
const WARM_UP_CALLS = 500;
const CORPUS_BYTES = 4_000_000;
const SEED = 20_251_121;
const THROUGHPUT_ROUNDS = 5;

const baseline = await loadBaselineEngine(BASELINE_REF);
type Detect = (text: string) => number;
const engines: Record<'today' | 'baseline', Detect> = {
  today: (
    (engine) => (text: string) =>
      engine.detectSync(text, { policy: DEFAULT_POLICY }).detectedEntities.length
  )(createDefaultEngine()),
  baseline: (
    (engine) => (text: string) =>
      engine.detectSync(text, { policy: baseline.module.DEFAULT_POLICY }).detectedEntities.length
  )(baseline.module.createDefaultEngine()),
};
const names = ['today', 'baseline'] as const;
const prompt = twoKilobytePrompt();

function latencyRounds() {
  for (const name of names) for (let i = 0; i < WARM_UP_CALLS; i++) engines[name](prompt);
  const samples = { today: [] as number[], baseline: [] as number[] };
  const wall = { today: 0, baseline: 0 };
  const roundRatios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const p50s = { today: 0, baseline: 0 };
    // Which engine goes first alternates, so neither always runs on a cooler or warmer core.
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      const mine: number[] = [];
      const started = performance.now();
      for (let i = 0; i < CALLS_PER_ROUND; i++) {
        const t0 = performance.now();
        engines[name](prompt);
        mine.push(performance.now() - t0);
      }
      wall[name] += performance.now() - started;
      samples[name].push(...mine);
      p50s[name] = median(mine);
    }
    roundRatios.push(p50s.today / p50s.baseline);
  }
  return {
    today: summarise(samples.today, wall.today),
    baseline: summarise(samples.baseline, wall.baseline),
    ratio: median(roundRatios),
  };
}

function throughputRounds(chunkBytes: number) {
  const chunks = mixedCorpus(CORPUS_BYTES, chunkBytes, SEED);
  const passSeconds = (name: (typeof names)[number]) => {
    const t0 = performance.now();
    for (const chunk of chunks) engines[name](chunk);
    return (performance.now() - t0) / 1000;
  };
  for (const name of names) passSeconds(name);
  const seconds = { today: [] as number[], baseline: [] as number[] };
  const ratios: number[] = [];
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) seconds[name].push(passSeconds(name));
    ratios.push((seconds.today.at(-1) ?? 0) / (seconds.baseline.at(-1) ?? 1));
  }
  const mbps = (s: number[]) => CORPUS_BYTES / 1e6 / median(s);
  return {
    chunkBytes,
    chunks: chunks.length,
    today: mbps(seconds.today),
    baseline: mbps(seconds.baseline),
    ratio: median(ratios),
  };
}

const latency = latencyRounds();
const bulk = [throughputRounds(65_536), throughputRounds(2_048)];
const cpu = cpus();
const short = baseline.commit.slice(0, 7);

console.log(`# Detection speed against an earlier commit (${new Date().toISOString().slice(0, 10)})

Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, node ${process.version}, ${platform()} ${release()}. Both engines: \`createDefaultEngine().detectSync\` with their own \`DEFAULT_POLICY\`, in one process, one thread. Baseline: \`${short}\` (${baseline.subject.slice(0, 100)}).

## Targets

${targetBlock(changeTargets({ p50Ms: latency.today.p50, latencyRatio: latency.ratio, throughputRatios: bulk.map((b) => b.ratio), baseline: short }))}

## Latency of one call

2 KB English prompt (${Buffer.byteLength(prompt)} bytes); ${WARM_UP_CALLS} warm-up calls each, then ${ROUNDS} rounds of ${CALLS_PER_ROUND} calls per engine, the engine that goes first alternating. Ratio: median over the rounds of today's p50 against the baseline's p50 of the same round.

${table(
  ['engine', 'calls', 'calls/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
  names.map((name) => {
    const s = latency[name];
    return [name === 'today' ? 'today' : `baseline ${short}`, s.requests, s.perSecond, s.p50, s.p95, s.p99, s.max];
  }),
)}

Today / baseline (p50, same rounds): ${latency.ratio.toFixed(2)}×.

## Throughput

A ${CORPUS_BYTES / 1e6} MB mixed corpus (seed ${SEED}) in chunks, one call per chunk; one untimed pass each, then ${THROUGHPUT_ROUNDS} rounds timing one pass of each engine, the first alternating; median pass.

${table(
  ['chunk', 'chunks', 'today MB/s', `baseline ${short} MB/s`, 'today / baseline time (median of rounds)'],
  bulk.map((b) => [
    `${b.chunkBytes / 1024} KB`,
    b.chunks,
    b.today.toFixed(2),
    b.baseline.toFixed(2),
    `${b.ratio.toFixed(2)}×`,
  ]),
)}

Command: \`BASELINE_REF=${short} pnpm --filter @csg/bench bench:detection-speed-change\` (the commit is checked out once into a worktree under the system's temporary folder, with its locked dependencies).`);
