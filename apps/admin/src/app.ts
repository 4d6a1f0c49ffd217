import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';

/** /auth/*, /setup/*, /admin/* (but diagnostics): identity and administration. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health and PostgreSQL.
  const app = await createServiceApp('admin', config);
  return app;
}
