import { createLicenceReader, identityPlugin, licenceGatePlugin } from '@csg/auth';
import { createDefaultEngine, createEngineMetrics, createFilterResolver, warmUp } from '@csg/detection-engine';
import { detectionEngineOptions } from '@csg/config';
import { loadFilterPolicy } from '@csg/db';
import { recordDetection } from '@csg/detections';
import { filterUnavailable } from '@csg/errors';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import { isSessionOf } from '@csg/session-store';
import type { Config } from './config.ts';
import { detectRoutes } from './features/detect/detect.routes.ts';
import { createDetectService } from './features/detect/detect.service.ts';

/** /api/v1/guardrails/*: text detection. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health, PostgreSQL and the first-boot gate.
  const app = await createServiceApp('detection', config);

  // Cross-cutting: who the caller is, the enforced role rules, capability shadow mode, then the
  // licence each route declares.
  await app.register(identityPlugin, { db: app.db, jwtSecret: config.JWT_SECRET, jwtExpiresIn: config.JWT_EXPIRES_IN });
  await app.register(licenceGatePlugin, { reader: createLicenceReader(app.db, config.LICENSE_PUBLIC_KEYS) });

  // Feature routes.
  const engine = createDefaultEngine({
    ...detectionEngineOptions(config),
    log: app.log,
    observer: createEngineMetrics(app.metricsRegistry),
  });
  app.addHook('onClose', () => engine.close());
  // Models and tables load while the app starts, not on its first request.
  app.addHook('onReady', async () => warmUp(engine));

  const service = createDetectService({
    detect: (text, options) => engine.detect(text, options),
    resolveFilter: createFilterResolver({
      load: (nickname) => loadFilterPolicy(app.db, nickname),
      cacheMs: 5_000,
      unusable: filterUnavailable,
      log: app.log,
    }),
    record: (record) => recordDetection(app.db, record),
    isSessionOf: (tenantId, sessionId) => isSessionOf(app.db, tenantId, sessionId),
  });
  await app.register(detectRoutes, { service });
  return app;
}
