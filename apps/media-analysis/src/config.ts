import { databaseEnv, detectionEnv, httpUrl, identityEnv, redisUrl, SERVICE_PORTS, serviceEnv } from '@csg/config';
import { z } from 'zod';

const count = (min: number, max: number, defaultValue: number) =>
  z.coerce.number().int().min(min).max(max).default(defaultValue);

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS['media-analysis']),
  ...databaseEnv(),
  /** Redact jobs run on Redis when it is set, on PostgreSQL otherwise. */
  REDIS_URL: redisUrl().optional(),
  ...identityEnv(),
  ...detectionEnv(),
  /** Images Tesseract reads at once, one worker thread (~30 MB) each; OCR is CPU-bound, so about the cores. */
  OCR_CONCURRENCY: count(1, 64, 2),
  /** Requests allowed to wait per engine; beyond them an image is answered `ocrFailed` at once rather than queued. */
  OCR_QUEUE_LENGTH: count(0, 1_000, 8),
  /** Limit on reading one image once its reading starts. */
  OCR_TIMEOUT_MS: count(1_000, 600_000, 30_000),
  /** The doc-classifier component (docs/components.md); unset means not deployed, the rules classify. */
  DOC_CLASSIFIER_URL: httpUrl().optional(),
  /** How long an image's classification may take, counted while OCR runs beside it. */
  DOC_CLASSIFIER_TIMEOUT_MS: count(50, 30_000, 2_000),
  /** Worker threads reading and rewriting documents (each up to 1 GB of heap), off the event loop. */
  DOCUMENT_THREADS: count(1, 16, 1),
  /** How long a redacted document stays downloadable. */
  DOCUMENT_RETENTION_HOURS: count(1, 24 * 30, 24),
});

export type Config = z.output<typeof configSchema>;
