import { loadavg } from 'node:os';
import { PROBED_APPS, prepareTenant, startBenchFleet, startMockProcess } from './fleet.ts';
import { inProcessCost } from './inprocess.ts';
import { endsWith, runLoad, type LoadPhase } from './load.ts';
import { gatewayBody, MOCK_API_KEY, providerBody, REPLY } from './payload.ts';
import { cpuDuring, loopDelay } from './probes.ts';
import { chatReport, type ConcurrencyResult, type LoopFigures } from './report.ts';

/**
 * What the gateway adds to a chat turn: POST /chat/completions through the edge of the real fleet
 * (input and output filters on, default filter) against an OpenAI mock on loopback, versus the same
 * streaming request sent straight to the mock, at several concurrencies. See report.ts.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONCURRENCIES = (process.env.BENCH_CONCURRENCIES ?? '1,10,50').split(',').map(Number);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server the benchmark may create a database on');

const loadBefore = loadavg();
const mock = await startMockProcess();
const fleet = await startBenchFleet(serverUrl, LOG_LEVEL).catch(async (error: unknown) => {
  await mock.stop();
  throw error;
});

try {
  const token = await prepareTenant(fleet.edgeUrl, mock.url, MOCK_API_KEY);
  const json = { 'content-type': 'application/json' };
  // The gateway's answer: usage, the reply (its opening), nothing masked; the mock's: its usage frame.
  const gatewayPhase = (connections: number, seconds: number): LoadPhase => ({
    url: `${fleet.edgeUrl}/chat/completions`,
    headers: { ...json, authorization: `Bearer ${token}` },
    body: gatewayBody(),
    connections,
    seconds,
    verify: endsWith('"type":"token_usage"', '"filtered":false', JSON.stringify(REPLY).slice(1, 60)),
  });
  const directPhase = (connections: number, seconds: number): LoadPhase => ({
    url: `${mock.url}/chat/completions`,
    headers: { ...json, authorization: `Bearer ${MOCK_API_KEY}` },
    body: providerBody(),
    connections,
    seconds,
    verify: endsWith('"usage":{"prompt_tokens"'),
  });

  const edgePid = fleet.pids.get('edge-gateway') ?? 0;
  const pipelinePid = fleet.pids.get('chat-pipeline') ?? 0;
  const loops = async (): Promise<LoopFigures> => ({
    pipeline: await loopDelay(fleet.probeDir, 'chat-pipeline', pipelinePid),
    edge: await loopDelay(fleet.probeDir, 'edge-gateway', edgePid),
  });

  // Warm-up: JIT, connection pools, the filter cache. Its loop figures are reported on their own.
  await loops();
  const warmUp = await runLoad(gatewayPhase(10, WARM_UP_SECONDS));
  const warmUpLoops = await loops();
  await runLoad(directPhase(10, Math.min(WARM_UP_SECONDS, 2)));

  const results: ConcurrencyResult[] = [];
  for (const connections of CONCURRENCIES) {
    const groups = new Map([
      ['edge', [edgePid]],
      ['chat-pipeline', [pipelinePid]],
      ['postgres', await fleet.databasePids()],
      ['mock', [mock.pid]],
      ['load generator', [process.pid]],
    ]);
    const direct = await cpuDuring(groups, () => runLoad(directPhase(connections, SECONDS)));
    await loops();
    const gateway = await cpuDuring(groups, () => runLoad(gatewayPhase(connections, SECONDS)));
    results.push({ connections, direct, gateway, loops: await loops() });
  }
  const inProcess = await inProcessCost(1_000);

  console.log(
    chatReport({
      loadBefore,
      seconds: SECONDS,
      warmUp: { seconds: WARM_UP_SECONDS, result: warmUp, loops: warmUpLoops },
      logLevel: LOG_LEVEL,
      probed: PROBED_APPS,
      results,
      inProcess,
    }),
  );
} catch (error) {
  process.stderr.write(`fleet output (tail):\n${fleet.output().slice(-4_000)}\n`);
  process.exitCode = 1;
  throw error;
} finally {
  await fleet.stop();
  await mock.stop();
}
