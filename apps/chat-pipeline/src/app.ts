import { createLicenceReader, identityPlugin, licenceGatePlugin } from '@csg/auth';
import { detectionEngineOptions } from '@csg/config';
import { loadFilterPolicy } from '@csg/db';
import { createDetectionsRepo, createDetectionWriter } from '@csg/detections';
import { createDefaultEngine, createEngineMetrics, createFilterResolver, warmUp } from '@csg/detection-engine';
import { filterUnavailable } from '@csg/errors';
import { createUpstreamPool } from '@csg/http';
import { createModelsRepo } from '@csg/models';
import { createProviderClient, parseEncryptionKey } from '@csg/providers';
import { cacheOpenGate, createAutoLock, createReviewsRepo } from '@csg/reviews';
import { createLoopBudget, type App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import { isSessionOf } from '@csg/session-store';
import type { Config } from './config.ts';
import { createMediaAnalysisClient } from './features/chat-media/media-analysis.client.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { createChatService } from './features/chat/chat.service.ts';
import { createTurnObserver } from './features/chat/turn-observer.ts';
import { createGroundingService } from './features/grounding/grounding.service.ts';
import { createHallucinationGuard } from './features/grounding/hallucination-guard.ts';
import { hardenRoutes } from './features/harden/harden.routes.ts';
import { createHardenService } from './features/harden/harden.service.ts';
import { cacheModelResolutions } from './features/models/model-cache.ts';
import { createModelResolver } from './features/models/model-resolver.ts';
import { modelsRoutes } from './features/models/models.routes.ts';
import { createOpenAiChat } from './features/openai/openai-chat.ts';
import { openAiRoutes } from './features/openai/openai.routes.ts';
import { sessionTitleRoutes } from './features/session-titles/session-title.routes.ts';
import { createSessionTitleService } from './features/session-titles/session-title.service.ts';
import { createReviewGate } from './features/reviews/review-gate.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';

const GUARD_TIMEOUT_MS = 5_000;
/** The filters' share of one event-loop turn: under load, the turns' scans are spread over several. */
const FILTER_BUDGET_MS = 8;

/** /chat/*, /models and their OpenAI-compatible twins under /v1: filtered chat over the providers. */
export async function buildApp(config: Config): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health, PostgreSQL and the first-boot gate.
  const app = await createServiceApp('chat-pipeline', config);

  // Cross-cutting: who the caller is and the enforced role rules, then the licence each route declares.
  // Every chat turn reads them, so they are kept in memory and dropped as the change feed announces
  // changes. This app's own writes there are reviews: an automatic lock (the gate cache drops it at
  // once) and unlock requests, which only a locked tenant, never cached as clear, can make.
  await app.register(identityPlugin, {
    db: app.db,
    jwtSecret: config.JWT_SECRET,
    jwtExpiresIn: config.JWT_EXPIRES_IN,
    changes: app.changes,
  });
  await app.register(licenceGatePlugin, {
    reader: createLicenceReader(app.db, config.LICENSE_PUBLIC_KEYS, app.changes),
  });

  // Shared parts: the engine (in-process), the provider client, the repositories.
  const engine = createDefaultEngine({
    ...detectionEngineOptions(config),
    log: app.log,
    observer: createEngineMetrics(app.metricsRegistry),
  });
  // Models and tables load while the app starts, not on its first request.
  app.addHook('onReady', async () => warmUp(engine));
  const providers = createProviderClient({
    allowPrivateAddresses: config.ALLOW_PRIVATE_PROVIDER_URLS,
    timeouts: {
      connectMs: config.PROVIDER_CONNECT_TIMEOUT_MS,
      firstByteMs: config.PROVIDER_FIRST_BYTE_TIMEOUT_MS,
      totalMs: config.PROVIDER_TOTAL_TIMEOUT_MS,
    },
  });
  // Media analysis reads a turn's attachments: its own app, where the OCR models live once for the fleet.
  const mediaAnalysis = createUpstreamPool(config.MEDIA_ANALYSIS_URL);
  app.addHook('onClose', async () => {
    await Promise.all([engine.close(), providers.close(), mediaAnalysis.close()]);
  });
  const modelsRepo = createModelsRepo(app.db);
  const reviewsRepo = createReviewsRepo(app.db);
  const gateState = cacheOpenGate(reviewsRepo, { changes: app.changes });
  const detections = createDetectionsRepo(app.db);
  // A turn's records are written behind it, with other turns'. onClose hooks run in reverse order,
  // so this one stores what is queued before the database plugin's closes the pool.
  const recordWriter = createDetectionWriter({
    store: detections.recordAll,
    log: app.log,
    maxBatch: 200,
    minIntervalMs: 50,
    maxQueued: 10_000,
    retryDelaysMs: [100, 500],
  });
  app.addHook('onClose', () => recordWriter.close());
  const resolveFilter = createFilterResolver({
    load: (nickname) => loadFilterPolicy(app.db, nickname),
    cacheMs: 5_000,
    unusable: filterUnavailable,
    log: app.log,
  });

  // Feature routes.
  const filters = createLoopBudget({ budgetMs: FILTER_BUDGET_MS });
  const chat = createChatService({
    detect: (text, options) => filters.run(() => engine.detect(text, options)),
    resolveFilter,
    resolveModel: cacheModelResolutions(
      createModelResolver({
        repo: modelsRepo,
        key: parseEncryptionKey(config.CREDENTIALS_ENCRYPTION_KEY),
        allowPrivateUrls: config.ALLOW_PRIVATE_PROVIDER_URLS,
      }),
      { changes: app.changes },
    ),
    providers,
    gate: createReviewGate({
      takeGateState: gateState.takeGateState,
      autoLock: createAutoLock({
        policy: { attempts: config.AUTO_LOCK_JAILBREAK_ATTEMPTS, windowMs: config.AUTO_LOCK_WINDOW_MINUTES * 60_000 },
        countJailbreakRejections: detections.countJailbreakRejections,
        lockAutomatically: gateState.lockAutomatically,
      }),
    }),
    detections,
    recordWriter,
    grounding: createGroundingService({
      repo: detections,
      guard: config.HALLUCINATION_GUARD_URL
        ? createHallucinationGuard(config.HALLUCINATION_GUARD_URL, GUARD_TIMEOUT_MS)
        : undefined,
      log: app.log,
    }),
    isSessionOf: (tenantId, sessionId) => isSessionOf(app.db, tenantId, sessionId),
    media: createMediaAnalysisClient(mediaAnalysis),
    log: app.log,
    observeTurn: createTurnObserver({ registry: app.metricsRegistry, log: app.log }),
  });
  await app.register(chatRoutes, { chat, keepAliveMs: config.SSE_KEEP_ALIVE_MS });
  await app.register(hardenRoutes, {
    harden: createHardenService({ detect: (text, options) => engine.detectSync(text, options) }),
  });
  await app.register(sessionTitleRoutes, {
    scan: createSessionTitleService({ detect: (text, options) => engine.detect(text, options), resolveFilter }),
  });
  await app.register(modelsRoutes, { repo: modelsRepo });
  await app.register(reviewsRoutes, { repo: reviewsRepo });
  // The OpenAI-compatible surface: the same chat service, rendered as OpenAI's objects.
  await app.register(openAiRoutes, {
    prefix: '/v1',
    complete: createOpenAiChat({ chat, log: app.log }),
    repo: modelsRepo,
  });
  return app;
}
