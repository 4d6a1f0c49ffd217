import type { RouteAuth } from '@csg/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hardenBodySchema, hardenResponseSchema } from './harden.schemas.ts';
import type { HardenService } from './harden.service.ts';

/** A chat endpoint: API key or JWT; the auditor is refused chat, the viewer every write. */
const HARDEN_AUTH: RouteAuth = { accept: ['jwt', 'api_key'], roles: 'any', chatWrite: true };

export const hardenRoutes: FastifyPluginAsyncZod<{ harden: HardenService }> = async (app, { harden }) => {
  app.post(
    '/chat/harden-prompt',
    {
      config: { auth: HARDEN_AUTH },
      schema: {
        operationId: 'hardenPrompt',
        summary: 'Rewrite a system prompt to resist prompt injection',
        body: hardenBodySchema,
        response: { 200: hardenResponseSchema },
      },
    },
    async (request) => harden(request.body.prompt),
  );
};
