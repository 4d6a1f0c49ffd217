import client, { type Registry } from '@prometheus-io/client';
import type { FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import { prometheusTextResponse } from '@csg/contracts';
import type { App } from './create-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's own registry: tests build several apps in one process, so the global one is never used. */
    metricsRegistry: Registry;
  }
}

/** The route label of a request no route matched: never its path, which the caller chooses. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a cached answer to a chat turn that waits on its provider. */
const DURATION_BUCKETS = [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface MetricsOptions {
  /** false: collect without serving `/metrics`. */
  serve?: boolean;
  /** A bounded label for a request; default the route pattern (`/sessions/:id`) as Fastify matched it. */
  routeLabel?: (request: FastifyRequest) => string | undefined;
}

/**
 * Prometheus `/metrics` on the app's internal port: requests by method, route pattern and status
 * (a histogram, whose count is the request count), the Node process's vitals, and whatever the
 * app's features register on `app.metricsRegistry`. The series carry no tenant and no raw path.
 */
export const metricsPlugin = fp(
  async (app: App, opts: MetricsOptions = {}) => {
    const registry = new client.Registry();
    // A request that matched no route (or no label) gets one fixed label, never its path.
    const routeOf = opts.routeLabel ?? ((request: FastifyRequest) => request.routeOptions.url);
    const routeLabel = (request: FastifyRequest) => routeOf(request) ?? UNMATCHED_ROUTE;
    // The summary is off but fastify-metrics still creates it: registered here, not in the global registry.
    // A CommonJS module: Node hands over its exports, whose `default` is the plugin.
    await app.register(fastifyMetrics.default, {
      promClient: client,
      name: 'routeMetrics',
      endpoint: null,
      defaultMetrics: { enabled: true, register: registry, prefix: 'csg_' },
      routeMetrics: {
        enabled: { histogram: true, summary: false },
        registeredRoutesOnly: false,
        routeBlacklist: ['/metrics'],
        overrides: {
          labels: { getRouteLabel: routeLabel, status: 'status' },
          histogram: { name: 'csg_http_request_duration_seconds', buckets: DURATION_BUCKETS, registers: [registry] },
          summary: { name: 'csg_http_request_summary_seconds', registers: [registry] },
        },
      },
    });
    app.decorate('metricsRegistry', registry);
    // The edge keeps its series off its public port (it hands them over inside the admins' view).
    if (opts.serve === false) return;
    app.get(
      '/metrics',
      {
        logLevel: 'warn',
        schema: {
          operationId: 'getMetrics',
          summary: "This app's Prometheus series (internal port only)",
          response: { 200: prometheusTextResponse('Prometheus text') },
        },
      },
      async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()),
    );
  },
  { name: 'csg-metrics', fastify: '5.x' },
);
