import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';

/** /chat/* and /models: filtered chat over the providers. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health and PostgreSQL.
  const app = await createServiceApp('chat-pipeline', config);
  return app;
}
