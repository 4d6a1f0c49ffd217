import type { RouteAuth } from '@csg/auth';
import { prometheusTextResponse } from '@csg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MetricsScraper } from './scrape-metrics.ts';

/**
 * JWT only, as every /admin path. The page counts the whole fleet's traffic (every tenant's turns
 * by model and outcome): the operators' roles, superadmin and admin_user; viewer passes as every
 * read does (the specification's rule 7); auditor and normal_user are 403.
 */
export const METRICS_AUTH: RouteAuth = { accept: ['jwt'], roles: ['superadmin', 'admin_user'] };

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** GET /admin/metrics: the internal apps' series on one page (the edge adds its own as it relays it). */
export const metricsRoutes: FastifyPluginAsyncZod<{ scrape: MetricsScraper }> = async (app, { scrape }) => {
  app.get(
    '/admin/metrics',
    {
      config: { auth: METRICS_AUTH },
      schema: {
        operationId: 'getFleetMetrics',
        summary: "Every app's Prometheus series on one page, labelled by app",
        response: { 200: prometheusTextResponse('Prometheus text; an app that did not answer is csg_scrape_up 0') },
      },
    },
    async (_request, reply) => reply.type(PROMETHEUS_TEXT).send(await scrape()),
  );
};
