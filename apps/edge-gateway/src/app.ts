import type { FastifyRequest } from 'fastify';
import { createServer, metricsPlugin, type App } from '@csg/server';
import type { Config } from './config.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { adminMetricsRoutes } from './features/metrics/admin-metrics.routes.ts';
import { proxyRoutes } from './features/proxy/proxy.routes.ts';
import { upstreamsPlugin } from './plugins/upstreams.ts';
import { routePrefix, upstreamUrls } from './route-table.ts';

export async function buildApp(config: Config): Promise<App> {
  const app = createServer({
    service: 'edge-gateway',
    logLevel: config.LOG_LEVEL,
    trustedProxies: config.TRUSTED_PROXIES,
  });

  // Infrastructure: the edge's metrics (served only inside the admins' /admin/metrics page; a
  // forwarded request is labelled by its route-table prefix), and the keep-alive pools the routes forward through.
  await app.register(metricsPlugin, {
    serve: false,
    routeLabel: (request: FastifyRequest) =>
      request.routeOptions.url === '/*' ? routePrefix(request.url) : request.routeOptions.url,
  });
  await app.register(upstreamsPlugin, {
    urls: upstreamUrls(config),
    headersTimeoutMs: config.UPSTREAM_HEADERS_TIMEOUT_MS,
    bodyTimeoutMs: config.UPSTREAM_BODY_TIMEOUT_MS,
  });
  // Feature routes: the edge's own health first, so the catch-all proxy never shadows it.
  await app.register(healthRoutes);
  await app.register(adminMetricsRoutes);
  await app.register(proxyRoutes, { eventStreamHeadersTimeoutMs: config.UPSTREAM_SSE_HEADERS_TIMEOUT_MS });
  return app;
}
