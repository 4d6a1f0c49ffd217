import { createServer, type App } from '@csg/server';
import type { Config } from './config.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { proxyRoutes } from './features/proxy/proxy.routes.ts';
import { upstreamsPlugin } from './plugins/upstreams.ts';
import { upstreamUrls } from './route-table.ts';

export async function buildApp(config: Config): Promise<App> {
  const app = createServer({
    service: 'edge-gateway',
    logLevel: config.LOG_LEVEL,
    logPretty: config.LOG_PRETTY,
    trustedProxies: config.TRUSTED_PROXIES,
  });

  // Infrastructure: the keep-alive pools the routes forward through.
  await app.register(upstreamsPlugin, {
    urls: upstreamUrls(config),
    headersTimeoutMs: config.UPSTREAM_HEADERS_TIMEOUT_MS,
    bodyTimeoutMs: config.UPSTREAM_BODY_TIMEOUT_MS,
  });
  // Feature routes: the edge's own health first, so the catch-all proxy never shadows it.
  await app.register(healthRoutes);
  await app.register(proxyRoutes, { eventStreamHeadersTimeoutMs: config.UPSTREAM_SSE_HEADERS_TIMEOUT_MS });
  return app;
}
