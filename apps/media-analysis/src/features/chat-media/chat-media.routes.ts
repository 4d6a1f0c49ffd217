import type { RouteAuth } from '@csg/auth';
import {
  INSPECT_DOCUMENT_PATH,
  INSPECT_IMAGE_PATH,
  inspectDocumentBodySchema,
  inspectImageBodySchema,
  inspectedDocumentSchema,
  inspectedImageSchema,
} from '@csg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InspectDocumentService } from './inspect-document.service.ts';
import type { InspectImageService } from './inspect-image.service.ts';

/**
 * Called by the chat pipeline with the chat caller's own credential, API key or JWT, as chat
 * accepts both; under chat's licence, since what is licensed is the chat turn they serve. The edge
 * routes nothing under /internal.
 */
const config = { auth: { accept: ['jwt', 'api_key'], roles: 'any' } satisfies RouteAuth, licence: 'chat' } as const;

export const chatMediaRoutes: FastifyPluginAsyncZod<{
  inspectDocument: InspectDocumentService;
  inspectImage: InspectImageService;
}> = async (app, { inspectDocument, inspectImage }) => {
  app.post(
    INSPECT_DOCUMENT_PATH,
    {
      config,
      schema: {
        operationId: 'inspectChatDocument',
        summary: 'Internal: filter a chat document before any model sees it',
        body: inspectDocumentBodySchema,
        response: { 200: inspectedDocumentSchema },
      },
    },
    async (request) => inspectDocument(request.body),
  );
  app.post(
    INSPECT_IMAGE_PATH,
    {
      config,
      schema: {
        operationId: 'inspectChatImage',
        summary: 'Internal: filter a chat image before any model sees it',
        body: inspectImageBodySchema,
        response: { 200: inspectedImageSchema },
      },
    },
    async (request) => inspectImage(request.body),
  );
};
