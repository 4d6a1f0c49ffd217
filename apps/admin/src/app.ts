import { hashPassword, validatePasswordPolicy } from '@csg/auth';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';
import { createSetupRepo } from './features/setup/setup.repo.ts';
import { setupRoutes } from './features/setup/setup.routes.ts';
import { createSetupService } from './features/setup/setup.service.ts';

/** /auth/*, /setup/*, /admin/* (but diagnostics): identity and administration. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health, PostgreSQL and the first-boot gate.
  const app = await createServiceApp('admin', config);

  // Feature routes.
  const setup = createSetupService({
    repo: createSetupRepo(app.db),
    hashPassword,
    validatePasswordPolicy,
    log: app.log,
  });
  await app.register(setupRoutes, { service: setup });

  const { SETUP_ADMIN_USERNAME: username, SETUP_ADMIN_PASSWORD: password, SETUP_ADMIN_EMAIL: contactEmail } = config;
  if (username && password && contactEmail) await setup.completeUnattended({ username, password, contactEmail });
  return app;
}
