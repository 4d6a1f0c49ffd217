import multipart from '@fastify/multipart';
import { createLicenceReader, identityPlugin, licenceGatePlugin } from '@csg/auth';
import { MAX_DOCUMENT_BYTES } from '@csg/contracts';
import { detectionEngineOptions } from '@csg/config';
import { loadFilterPolicy } from '@csg/db';
import {
  createDefaultEngine,
  createEngineMetrics,
  createFilterResolver,
  createLanguageIdentifier,
  warmUp,
  type FilterPolicy,
} from '@csg/detection-engine';
import { recordDetection } from '@csg/detections';
import { filterUnavailable } from '@csg/errors';
import {
  analyzeImage,
  createRemoteClassifier,
  glyphSpans,
  type AnalyzeImageRequest,
  type OcrEngineId,
} from '@csg/media';
import {
  analyzeDocument,
  createWorkerCodec,
  type AnalyzeDocumentRequest,
  type DocumentCodec,
  type PageOcr,
} from '@csg/documents';
import type { App } from '@csg/server';
import { createServiceApp } from '@csg/server/service';
import { isSessionOf } from '@csg/session-store';
import type { Config } from './config.ts';
import { docClassifierCheck } from './features/component-health/component-checks.ts';
import { chatMediaRoutes } from './features/chat-media/chat-media.routes.ts';
import { createInspectDocumentService } from './features/chat-media/inspect-document.service.ts';
import { createInspectImageService } from './features/chat-media/inspect-image.service.ts';
import { componentHealthRoutes } from './features/component-health/component-health.routes.ts';
import { createAnalyzeDocumentService } from './features/document-analysis/analyze-document.service.ts';
import { documentAnalysisRoutes } from './features/document-analysis/document-analysis.routes.ts';
import { createDocumentCopies } from './features/document-analysis/document-copies.repo.ts';
import { registerQueueDepth } from './features/document-analysis/queue-depth-gauge.ts';
import { createRedactJobs } from './features/document-analysis/redact-jobs.ts';
import { redactJobRoutes } from './features/document-analysis/redact-jobs.routes.ts';
import { createAnalyzeService } from './features/image-analysis/analyze.service.ts';
import { createCompareOcrService } from './features/image-analysis/compare-ocr.service.ts';
import { imageAnalysisRoutes } from './features/image-analysis/image-analysis.routes.ts';
import { createOcrEnginesService } from './features/image-analysis/ocr-engines.service.ts';
import { createOcrEngines, type OcrEngines } from './ocr-engines.ts';

export interface MediaAnalysisOverrides {
  /** OCR engines in place of the real ones, for tests that must not load models. */
  engines?: OcrEngines;
  /** File formats in place of the real ones, for tests of the document routes' own rules. */
  documentCodec?: DocumentCodec;
}

