import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';

/** /api/v1/guardrails/*: text detection. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health and PostgreSQL.
  const app = await createServiceApp('detection', config);
  return app;
}
