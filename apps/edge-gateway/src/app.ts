import type { FastifyRequest } from 'fastify';
import { createServer, metricsPlugin, openapiPlugin, type App } from '@csg/server';
import type { Config } from './config.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { adminMetricsRoutes } from './features/metrics/admin-metrics.routes.ts';
import { openapiRoutes } from './features/openapi/openapi.routes.ts';
import { createPublicDocument } from './features/openapi/public-document.ts';
import type { OpenApiDocument } from './features/openapi/merge-documents.ts';
import { proxyRoutes } from './features/proxy/proxy.routes.ts';
import { upstreamsPlugin } from './plugins/upstreams.ts';
import { routePrefix, upstreamUrls } from './route-table.ts';

export async function buildApp(config: Config): Promise<App> {
  const app = createServer({
    service: 'edge-gateway',
    logLevel: config.LOG_LEVEL,
    logPretty: config.LOG_PRETTY,
    trustedProxies: config.TRUSTED_PROXIES,
  });

  // Infrastructure: the edge's own OpenAPI document (before any route: it collects them), its
  // metrics (served only inside the admins' /admin/metrics page; a forwarded request is labelled by
  // its route-table prefix), and the keep-alive pools the routes forward through.
  await app.register(openapiPlugin, { service: 'edge-gateway' });
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
  // Feature routes: the edge's own routes first, so the catch-all proxy never shadows them.
  await app.register(healthRoutes);
  const document = createPublicDocument({ own: () => app.swagger() as OpenApiDocument, urls: upstreamUrls(config) });
  await app.register(openapiRoutes, { document });
  await app.register(adminMetricsRoutes);
  await app.register(proxyRoutes, { eventStreamHeadersTimeoutMs: config.UPSTREAM_SSE_HEADERS_TIMEOUT_MS });
  return app;
}