/** /image-analysis/* and /document-analysis/*: OCR, document parsing, redaction. */
export async function buildApp(config: Config, overrides: MediaAnalysisOverrides = {}): Promise<App> {
  // Infrastructure: logging, errors, request ids, /health, PostgreSQL and the first-boot gate.
  const app = await createServiceApp('media-analysis', config);

  // Cross-cutting: who the caller is and the enforced role rules, then the licence each route declares.
  await app.register(identityPlugin, { db: app.db, jwtSecret: config.JWT_SECRET, jwtExpiresIn: config.JWT_EXPIRES_IN });
  await app.register(licenceGatePlugin, { reader: createLicenceReader(app.db, config.LICENSE_PUBLIC_KEYS) });
  // Uploads: one file of at most 20 MB and a few short option fields; anything past is refused, not truncated.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 4_096, parts: 12 },
  });

  // The engines: detection over the OCR text, and OCR. Models and tables load while the app starts,
  // not on its first request (and not during a health probe's 3 s).
  const detection = createDefaultEngine({
    ...detectionEngineOptions(config),
    log: app.log,
    observer: createEngineMetrics(app.metricsRegistry),
  });
  const engines =
    overrides.engines ??
    createOcrEngines(config, createLanguageIdentifier({ defaultLanguage: config.DEFAULT_LANGUAGE }));
  const status = (engine: OcrEngineId) => engines[engine].status();
  const classifier = config.DOC_CLASSIFIER_URL
    ? createRemoteClassifier(config.DOC_CLASSIFIER_URL, {
        timeoutMs: config.DOC_CLASSIFIER_TIMEOUT_MS,
        onSkip: (reason) => app.log.warn({ component: 'doc-classifier', reason }, 'component skipped'),
      })
    : undefined;
  app.addHook('onReady', async () => {
    warmUp(detection);
    for (const id of Object.keys(engines) as OcrEngineId[]) {
      const { available, reason } = await status(id);
      if (!available) app.log.warn({ engine: id, reason }, 'OCR engine unavailable');
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all([
      detection.close(),
      classifier?.close(),
      ...Object.values(engines).map((engine) => engine.close()),
    ]);
  });

  // Feature routes.
  const resolveFilter = createFilterResolver({
    load: (nickname) => loadFilterPolicy(app.db, nickname),
    cacheMs: 5_000,
    unusable: filterUnavailable,
    log: app.log,
  });
  const detectText = async (text: string, policy: FilterPolicy) =>
    (await detection.detect(text, { policy })).detectedEntities;
  const analyze = (request: AnalyzeImageRequest) =>
    analyzeImage(
      {
        engines,
        detect: detectText,
        lineSpans: { paddleocr: glyphSpans },
        classifier,
      },
      request,
    );
  await app.register(imageAnalysisRoutes, {
    analyze: createAnalyzeService({
      analyze,
      resolveFilter,
      record: (record) => recordDetection(app.db, record),
      isSessionOf: (tenantId, sessionId) => isSessionOf(app.db, tenantId, sessionId),
    }),
    compareOcr: createCompareOcrService({ analyze, status, resolveFilter }),
    ocrEngines: createOcrEnginesService(status),
  });

  // Scanned pages are printed text: Tesseract keeps the spaces PaddleOCR drops between small words.
  const pageOcr: PageOcr = async (png) => (await engines.tesseract.recognize(png, { language: 'auto' })).text;
  // Documents are parsed and rewritten in worker threads: a 20 MB file must not stall other requests.
  let codec = overrides.documentCodec;
  if (!codec) {
    const workers = createWorkerCodec({ threads: config.DOCUMENT_THREADS });
    app.addHook('onClose', () => workers.close());
    codec = workers;
  }
  const analyzeDoc = (request: AnalyzeDocumentRequest) =>
    analyzeDocument({ codec, detect: detectText, ocr: pageOcr }, request);
  const copies = createDocumentCopies(app.db, config.DOCUMENT_RETENTION_HOURS);
  const sessionOf = (tenantId: string, sessionId: string) => isSessionOf(app.db, tenantId, sessionId);
  const analyzeDocumentService = createAnalyzeDocumentService({
    analyze: analyzeDoc,
    resolveFilter,
    record: (record) => recordDetection(app.db, record),
    isSessionOf: sessionOf,
    copies,
  });
  await app.register(documentAnalysisRoutes, { analyze: analyzeDocumentService, copies });
  // Redact jobs: on Redis when there is one, else on PostgreSQL; this instance runs their worker.
  const jobs = createRedactJobs({
    backend: config.REDIS_URL ? { redisUrl: config.REDIS_URL } : { databaseUrl: config.DATABASE_URL },
    analyze: analyzeDocumentService,
    retentionHours: config.DOCUMENT_RETENTION_HOURS,
    log: app.log,
  });
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.close());
  registerQueueDepth(app.metricsRegistry, { 'document-redact': jobs });
  await app.register(redactJobRoutes, {
    jobs,
    sniff: (bytes, filename) => codec.sniff(bytes, filename),
    isSessionOf: sessionOf,
  });

  // Chat's documents and images, inspected before any model sees them (called by chat-pipeline).
  await app.register(chatMediaRoutes, {
    inspectDocument: createInspectDocumentService({ analyze: analyzeDoc, resolveFilter }),
    inspectImage: createInspectImageService({ analyze, resolveFilter }),
  });

  // Component health: ocr-service, document-parser and redactor on their path; doc-classifier joins /health.
  app.healthChecks.set('doc-classifier', docClassifierCheck);
  await app.register(componentHealthRoutes, { status, codec });
  return app;
}
