import { identityPlugin } from '@csg/auth';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';
import { createSessionsRepo } from './features/sessions/sessions.repo.ts';
import { sessionsRoutes } from './features/sessions/sessions.routes.ts';
import { createSessionsService } from './features/sessions/sessions.service.ts';

/** /sessions*: server-side conversation state. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health and PostgreSQL.
  const app = await createServiceApp('sessions', config);

  // Cross-cutting: who the caller is and the enforced role rules.
  await app.register(identityPlugin, { db: app.db, jwtSecret: config.JWT_SECRET, jwtExpiresIn: config.JWT_EXPIRES_IN });

  // Feature routes.
  await app.register(sessionsRoutes, { service: createSessionsService({ repo: createSessionsRepo(app.db) }) });
  return app;
}
