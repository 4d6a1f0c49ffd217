import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminDeps } from '../../shared/admin-deps.ts';
import { ADMIN } from '../../shared/route-auth.ts';
import { createShadowReportRepo } from './shadow-report.repo.ts';
import { shadowReportSchema } from './shadow-report.schemas.ts';
import { createShadowReportService } from './shadow-report.service.ts';

/**
 * GET /admin/rbac/shadow-report: enforced role decisions against the capability model, per route,
 * method and role, fleet-wide. Enforced rule: admin_user (superadmin passes, viewer reads).
 */
export const shadowReportRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { db }) => {
  const service = createShadowReportService({ repo: createShadowReportRepo(db) });
  app.get(
    '/admin/rbac/shadow-report',
    { config: { auth: ADMIN }, schema: { response: { 200: shadowReportSchema } } },
    async () => service.report(),
  );
};
