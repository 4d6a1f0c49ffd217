import type { RouteAuth } from '@csg/auth';
import { detectBodySchema, detectResponseSchema } from '@csg/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DetectService } from './detect.service.ts';

/**
 * API key or JWT, any role (no role decorator in the specification); a call with no credential
 * from loopback or a private network is admitted with no tenant, for the in-cluster red team.
 */
const DETECT_AUTH: RouteAuth = { accept: ['jwt', 'api_key'], roles: 'any', anonymous: 'private-network' };

export const detectRoutes: FastifyPluginAsyncZod<{ service: DetectService }> = async (app, { service }) => {
  app.post(
    '/api/v1/guardrails/detect',
    {
      config: { auth: DETECT_AUTH, licence: 'detection' },
      schema: {
        operationId: 'detect',
        summary: 'Detect (and mask) PII and other content in a text',
        body: detectBodySchema,
        response: { 200: detectResponseSchema },
      },
    },
    async (request) => service(request.body, { principal: request.principal, clientAddress: request.ip }),
  );
};
