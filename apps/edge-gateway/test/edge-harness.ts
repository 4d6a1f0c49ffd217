import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@csg/config';
import type { App } from '@csg/server';
import { freePort, startHttpServer, type TestHttpServer } from '@csg/testing';
import { buildApp } from '../src/app.ts';
import { configSchema } from '../src/config.ts';
import { UPSTREAM_URL_VARS, type Upstream } from '../src/route-table.ts';

export interface Received {
  upstream: Upstream;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  bodyBytes: number;
}

/** An upstream that answers with what it received, so a test sees what the edge forwarded. */
export function echoUpstream(name: Upstream) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    let bodyBytes = 0;
    try {
      for await (const chunk of req) bodyBytes += (chunk as Buffer).length;
    } catch {
      // The edge aborted the upload (a body over the limit): nothing to answer.
      return res.destroy();
    }
    const received: Received = {
      upstream: name,
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      bodyBytes,
    };
    res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
    res.end(JSON.stringify(received));
  };
}

export interface EdgeUnderTest {
  app: App;
  url: string;
  upstreams: TestHttpServer[];
  close(): Promise<void>;
}

/**
 * The real edge on a loopback port, each upstream replaced by the given handler; an upstream
 * given as null points at a port where nothing listens. `settings` are more of its variables.
 */
export async function startEdge(
  handlers: Partial<Record<Upstream, ((req: IncomingMessage, res: ServerResponse) => void) | null>>,
  settings: Record<string, string> = {},
) {
  const env: Record<string, string> = { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...settings };
  const upstreams: TestHttpServer[] = [];
  for (const name of Object.keys(UPSTREAM_URL_VARS) as Upstream[]) {
    const handler = name in handlers ? handlers[name] : echoUpstream(name);
    if (handler === null) {
      env[UPSTREAM_URL_VARS[name]] = `http://127.0.0.1:${await freePort()}`;
      continue;
    }
    const server = await startHttpServer(handler ?? echoUpstream(name));
    upstreams.push(server);
    env[UPSTREAM_URL_VARS[name]] = server.url;
  }
  const app = await buildApp(loadConfig(configSchema, env));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    upstreams,
    close: async () => {
      await app.close();
      await Promise.all(upstreams.map((u) => u.close()));
    },
  } satisfies EdgeUnderTest;
}
