import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../shared/route-auth.ts';
import { shadowReportSchema } from './shadow-report.schemas.ts';
import type { ShadowReportService } from './shadow-report.service.ts';

/**
 * GET /admin/rbac/shadow-report: enforced role decisions against the capability model, per route,
 * method and role, fleet-wide. Enforced rule: admin_user (superadmin passes, viewer reads).
 */
export const shadowReportRoutes: FastifyPluginAsyncZod<{ service: ShadowReportService }> = async (app, { service }) => {
  app.get(
    '/admin/rbac/shadow-report',
    {
      config: { auth: ADMIN },
      schema: {
        operationId: 'getRbacShadowReport',
        summary: 'Enforced role decisions against the capability model',
        response: { 200: shadowReportSchema },
      },
    },
    async () => service.report(),
  );
};
