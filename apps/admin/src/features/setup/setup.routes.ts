import { frameworkErrorSchema } from '@csg/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantSchema } from '../tenants/tenants.schemas.ts';
import { setupBodySchema, setupStatusSchema } from './setup.schemas.ts';
import type { SetupService } from './setup.service.ts';

/** First boot: the only routes, with /health, that answer before setup is complete. */
export const setupRoutes: FastifyPluginAsyncZod<{ service: SetupService }> = async (app, { service }) => {
  app.get(
    '/setup/status',
    {
      schema: {
        operationId: 'getSetupStatus',
        summary: 'Whether first-boot setup is complete',
        response: { 200: setupStatusSchema },
      },
    },
    () => service.status(),
  );

  app.post(
    '/setup',
    {
      schema: {
        operationId: 'completeSetup',
        summary: 'Complete first-boot setup by creating the first superadmin',
        body: setupBodySchema,
        response: { 201: tenantSchema, 400: frameworkErrorSchema, 409: frameworkErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.complete(request.body)),
  );
};
