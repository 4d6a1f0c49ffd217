import type { RequestListener } from 'node:http';
import { freePort, startHttpServer, type TestHttpServer } from '@csg/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_HEALTH_BODY_BYTES, PROBE_TIMEOUT_MS, probeHealth } from './health-prober.ts';

const servers: TestHttpServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A node:http target on a free loopback port; returns its /health URL. */
async function target(handler: RequestListener): Promise<string> {
  const server = await startHttpServer(handler);
  servers.push(server);
  return `${server.url}/health`;
}

/** A target that accepts the request and never answers. */
const neverAnswers = () => target(() => {});

/** The URL of a loopback port where nothing listens. */
const closedPortUrl = async () => `http://127.0.0.1:${await freePort()}/health`;

const json =
  (status: number, body: unknown): RequestListener =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

describe('probeHealth', () => {
  it('caps one probe at the specification’s 3 seconds by default', () => {
    expect(PROBE_TIMEOUT_MS).toBe(3_000);
  });

  it('reports a 200 JSON answer as reachable and healthy, with the body as details and no error', async () => {
    const url = await target(json(200, { status: 'healthy', version: '1.2.3' }));

    const { api } = await probeHealth({ api: url });

    expect(api).toStrictEqual({
      url,
      reachable: true,
      healthy: true,
      latencyMs: expect.any(Number) as number,
      details: { status: 'healthy', version: '1.2.3' },
    });
    expect(api?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a 2xx answer that is not JSON as healthy without details', async () => {
    const url = await target((_req, res) => res.end('OK'));

    const { api } = await probeHealth({ api: url });

    expect(api).toMatchObject({ reachable: true, healthy: true });
    expect(api).not.toHaveProperty('details');
    expect(api).not.toHaveProperty('error');
  });

  it("reports a 2xx answer that declares JSON and is not as not healthy, error 'malformed JSON'", async () => {
    const url = await target((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end('{"status": [oops');
    });

    const { api } = await probeHealth({ api: url });

    expect(api).toMatchObject({ reachable: true, healthy: false, error: 'malformed JSON' });
    expect(api).not.toHaveProperty('details');
  });

  it('reports a 2xx HTML page (a web app or proxy answering in the component’s place) as not healthy', async () => {
    const url = await target((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Dashboard</title>');
    });

    const { api } = await probeHealth({ api: url });

    expect(api).toMatchObject({ reachable: true, healthy: false, error: 'an HTML page, not a health answer' });
  });

  it('reads no more than the body cap: a 2xx answer that never ends is judged by its status, without details', async () => {
    let written = 0;
    const url = await target((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = () => {
        while (written < 100 * MAX_HEALTH_BODY_BYTES && res.write(chunk)) written += chunk.length;
        if (written < 100 * MAX_HEALTH_BODY_BYTES && !res.destroyed) res.once('drain', pump);
      };
      res.write('{"status":"ok","pad":"');
      pump();
    });

    const { api } = await probeHealth({ api: url });

    expect(api).toMatchObject({ reachable: true, healthy: true });
    expect(api).not.toHaveProperty('details');
    expect(written).toBeLessThan(100 * MAX_HEALTH_BODY_BYTES);
  });

  it("reports a 503 answer as reachable but not healthy, with error 'HTTP 503' and the body as details", async () => {
    const url = await target(json(503, { status: 'unhealthy', checks: { postgres: false } }));

    const { api } = await probeHealth({ api: url });

    expect(api).toStrictEqual({
      url,
      reachable: true,
      healthy: false,
      latencyMs: expect.any(Number) as number,
      error: 'HTTP 503',
      details: { status: 'unhealthy', checks: { postgres: false } },
    });
  });

  it('reports a closed port as unreachable with the connection error code, without throwing', async () => {
    const url = await closedPortUrl();

    const { api } = await probeHealth({ api: url });

    expect(api).toMatchObject({ url, reachable: false, healthy: false, error: 'ECONNREFUSED' });
    expect(api).not.toHaveProperty('details');
  });

  it("reports a target that never answers as unreachable with error 'timeout', its latency near the cap", async () => {
    const url = await neverAnswers();

    const { api } = await probeHealth({ api: url }, 300);

    expect(api).toMatchObject({ url, reachable: false, healthy: false, error: 'timeout' });
    expect(api?.latencyMs).toBeGreaterThanOrEqual(290);
    expect(api?.latencyMs).toBeLessThan(1_000);
  });

  it("reports a target that sends headers but stalls its body as reachable, not healthy, error 'timeout'", async () => {
    const url = await target((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"status":');
    });

    const { api } = await probeHealth({ api: url }, 300);

    expect(api).toMatchObject({ reachable: true, healthy: false, error: 'timeout' });
    expect(api?.latencyMs).toBeLessThan(1_000);
  });

  it('probes all targets in parallel: several slow targets take about one timeout, not the sum', async () => {
    const targets = {
      one: await neverAnswers(),
      two: await neverAnswers(),
      three: await neverAnswers(),
      four: await neverAnswers(),
    };
    const started = performance.now();

    const results = await probeHealth(targets, 300);

    const wall = performance.now() - started;
    expect(wall).toBeGreaterThanOrEqual(290);
    expect(wall).toBeLessThan(900); // sequential probing would take at least 1200 ms
    expect(Object.keys(results).sort()).toStrictEqual(['four', 'one', 'three', 'two']);
    for (const [name, result] of Object.entries(results)) {
      expect(result).toMatchObject({ url: targets[name as keyof typeof targets], reachable: false, error: 'timeout' });
    }
  });

  it('keys each result by its target name when healthy, failing and unreachable targets are mixed', async () => {
    const targets = {
      ok: await target(json(200, { status: 'healthy' })),
      failing: await target(json(500, { status: 'broken' })),
      down: await closedPortUrl(),
    };

    const results = await probeHealth(targets, 1_000);

    expect(results.ok).toMatchObject({ url: targets.ok, reachable: true, healthy: true });
    expect(results.failing).toMatchObject({ url: targets.failing, reachable: true, healthy: false, error: 'HTTP 500' });
    expect(results.down).toMatchObject({ url: targets.down, reachable: false, healthy: false });
  });

  it('returns an empty result for no targets', async () => {
    expect(await probeHealth({})).toStrictEqual({});
  });
});
