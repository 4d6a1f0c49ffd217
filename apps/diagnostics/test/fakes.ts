import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { freePort, startHttpServer, type TestHttpServer } from '@csg/testing';
import { afterAll } from 'vitest';

/**
 * How a fake component answers its health path: healthy (200 JSON), unhealthy (503 with a body
 * saying why), hanging (accepts and never answers), garbage (200 declared JSON, not JSON), or
 * refusing (nothing listens: connection refused).
 */
export type Behaviour = 'healthy' | 'unhealthy' | 'hanging' | 'garbage' | 'refusing';

export interface Fake {
  url: string;
  /** The paths requested, in order. */
  hits: string[];
}

type Answer = { status: number; body: unknown } | 'hang' | 'garbage';

const servers: TestHttpServer[] = [];
afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A loopback URL where nothing listens. */
export const refusingUrl = async () => `http://127.0.0.1:${await freePort()}`;

function send(res: ServerResponse, answer: Answer): void {
  if (answer === 'hang') return;
  if (answer === 'garbage') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status": ok, <html');
    return;
  }
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
}

/** A server answering each path as `answer` says (closed after the file's tests). */
export async function startFake(answer: (path: string, headers: IncomingHttpHeaders) => Answer): Promise<Fake> {
  const hits: string[] = [];
  const server = await startHttpServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    send(res, answer(path, req.headers));
  });
  servers.push(server);
  return { url: server.url, hits };
}

const byBehaviour = (behaviour: Exclude<Behaviour, 'refusing'>, healthy: unknown, unhealthy: unknown): Answer => {
  if (behaviour === 'hanging' || behaviour === 'garbage') return behaviour === 'hanging' ? 'hang' : 'garbage';
  return behaviour === 'healthy' ? { status: 200, body: healthy } : { status: 503, body: unhealthy };
};

/** An external component answering `healthPath` as `behaviour` says, and 404 elsewhere. */
export async function fakeComponent(behaviour: Behaviour, healthPath: string): Promise<Fake> {
  if (behaviour === 'refusing') return { url: await refusingUrl(), hits: [] };
  return startFake((path) =>
    path === healthPath
      ? byBehaviour(behaviour, { status: 'ok' }, { status: 'unhealthy', error: 'model not loaded' })
      : { status: 404, body: { message: 'not found' } },
  );
}

/** One of the fleet's apps: GET /health as libs/server answers it. */
export async function fakeFleetApp(service: string, behaviour: Behaviour = 'healthy'): Promise<Fake> {
  if (behaviour === 'refusing') return { url: await refusingUrl(), hits: [] };
  const checks = (healthy: boolean) => ({
    postgres: healthy ? { healthy, latencyMs: 1 } : { healthy, latencyMs: 2_500, error: 'timeout' },
  });
  return startFake((path) =>
    path === '/health'
      ? byBehaviour(
          behaviour,
          { status: 'ok', service, checks: checks(true) },
          { status: 'unhealthy', service, checks: checks(false) },
        )
      : { status: 404, body: {} },
  );
}

export interface MediaState {
  behaviour: Behaviour;
  ocr: { healthy: boolean; engines: { id: string; available: boolean; reason?: string }[] };
  documentParser: boolean;
  redactor: boolean;
  docClassifier: boolean;
}

export const healthyMedia = (): MediaState => ({
  behaviour: 'healthy',
  ocr: {
    healthy: true,
    engines: [
      { id: 'paddleocr', available: true },
      { id: 'tesseract', available: true },
    ],
  },
  documentParser: true,
  redactor: true,
  docClassifier: true,
});

/**
 * media-analysis: /api/v1/health with its three components (503 when any is unhealthy) and
 * /health with the doc-classifier check, as the real app answers; `state` is read per request.
 */
export async function fakeMedia(state: MediaState): Promise<Fake> {
  if (state.behaviour === 'refusing') return { url: await refusingUrl(), hits: [] };
  return startFake((path) => {
    if (state.behaviour === 'hanging') return 'hang';
    if (state.behaviour === 'garbage') return 'garbage';
    if (path === '/api/v1/health') {
      const healthy = state.ocr.healthy && state.documentParser && state.redactor;
      const components = {
        'ocr-service': state.ocr,
        'document-parser': { healthy: state.documentParser },
        redactor: { healthy: state.redactor },
      };
      return {
        status: healthy ? 200 : 503,
        body: { status: healthy ? 'ok' : 'unhealthy', service: 'media-analysis', components },
      };
    }
    if (path === '/health') {
      const checks = {
        postgres: { healthy: true, latencyMs: 1 },
        'doc-classifier': state.docClassifier
          ? { healthy: true, latencyMs: 0 }
          : { healthy: false, latencyMs: 0, error: 'failed' },
      };
      const healthy = state.docClassifier;
      return {
        status: healthy ? 200 : 503,
        body: { status: healthy ? 'ok' : 'unhealthy', service: 'media-analysis', checks },
      };
    }
    return { status: 404, body: {} };
  });
}
