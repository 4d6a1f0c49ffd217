import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readResident, resetPeak } from '../memory-rss.ts';
import { prepareTenant, startBenchFleet, startMockProcess } from './fleet.ts';
import { engineMemory } from './engine-memory.ts';
import { inProcessCost } from './inprocess.ts';
import { endsWith, runLoad, type LoadPhase } from './load.ts';
import { startPassThrough } from './pass-through.ts';
import { gatewayBody, MOCK_API_KEY, providerBody, REPLY } from './payload.ts';
import { cpuDuring, loopDelay, signalAndRead, startLoopProbe } from './probes.ts';
import type { CpuProfile } from './profile-table.ts';
import { chatReport, type AppMemory, type LoopFigures } from './report.ts';
import { pathFigures, pathOrder, type Measured, type PathName } from './rounds.ts';

/**
 * What the gateway adds to a chat turn: POST /chat/completions through the edge of the real fleet
 * (input and output filters on, default filter) against an OpenAI mock on loopback, beside two
 * baselines in the same run: the same streaming request straight to the mock, and through a bare
 * two-hop Node pass-through (proxy → proxy → mock, the floor of the edge → pipeline shape).
 * Interleaved rounds at each concurrency, medians; then the event loops, memory and CPU profiles.
 * See report.ts for the method.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = env('BENCH_SECONDS', 5);
const ROUNDS = env('BENCH_ROUNDS', 3);
const WARM_UP_SECONDS = env('BENCH_WARMUP_SECONDS', 5);
const IDLE_SECONDS = env('BENCH_IDLE_SECONDS', 15);
const IDLE_CPU_SECONDS = 5;
const AFTER_SECONDS = env('BENCH_AFTER_SECONDS', 30);
const CONCURRENCIES = (process.env.BENCH_CONCURRENCIES ?? '1,10,50').split(',').map(Number);
const PROFILE_CONNECTIONS = 10;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server the benchmark may create a database on');

const loadBefore = loadavg();
const mock = await startMockProcess();
const mockOrigin = new URL(mock.url).origin;
const proxy2 = await startPassThrough(mockOrigin);
const proxy1 = await startPassThrough(proxy2.url);
const stopBaselines = () => Promise.all([proxy1.stop(), proxy2.stop(), mock.stop()]);
const fleet = await startBenchFleet(serverUrl, LOG_LEVEL).catch(async (error: unknown) => {
  await stopBaselines();
  throw error;
});

try {
  const token = await prepareTenant(fleet.edgeUrl, mock.url, MOCK_API_KEY);
  const json = { 'content-type': 'application/json' };
  const mockPath = `${new URL(mock.url).pathname}/chat/completions`;
  // The gateway's answer: usage, the reply (its opening), nothing masked; the mock's: its usage frame.
  const phase = (path: PathName, connections: number, seconds: number): LoadPhase =>
    path === 'gateway'
      ? {
          url: `${fleet.edgeUrl}/chat/completions`,
          headers: { ...json, authorization: `Bearer ${token}` },
          body: gatewayBody(),
          connections,
          seconds,
          verify: endsWith('"type":"token_usage"', '"filtered":false', JSON.stringify(REPLY).slice(1, 60)),
        }
      : {
          url: `${path === 'direct' ? mockOrigin : proxy1.url}${mockPath}`,
          headers: { ...json, authorization: `Bearer ${MOCK_API_KEY}` },
          body: providerBody(),
          connections,
          seconds,
          verify: endsWith('"usage":{"prompt_tokens"'),
        };

  const edgePid = fleet.pids.get('edge-gateway') ?? 0;
  const pipelinePid = fleet.pids.get('chat-pipeline') ?? 0;
  const otherApps = [...fleet.pids].filter(([app]) => app !== 'edge-gateway' && app !== 'chat-pipeline');
  const groups = async () =>
    new Map([
      ['edge', [edgePid]],
      ['chat-pipeline', [pipelinePid]],
      ['postgres', await fleet.databasePids()],
      ['other apps', otherApps.map(([, pid]) => pid)],
      ['proxy 1', [proxy1.pid]],
      ['proxy 2', [proxy2.pid]],
      ['mock', [mock.pid]],
      ['load generator', [process.pid]],
    ]);

  // Idle: started, set up, signed in, nothing served yet.
  // Idle: started, set up, signed in, nothing served yet. Each app's one memory-reducing collection
  // after start-up (libs/server quiet-memory.ts) falls in the wait; the idle CPU is read after it.
  await sleep(IDLE_SECONDS * 1000);
  const idleCpu = await cpuDuring(new Map([...fleet.pids].map(([app, pid]) => [app, [pid]])), () =>
    sleep(IDLE_CPU_SECONDS * 1000),
  );
  const idle = new Map([...fleet.pids].map(([app, pid]) => [app, readResident(pid).rssMb]));
  for (const pid of fleet.pids.values()) resetPeak(pid);

  // Warm-up: JIT, connection pools, the filter cache; every path once.
  const warmUp = await runLoad(phase('gateway', 10, WARM_UP_SECONDS));
  for (const path of ['direct', 'two-hop'] as const) await runLoad(phase(path, 10, 2));

  const measured = new Map<string, Measured[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const connections of CONCURRENCIES) {
      for (const path of pathOrder(round)) {
        const key = `${connections}/${path}`;
        const m = await cpuDuring(await groups(), () => runLoad(phase(path, connections, SECONDS)));
        measured.set(key, [...(measured.get(key) ?? []), m]);
      }
    }
  }

  // The loops, in phases of their own: the probe's timer would count in the CPU figures above.
  const loops = new Map<number, LoopFigures>();
  for (const connections of CONCURRENCIES) {
    startLoopProbe(pipelinePid);
    startLoopProbe(edgePid);
    await runLoad(phase('gateway', connections, SECONDS));
    loops.set(connections, {
      pipeline: await loopDelay(fleet.probeDir, 'chat-pipeline', pipelinePid),
      edge: await loopDelay(fleet.probeDir, 'edge-gateway', edgePid),
    });
  }

  const peak = new Map([...fleet.pids].map(([app, pid]) => [app, readResident(pid).peakMb]));
  await sleep(AFTER_SECONDS * 1000);
  const memory: AppMemory[] = [...fleet.pids].map(([app, pid]) => ({
    app,
    idleMb: idle.get(app) ?? Number.NaN,
    peakMb: peak.get(app) ?? Number.NaN,
    afterMb: readResident(pid).rssMb,
    idleCpuMsPerSecond: (idleCpu.cpu.get(app) ?? Number.NaN) / IDLE_CPU_SECONDS,
  }));

  // CPU profiles last: the sampler's own cost and memory stay out of every figure above.
  const profile = async (pid: number, app: string) =>
    signalAndRead(pid, 'SIGURG', join(fleet.probeDir, `${app}.cpuprofile`), (t) => JSON.parse(t) as CpuProfile);
  process.kill(pipelinePid, 'SIGURG');
  process.kill(edgePid, 'SIGURG');
  await sleep(200);
  const profiled = await runLoad(phase('gateway', PROFILE_CONNECTIONS, SECONDS * 2));
  const profiles = {
    connections: PROFILE_CONNECTIONS,
    requests: profiled.requests,
    pipeline: await profile(pipelinePid, 'chat-pipeline'),
    edge: await profile(edgePid, 'edge-gateway'),
  };
  // BENCH_PROFILES_DIR keeps them, to open in DevTools.
  if (process.env.BENCH_PROFILES_DIR) {
    for (const app of ['pipeline', 'edge'] as const) {
      await writeFile(join(process.env.BENCH_PROFILES_DIR, `chat-${app}.cpuprofile`), JSON.stringify(profiles[app]));
    }
  }

  const inProcess = await inProcessCost(1_000);
  const engine = await engineMemory();
  console.log(
    chatReport({
      loadBefore,
      seconds: SECONDS,
      rounds: ROUNDS,
      warmUp: { seconds: WARM_UP_SECONDS, result: warmUp },
      logLevel: LOG_LEVEL,
      idleSeconds: IDLE_SECONDS,
      afterSeconds: AFTER_SECONDS,
      concurrencies: CONCURRENCIES.map((connections) => ({
        connections,
        paths: (['direct', 'two-hop', 'gateway'] as const).map((path) =>
          pathFigures(path, measured.get(`${connections}/${path}`) ?? []),
        ),
        loops: loops.get(connections) ?? { pipeline: undefined, edge: undefined },
      })),
      memory,
      profiles,
      inProcess,
      engine,
    }),
  );
} catch (error) {
  process.stderr.write(`fleet output (tail):\n${fleet.output().slice(-4_000)}\n`);
  process.exitCode = 1;
  throw error;
} finally {
  await fleet.stop();
  await stopBaselines();
}
