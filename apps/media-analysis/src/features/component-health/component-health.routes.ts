import { ocrEngineIdSchema } from '@csg/contracts';
import type { OcrEngineId, OcrEngineStatus } from '@csg/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ocrServiceHealth, redactorHealth } from './component-checks.ts';

const componentHealthResponse = z.object({
  status: z.enum(['ok', 'unhealthy']),
  service: z.literal('media-analysis'),
  components: z.object({
    'ocr-service': z.object({
      healthy: z.boolean(),
      engines: z.array(z.object({ id: ocrEngineIdSchema, available: z.boolean(), reason: z.string().optional() })),
    }),
    redactor: z.object({ healthy: z.boolean() }),
  }),
});

/**
 * GET /api/v1/health: the health path the specification gives both ocr-service and redactor, which
 * this app serves; one answer covers both (503 when either is unhealthy), and the body says which.
 * doc-classifier's path is GET /health, where its check joins the app's own.
 */
export const componentHealthRoutes: FastifyPluginAsyncZod<{
  status: (engine: OcrEngineId) => Promise<OcrEngineStatus>;
}> = async (app, { status }) => {
  app.get(
    '/api/v1/health',
    { schema: { response: { 200: componentHealthResponse, 503: componentHealthResponse } } },
    async (_request, reply) => {
      const [ocr, redactor] = await Promise.all([ocrServiceHealth(status), redactorHealth()]);
      const healthy = ocr.healthy && redactor.healthy;
      return reply.code(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'unhealthy',
        service: 'media-analysis',
        components: { 'ocr-service': ocr, redactor },
      });
    },
  );
};
