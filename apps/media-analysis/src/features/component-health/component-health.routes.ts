import { ocrEngineIdSchema } from '@csg/contracts';
import type { DocumentCodec } from '@csg/documents';
import type { OcrEngineId, OcrEngineStatus } from '@csg/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ocrServiceHealth, redactorHealth } from './component-checks.ts';
import { documentParserHealth } from './document-probes.ts';

const componentHealthResponse = z.object({
  status: z.enum(['ok', 'unhealthy']),
  service: z.literal('media-analysis'),
  components: z.object({
    'ocr-service': z.object({
      healthy: z.boolean(),
      engines: z.array(z.object({ id: ocrEngineIdSchema, available: z.boolean(), reason: z.string().optional() })),
    }),
    'document-parser': z.object({ healthy: z.boolean() }),
    redactor: z.object({ healthy: z.boolean() }),
  }),
});
const healthyComponents = componentHealthResponse.meta({
  examples: [
    {
      status: 'ok',
      service: 'media-analysis',
      components: {
        'ocr-service': {
          healthy: true,
          engines: [
            { id: 'paddleocr', available: true },
            { id: 'tesseract', available: true },
          ],
        },
        'document-parser': { healthy: true },
        redactor: { healthy: true },
      },
    },
  ],
});

/**
 * GET /api/v1/health: the health path the specification gives ocr-service, document-parser and
 * redactor, all served by this app; one answer covers the three (503 when any is unhealthy), and
 * the body says which. doc-classifier's path is GET /health, where its check joins the app's own.
 */
export const componentHealthRoutes: FastifyPluginAsyncZod<{
  status: (engine: OcrEngineId) => Promise<OcrEngineStatus>;
  codec: DocumentCodec;
}> = async (app, { status, codec }) => {
  app.get(
    '/api/v1/health',
    {
      schema: {
        operationId: 'getMediaComponentHealth',
        summary: 'Health of the media-analysis components (OCR engines)',
        response: { 200: healthyComponents, 503: componentHealthResponse },
      },
    },
    async (_request, reply) => {
      const [ocr, documentParser, redactor] = await Promise.all([
        ocrServiceHealth(status),
        documentParserHealth(codec),
        redactorHealth(codec),
      ]);
      const healthy = ocr.healthy && documentParser.healthy && redactor.healthy;
      return reply.code(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'unhealthy',
        service: 'media-analysis',
        components: { 'ocr-service': ocr, 'document-parser': documentParser, redactor },
      });
    },
  );
};
