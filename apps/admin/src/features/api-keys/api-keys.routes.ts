import { principalOf } from '@csg/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '../../shared/pagination.ts';
import { ADMIN } from '../../shared/route-auth.ts';
import { adminErrorResponses, idParamsSchema } from '../tenants/tenants.schemas.ts';
import {
  apiKeyItemSchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  regeneratedApiKeySchema,
} from './api-keys.schemas.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/**
 * /admin/api-keys: gateway API keys. Issuing, regenerating and revoking require admin_user (rule 2);
 * the plaintext appears only in the answers to creation and regeneration.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ service: ApiKeysService }> = async (app, { service }) => {
  app.get(
    '/admin/api-keys',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'listApiKeys',
        summary: 'List gateway API keys',
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(apiKeyItemSchema), ...adminErrorResponses },
      },
    },
    (request) => service.list(principalOf(request), request.query),
  );

  app.post(
    '/admin/api-keys',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'createApiKey',
        summary: 'Issue a gateway API key (the plaintext is shown once)',
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeySchema, ...adminErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(principalOf(request), request.body)),
  );

  app.post(
    '/admin/api-keys/:id/regenerate',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'regenerateApiKey',
        summary: 'Regenerate a gateway API key (the new plaintext is shown once)',
        params: idParamsSchema,
        response: { 200: regeneratedApiKeySchema, ...adminErrorResponses },
      },
    },
    (request) => service.regenerate(principalOf(request), request.params.id),
  );

  app.delete(
    '/admin/api-keys/:id',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'revokeApiKey',
        summary: 'Revoke a gateway API key',
        params: idParamsSchema,
        response: { 204: z.null(), ...adminErrorResponses },
      },
    },
    async (request, reply) => {
      await service.revoke(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
