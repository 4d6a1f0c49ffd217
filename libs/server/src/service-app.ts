import { databaseUnavailableCode } from '@csg/db';
import { createServer, type App } from './create-server.ts';
import { databasePlugin } from './database-plugin.ts';
import { healthPlugin } from './health-plugin.ts';
import { metricsPlugin } from './metrics-plugin.ts';
import { openapiPlugin, ownDocumentRoute } from './openapi-plugin.ts';
import { setupGatePlugin } from './setup-gate.ts';

export interface ServiceAppConfig {
  LOG_LEVEL: string;
  LOG_PRETTY?: boolean;
  TRUSTED_PROXIES: readonly string[];
  DATABASE_URL: string;
  /** Unset counts as true: bring the schema up to date before serving (see databaseEnv in @csg/config). */
  MIGRATE_ON_START?: boolean;
}

/**
 * The infrastructure every internal app starts from, in order: the server (logging, errors,
 * request ids, proxy trust), the OpenAPI document (before any route: it collects them) at
 * /openapi.json, /health, /metrics, PostgreSQL (whose check /health reports), then the first-boot
 * gate that locks everything but /health, /metrics, /setup and /openapi.json until setup is complete.
 */
export async function createServiceApp(service: string, config: ServiceAppConfig): Promise<App> {
  const app = createServer({
    service,
    logLevel: config.LOG_LEVEL,
    logPretty: config.LOG_PRETTY,
    trustedProxies: config.TRUSTED_PROXIES,
    databaseUnavailableCode,
  });
  await app.register(openapiPlugin, { service });
  await app.register(ownDocumentRoute);
  await app.register(healthPlugin, { service });
  await app.register(metricsPlugin);
  await app.register(databasePlugin, {
    url: config.DATABASE_URL,
    service,
    migrate: config.MIGRATE_ON_START ?? true,
  });
  await app.register(setupGatePlugin, { db: app.db });
  return app;
}
