import { defaultGrants, principalOf, visiblePages, type LicenceState } from '@csg/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../shared/route-auth.ts';
import type { TenantsRepo } from '../tenants/tenants.repo.ts';
import { meSchema } from './me.schemas.ts';

interface MeOptions {
  /** The caller's account as stored now (its contact e-mail is not in the token). */
  tenants: Pick<TenantsRepo, 'find'>;
  /** The licence in force: pages it lacks are withheld from every role (rule 9). */
  licence: () => Promise<LicenceState>;
}

/** GET /auth/me: the caller as stored now, with the dashboard pages and capabilities of its role. */
export const meRoutes: FastifyPluginAsyncZod<MeOptions> = async (app, { tenants, licence }) => {
  const grants = defaultGrants();
  app.get(
    '/auth/me',
    {
      config: { auth: SIGNED_IN },
      schema: {
        operationId: 'getMe',
        summary: 'The signed-in caller, with the pages and capabilities of its role',
        response: { 200: meSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const tenant = await tenants.find(principal.tenantId, undefined);
      return {
        id: principal.tenantId,
        username: principal.username,
        contactEmail: tenant?.contactEmail ?? '',
        role: principal.role,
        pages: [...visiblePages(principal.role, (await licence()).features)],
        capabilities: principal.role === 'api_key' ? [] : [...(grants.get(principal.role) ?? [])].sort(),
      };
    },
  );
};
