import { probeHealth } from '@csg/http';
import type { App } from '@csg/server';
import { z } from 'zod';

const upstreamHealth = z.object({
  reachable: z.boolean(),
  healthy: z.boolean(),
  latencyMs: z.number(),
  error: z.string().optional(),
});
const edgeHealth = z
  .object({
    status: z.enum(['ok', 'degraded']),
    service: z.literal('edge-gateway'),
    upstreams: z.record(z.string(), upstreamHealth),
  })
  .meta({
    examples: [
      {
        status: 'ok',
        service: 'edge-gateway',
        upstreams: { detection: { reachable: true, healthy: true, latencyMs: 4 } },
      },
    ],
  });

/**
 * The edge's /health is gateway-core's: 200 while the edge itself serves, with each internal
 * app probed in parallel (3 s cap) so an operator sees which one is down.
 */
export async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getEdgeHealth',
        summary: 'Liveness of the edge and its view of every internal app',
        response: { 200: edgeHealth },
      },
    },
    async () => {
      const targets = Object.fromEntries(
        Object.entries(app.upstreams.url).map(([name, url]) => [name, `${url}/health`]),
      );
      const results = await probeHealth(targets);
      const upstreams = Object.fromEntries(
        Object.entries(results).map(([name, r]) => [
          name,
          { reachable: r.reachable, healthy: r.healthy, latencyMs: r.latencyMs, error: r.error },
        ]),
      );
      const allHealthy = Object.values(results).every((r) => r.healthy);
      return {
        status: allHealthy ? ('ok' as const) : ('degraded' as const),
        service: 'edge-gateway' as const,
        upstreams,
      };
    },
  );
}
