import { identityPlugin } from '@csg/auth';
import { pendingMigrations } from '@csg/db';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import { containerRuntime } from './features/containers/container-runtime.ts';
import { metricsRoutes } from './features/metrics/metrics.routes.ts';
import { createMetricsScraper } from './features/metrics/scrape-metrics.ts';
import { planProbes } from './features/services/collect-services.ts';
import { collectSnapshot, type SnapshotSources } from './features/snapshot/collect-snapshot.ts';
import { snapshotRoutes } from './features/snapshot/snapshot.routes.ts';

/** /admin/diagnostics/*: the health snapshot of the deployment; /admin/metrics: the fleet's metrics on one page. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health, PostgreSQL and the first-boot gate.
  const app = await createServiceApp('diagnostics', config);

  // Cross-cutting: who the caller is and the enforced role rules. No licence gate (see the route).
  await app.register(identityPlugin, { db: app.db, jwtSecret: config.JWT_SECRET, jwtExpiresIn: config.JWT_EXPIRES_IN });

  // What is deployed is read once, from the configuration; each snapshot probes it afresh.
  const sources: SnapshotSources = {
    probes: planProbes(config),
    postgres: {
      ping: () => app.db.execute(sql`select 1`),
      countPending: () => pendingMigrations(config.DATABASE_URL),
    },
    redisUrl: config.REDIS_URL,
    containers: containerRuntime(config),
    tls: { host: config.TLS_PROBE_HOST, port: config.TLS_PROBE_PORT },
    appliance: config.APPLIANCE,
  };
  await app.register(snapshotRoutes, { collect: () => collectSnapshot(sources) });
  // The edge is not scraped: it adds its own series to this page as it relays it (docs/decisions.md).
  const scrape = createMetricsScraper({
    apps: {
      'chat-pipeline': config.CHAT_PIPELINE_URL,
      detection: config.DETECTION_URL,
      'media-analysis': config.MEDIA_ANALYSIS_URL,
      sessions: config.SESSIONS_URL,
      admin: config.ADMIN_URL,
    },
    own: { app: 'diagnostics', read: () => app.metricsRegistry.metrics() },
  });
  await app.register(metricsRoutes, { scrape });
  return app;
}
