import { defaultGrants, principalOf, visiblePages, type LicenceState } from '@csg/auth';
import { schema, type Database } from '@csg/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../shared/route-auth.ts';
import { meSchema } from './me.schemas.ts';

interface MeOptions {
  db: Database;
  /** The licence in force: pages it lacks are withheld from every role (rule 9). */
  licence: () => Promise<LicenceState>;
}

/** GET /auth/me: the caller as stored now, with the dashboard pages and capabilities of its role. */
export const meRoutes: FastifyPluginAsyncZod<MeOptions> = async (app, { db, licence }) => {
  const grants = defaultGrants();
  app.get('/auth/me', { config: { auth: SIGNED_IN }, schema: { response: { 200: meSchema } } }, async (request) => {
    const principal = principalOf(request);
    const [tenant] = await db
      .select({ contactEmail: schema.tenants.contactEmail })
      .from(schema.tenants)
      .where(eq(schema.tenants.id, principal.tenantId));
    return {
      id: principal.tenantId,
      username: principal.username,
      contactEmail: tenant?.contactEmail ?? '',
      role: principal.role,
      pages: [...visiblePages(principal.role, (await licence()).features)],
      capabilities: principal.role === 'api_key' ? [] : [...(grants.get(principal.role) ?? [])].sort(),
    };
  });
};
