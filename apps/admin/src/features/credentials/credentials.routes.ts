import { principalOf } from '@csg/auth';
import { frameworkErrorSchema } from '@csg/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginatedSchema } from '../../shared/pagination.ts';
import { ADMIN } from '../../shared/route-auth.ts';
import {
  createCredentialSchema,
  credentialIdParamsSchema,
  credentialSchema,
  listCredentialsQuerySchema,
  updateCredentialSchema,
} from './credentials.schemas.ts';
import type { CredentialsService } from './credentials.service.ts';

const errors = { 400: frameworkErrorSchema, 404: frameworkErrorSchema, 409: frameworkErrorSchema };

/**
 * /admin/credentials: the caller's provider keys (admin_user; viewer reads). The secret is
 * write-only: it is sealed with AES-256-GCM on the way in and no response carries it.
 */
export const credentialsRoutes: FastifyPluginAsyncZod<{ service: CredentialsService }> = async (app, { service }) => {
  const route = { config: { auth: ADMIN } };
  const actor = (request: Parameters<typeof principalOf>[0]) => {
    const { tenantId, role } = principalOf(request);
    return { tenantId, role };
  };

  app.get(
    '/admin/credentials',
    {
      ...route,
      schema: {
        operationId: 'listCredentials',
        summary: 'List provider credentials',
        querystring: listCredentialsQuerySchema,
        response: { 200: paginatedSchema(credentialSchema), ...errors },
      },
    },
    async (request) => service.list(actor(request), request.query),
  );

  app.get(
    '/admin/credentials/:id',
    {
      ...route,
      schema: {
        operationId: 'getCredential',
        summary: 'Get a provider credential (never its secret)',
        params: credentialIdParamsSchema,
        response: { 200: credentialSchema, ...errors },
      },
    },
    async (request) => service.get(actor(request), request.params.id),
  );

  app.post(
    '/admin/credentials',
    {
      ...route,
      schema: {
        operationId: 'createCredential',
        summary: 'Store a provider credential',
        body: createCredentialSchema,
        response: { 201: credentialSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(actor(request), request.body)),
  );

  app.patch(
    '/admin/credentials/:id',
    {
      ...route,
      schema: {
        operationId: 'updateCredential',
        summary: 'Update a provider credential',
        params: credentialIdParamsSchema,
        body: updateCredentialSchema,
        response: { 200: credentialSchema, ...errors },
      },
    },
    async (request) => service.update(actor(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/credentials/:id',
    {
      ...route,
      schema: {
        operationId: 'deleteCredential',
        summary: 'Delete a provider credential',
        params: credentialIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(actor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
