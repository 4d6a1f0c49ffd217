import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';

/** /admin/diagnostics/*: the health snapshot of the deployment. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health and PostgreSQL.
  const app = await createServiceApp('diagnostics', config);
  return app;
}
