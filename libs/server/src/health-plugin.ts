import fp from 'fastify-plugin';
import { z } from 'zod';
import type { App } from './create-server.ts';

export type HealthCheck = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Dependencies that /health probes; plugins that open a connection add theirs. */
    healthChecks: Map<string, HealthCheck>;
  }
}

const checkResult = z.object({ healthy: z.boolean(), latencyMs: z.number(), error: z.string().optional() });
export const healthResponse = z.object({
  status: z.enum(['ok', 'unhealthy']),
  service: z.string(),
  checks: z.record(z.string(), checkResult),
});

const CHECK_TIMEOUT_MS = 2_500;

async function runCheck(check: HealthCheck): Promise<z.infer<typeof checkResult>> {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
    ]);
    return { healthy: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    // The code only (ECONNREFUSED, 57P01…): driver messages can name hosts and users.
    const code = (err as { code?: unknown }).code;
    const error =
      typeof code === 'string' ? code : err instanceof Error && err.message === 'timed out' ? 'timeout' : 'failed';
    return { healthy: false, latencyMs: Math.round(performance.now() - started), error };
  }
}

/** GET /health: liveness plus the app's own dependencies; 503 when one of them fails. */
export const healthPlugin = fp(
  async (app: App, opts: { service: string }) => {
    app.decorate('healthChecks', new Map<string, HealthCheck>());
    const healthy = healthResponse.meta({
      examples: [{ status: 'ok', service: opts.service, checks: { postgres: { healthy: true, latencyMs: 2 } } }],
    });
    app.get(
      '/health',
      {
        schema: {
          operationId: 'getHealth',
          summary: 'Liveness of the app and its dependencies',
          response: { 200: healthy, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        const entries = await Promise.all(
          [...app.healthChecks].map(async ([name, check]) => [name, await runCheck(check)] as const),
        );
        const checks = Object.fromEntries(entries);
        const healthy = entries.every(([, result]) => result.healthy);
        return reply
          .code(healthy ? 200 : 503)
          .send({ status: healthy ? 'ok' : 'unhealthy', service: opts.service, checks });
      },
    );
  },
  { name: 'csg-health', fastify: '5.x' },
);
