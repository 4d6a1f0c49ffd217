import { createLicenceReader, hashPassword, identityPlugin, validatePasswordPolicy } from '@csg/auth';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { meRoutes } from './features/auth/me.routes.ts';
import { credentialsRoutes } from './features/credentials/credentials.routes.ts';
import { filtersRoutes } from './features/filters/filters.routes.ts';
import { groupsRoutes } from './features/groups/groups.routes.ts';
import { licenceRoutes } from './features/licence/licence.routes.ts';
import { modelsRoutes } from './features/models/models.routes.ts';
import { shadowReportRoutes } from './features/rbac/shadow-report.routes.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { createSetupRepo } from './features/setup/setup.repo.ts';
import { setupRoutes } from './features/setup/setup.routes.ts';
import { createSetupService } from './features/setup/setup.service.ts';
import { tenantsRoutes } from './features/tenants/tenants.routes.ts';

/** /auth/*, /setup/*, /admin/* (but diagnostics): identity and administration. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health, PostgreSQL and the first-boot gate.
  const app = await createServiceApp('admin', config);

  // Cross-cutting: who the caller is, the enforced role rules, and capability shadow mode.
  await app.register(identityPlugin, { db: app.db, jwtSecret: config.JWT_SECRET, jwtExpiresIn: config.JWT_EXPIRES_IN });

  // Feature routes.
  const setup = createSetupService({
    repo: createSetupRepo(app.db),
    hashPassword,
    validatePasswordPolicy,
    log: app.log,
  });
  await app.register(setupRoutes, { service: setup });
  // One licence reader, so /auth/me and /admin/licence share one cache.
  const licence = createLicenceReader(app.db, config.LICENSE_PUBLIC_KEYS);
  await app.register(meRoutes, { db: app.db, licence: licence.current });
  const deps = { db: app.db, config };
  await app.register(authRoutes, deps);
  await app.register(tenantsRoutes, deps);
  await app.register(groupsRoutes, deps);
  await app.register(apiKeysRoutes, deps);
  await app.register(credentialsRoutes, deps);
  await app.register(filtersRoutes, deps);
  await app.register(modelsRoutes, deps);
  await app.register(reviewsRoutes, deps);
  await app.register(shadowReportRoutes, deps);
  await app.register(licenceRoutes, { licence });

  const { SETUP_ADMIN_USERNAME: username, SETUP_ADMIN_PASSWORD: password, SETUP_ADMIN_EMAIL: contactEmail } = config;
  if (username && password && contactEmail) await setup.completeUnattended({ username, password, contactEmail });
  return app;
}
