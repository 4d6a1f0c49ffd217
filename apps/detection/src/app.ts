import { createLicenceReader, identityPlugin } from '@csg/auth';
import { createDefaultEngine, DEFAULT_POLICY, filterPolicySchema } from '@csg/detection-engine';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import type { Config } from './config.ts';
import { createDetectRepo } from './features/detect/detect.repo.ts';
import { detectRoutes } from './features/detect/detect.routes.ts';
import { createDetectService } from './features/detect/detect.service.ts';
import { createFilterResolver } from './features/detect/filter-resolver.ts';

/** /api/v1/guardrails/*: text detection. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health, PostgreSQL and the first-boot gate.
  const app = await createServiceApp('detection', config);

  // Cross-cutting: who the caller is, the enforced role rules, and capability shadow mode.
  await app.register(identityPlugin, { db: app.db, jwtSecret: config.JWT_SECRET, jwtExpiresIn: config.JWT_EXPIRES_IN });

  // Feature routes.
  const engine = createDefaultEngine({
    defaultLanguage: config.DEFAULT_LANGUAGE,
    deadlineMs: config.DETECTION_DEADLINE_MS,
    components: {
      mlDetector: config.ML_DETECTOR_URL,
      hapGuard: config.HAP_GUARD_V2_URL,
      attackGuard: config.ATTACK_GUARD_URL,
      languageDetector: config.LANGUAGE_DETECTOR_URL,
    },
    log: app.log,
  });
  app.addHook('onClose', () => engine.close());

  const repo = createDetectRepo(app.db);
  const licence = createLicenceReader(app.db, config.LICENSE_PUBLIC_KEYS);
  const service = createDetectService({
    detect: (text, options) => engine.detect(text, options),
    resolveFilter: createFilterResolver({
      load: repo.filterPolicy,
      parse: (policy) => filterPolicySchema.safeParse(policy).data,
      builtIn: DEFAULT_POLICY,
      cacheMs: 5_000,
      log: app.log,
    }),
    repo,
    licence: licence.current,
  });
  await app.register(detectRoutes, { service });
  return app;
}
