import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { INTERNAL_APPS } from '@csg/config';
import { Pool } from 'undici';
import { summarise, type LatencySummary } from './stats.ts';

/**
 * What the edge adds: the same small JSON request sent straight to an upstream and through the
 * edge (a real edge process), plus SSE time-to-first-frame through the edge. Loopback only.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const ROOT = resolve(import.meta.dirname, '../../..');

const upstream = createServer((req, res) => {
  if (req.url?.startsWith('/chat/stream')) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('data: {"type":"token_usage"}\n\n');
    setTimeout(() => res.end('data: [DONE]\n\n'), 5);
    return;
  }
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
});
await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

const edgePort = 20_000 + Math.floor(Math.random() * 30_000);
const edge = spawn(process.execPath, [resolve(ROOT, 'apps/edge-gateway/src/main.ts')], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(edgePort),
    LOG_LEVEL: 'warn',
    ...Object.fromEntries(INTERNAL_APPS.map(({ urlVar }) => [urlVar, upstreamUrl])),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const edgeUrl = `http://127.0.0.1:${edgePort}`;
for (let i = 0; i < 100; i++) {
  if (
    await fetch(`${edgeUrl}/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${edge.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function load(origin: string, path: string, count: number): Promise<LatencySummary> {
  const pool = new Pool(origin, { connections: CONCURRENCY });
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const t0 = performance.now();
        const res = await pool.request({
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json' },
          body: '{"text":"hello"}',
        });
        await res.body.text();
        samples.push(performance.now() - t0);
      }
    }),
  );
  const wall = performance.now() - started;
  await pool.close();
  return summarise(samples, wall);
}

async function firstFrame(count: number): Promise<LatencySummary> {
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await fetch(`${edgeUrl}/chat/stream`, { method: 'POST', body: '{}' });
    const reader = res.body!.getReader();
    await reader.read();
    samples.push(performance.now() - t0);
    while (!(await reader.read()).done);
  }
  return summarise(samples, performance.now() - started);
}

await load(edgeUrl, '/api/v1/guardrails/detect', 2_000); // warm-up
const rssBefore = rssMb();
const direct = await load(upstreamUrl, '/api/v1/guardrails/detect', REQUESTS);
const viaEdge = await load(edgeUrl, '/api/v1/guardrails/detect', REQUESTS);
const rssAfter = rssMb();
const sse = await firstFrame(500);

const row = (name: string, s: LatencySummary) =>
  `| ${name} | ${s.requests} | ${s.perSecond} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`;
console.log(`# Edge overhead (${new Date().toISOString().slice(0, 10)}, node ${process.version}, ${CONCURRENCY} concurrent, loopback)

| path | requests | req/s | p50 ms | p95 ms | p99 ms | max ms |
| --- | --- | --- | --- | --- | --- | --- |
${row('direct to upstream', direct)}
${row('through the edge', viaEdge)}
${row('SSE first frame via edge (sequential)', sse)}

Added latency at p50: ${(viaEdge.p50 - direct.p50).toFixed(2)} ms; at p99: ${(viaEdge.p99 - direct.p99).toFixed(2)} ms.
Edge RSS: ${rssBefore.toFixed(1)} MB after warm-up, ${rssAfter.toFixed(1)} MB after ${REQUESTS} requests.`);

edge.kill('SIGTERM');
await new Promise((r) => edge.once('exit', r));
upstream.close();
