import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { issueApiKey, prepareTenant, startBenchFleet, startMockProcess } from './chat/fleet.ts';
import { endsWith, runLoad, type LoadPhase } from './chat/load.ts';
import { cpuDuring } from './chat/probes.ts';
import { gatewayBody, MOCK_API_KEY, MODEL, PROMPT, REPLY } from './chat/payload.ts';
import { memoryReport, type AppMemory } from './memory-report.ts';
import { readResident, resetPeak } from './memory-rss.ts';
import { MEMORY_PROBE, usageReader } from './memory-usage.ts';

/**
 * Memory of every app of the real fleet: RSS at idle, its peak under a burst of concurrent chat
 * streams (with some detection and session traffic beside them), and RSS some time after the burst.
 * See memory-report.ts for the method and the targets. BENCH_HEAP_SNAPSHOTS=<dir> also writes a
 * heap snapshot of every app at idle and after the wait into <dir>, and keeps it; writing one
 * takes hundreds of MB that glibc then keeps, so the RSS figures of such a run are not comparable.
 */
const CHAT_STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 200);
const DETECT_CLIENTS = Number(process.env.BENCH_DETECT_CLIENTS ?? 4);
const SESSION_CLIENTS = Number(process.env.BENCH_SESSION_CLIENTS ?? 4);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const AFTER_SECONDS = Number(process.env.BENCH_AFTER_SECONDS ?? 30);
const IDLE_SETTLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
const SNAPSHOT_DIR = process.env.BENCH_HEAP_SNAPSHOTS;
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server the benchmark may create a database on');

async function createSession(edgeUrl: string, token: string): Promise<string> {
  const res = await fetch(`${edgeUrl}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'memory bench' }),
  });
  if (res.status !== 201) throw new Error(`POST /sessions answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const loadBefore = loadavg();
const usage = await usageReader(SNAPSHOT_DIR);
const mock = await startMockProcess();
const fleet = await startBenchFleet(serverUrl, LOG_LEVEL, { env: usage.env, preloads: [MEMORY_PROBE] }).catch(
  async (error: unknown) => {
    await mock.stop();
    throw error;
  },
);

try {
  const token = await prepareTenant(fleet.edgeUrl, mock.url, MOCK_API_KEY);
  const apiKey = await issueApiKey(fleet.edgeUrl, token);
  const sessions = await Promise.all(
    Array.from({ length: SESSION_CLIENTS }, () => createSession(fleet.edgeUrl, token)),
  );
  const json = { 'content-type': 'application/json' };
  const replyOpening = JSON.stringify(REPLY).slice(1, 60);
  const phases: { name: string; phase: LoadPhase }[] = [
    {
      name: `chat streams (${CHAT_STREAMS})`,
      phase: {
        url: `${fleet.edgeUrl}/chat/completions`,
        headers: { ...json, authorization: `Bearer ${token}` },
        body: gatewayBody(),
        connections: CHAT_STREAMS,
        seconds: LOAD_SECONDS,
        verify: endsWith('"type":"token_usage"', '"filtered":false', replyOpening),
      },
    },
    {
      name: `detect (${DETECT_CLIENTS})`,
      phase: {
        url: `${fleet.edgeUrl}/api/v1/guardrails/detect`,
        headers: { ...json, authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ text: PROMPT }),
        connections: DETECT_CLIENTS,
        seconds: LOAD_SECONDS,
        verify: (body: string) => body.includes('"action":"allow"'),
      },
    },
    ...sessions.map((id, i) => ({
      name: `session messages (client ${i + 1})`,
      phase: {
        url: `${fleet.edgeUrl}/sessions/${id}/messages`,
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ model: MODEL, content: PROMPT }),
        connections: 1,
        seconds: LOAD_SECONDS,
        verify: endsWith('"type":"user_message_processed"', replyOpening),
      },
    })),
  ].filter(({ phase }) => phase.connections > 0);

  await sleep(IDLE_SETTLE_SECONDS * 1000);
  const idle = new Map([...fleet.pids].map(([app, pid]) => [app, readResident(pid).rssMb]));
  const idleUsage = await usage.read(fleet.pids, 'idle', SNAPSHOT_DIR !== undefined);

  for (const pid of fleet.pids.values()) resetPeak(pid);
  const { result: traffic, cpu } = await cpuDuring(new Map([...fleet.pids].map(([app, pid]) => [app, [pid]])), () =>
    Promise.all(phases.map(async ({ name, phase }) => ({ name, result: await runLoad(phase) }))),
  );
  const loadAtEnd = loadavg();
  const endOfLoad = new Map([...fleet.pids].map(([app, pid]) => [app, readResident(pid)]));
  const endUsage = await usage.read(fleet.pids, 'end-of-load', false);

  await sleep(AFTER_SECONDS * 1000);
  const after = new Map([...fleet.pids].map(([app, pid]) => [app, readResident(pid).rssMb]));
  const afterUsage = await usage.read(fleet.pids, 'after', SNAPSHOT_DIR !== undefined);

  const apps: AppMemory[] = [...fleet.pids.keys()].map((app) => ({
    app,
    idleMb: idle.get(app) ?? Number.NaN,
    peakMb: endOfLoad.get(app)?.peakMb ?? Number.NaN,
    cpuMs: cpu.get(app) ?? Number.NaN,
    endOfLoadMb: endOfLoad.get(app)?.rssMb ?? Number.NaN,
    afterMb: after.get(app) ?? Number.NaN,
    usage: { idle: idleUsage.get(app), endOfLoad: endUsage.get(app), after: afterUsage.get(app) },
  }));
  console.log(
    memoryReport({
      date: new Date().toISOString().slice(0, 10),
      load: { before: loadBefore, duringEnd: loadAtEnd, after: loadavg() },
      settings: {
        idleSettleSeconds: IDLE_SETTLE_SECONDS,
        loadSeconds: LOAD_SECONDS,
        afterSeconds: AFTER_SECONDS,
        chatStreams: CHAT_STREAMS,
        detectClients: DETECT_CLIENTS,
        sessionClients: SESSION_CLIENTS,
        logLevel: LOG_LEVEL,
        nodeOptions: process.env.NODE_OPTIONS ?? '',
        heapSnapshots: SNAPSHOT_DIR !== undefined,
      },
      traffic,
      apps,
    }),
  );
  if (SNAPSHOT_DIR) process.stderr.write(`heap snapshots in ${SNAPSHOT_DIR}\n`);
} catch (error) {
  process.stderr.write(`fleet output (tail):\n${fleet.output().slice(-4_000)}\n`);
  process.exitCode = 1;
  throw error;
} finally {
  await fleet.stop();
  await mock.stop();
  await usage.remove();
}
