import { createServiceApp, type App } from '@csg/server';
import type { Config } from './config.ts';

/** /auth/*, /setup/*, /admin/* (but diagnostics): identity and administration. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health and PostgreSQL.
  const app = await createServiceApp('admin', config);
  return app;
}
