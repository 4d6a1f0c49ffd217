import { principalOf, type RouteAuth } from '@csg/auth';
import { frameworkErrorSchema } from '@csg/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPERADMIN } from '../../shared/route-auth.ts';
import { installLicenceBodySchema, licenceViewSchema } from './licence.schemas.ts';
import type { LicenceService } from './licence.service.ts';

/** license.view: admin_user and auditor read the licence (viewer passes every read; superadmin all). */
const LICENCE_READERS: RouteAuth = { accept: ['jwt'], roles: ['admin_user', 'auditor'] };

/**
 * GET /admin/licence: the licence in force. PUT /admin/licence (superadmin): verifies a licence
 * against LICENSE_PUBLIC_KEYS and installs it. A malformed LICENSE_PUBLIC_KEYS stops the app at
 * start; an unset one leaves the gateway on community, and every PUT is 400.
 */
export const licenceRoutes: FastifyPluginAsyncZod<{ service: LicenceService }> = async (app, { service }) => {
  app.get(
    '/admin/licence',
    {
      config: { auth: LICENCE_READERS },
      schema: { operationId: 'getLicence', summary: 'The licence in force', response: { 200: licenceViewSchema } },
    },
    () => service.current(),
  );

  app.put(
    '/admin/licence',
    {
      config: { auth: SUPERADMIN },
      schema: {
        operationId: 'installLicence',
        summary: 'Verify and install a licence',
        body: installLicenceBodySchema,
        response: { 200: licenceViewSchema, 400: frameworkErrorSchema },
      },
    },
    async (request) => service.install(request.body.licence, principalOf(request).tenantId),
  );
};
