import { databaseEnv, detectionEnv, httpUrl, identityEnv, redisUrl, SERVICE_PORTS, serviceEnv } from '@csg/config';
import { z } from 'zod';

const count = (min: number, max: number, defaultValue: number, description: string) =>
  z.coerce.number().int().min(min).max(max).default(defaultValue).describe(description);

export const configSchema = z.object({
  ...serviceEnv(SERVICE_PORTS['media-analysis']),
  ...databaseEnv(),
  REDIS_URL: redisUrl().optional().describe('Redis URL: redact jobs run on Redis when set, on PostgreSQL otherwise'),
  ...identityEnv(),
  ...detectionEnv(),
  /** OCR is CPU-bound, so about the cores. */
  OCR_CONCURRENCY: count(
    1,
    64,
    2,
    'images Tesseract reads at once, one worker thread (~30 MB) each; PaddleOCR reads one at a time',
  ),
  OCR_QUEUE_LENGTH: count(
    0,
    1_000,
    8,
    'images allowed to wait per engine; beyond them an image is answered `ocrFailed` at once',
  ),
  OCR_TIMEOUT_MS: count(1_000, 600_000, 30_000, 'limit on reading one image once its reading starts'),
  DOC_CLASSIFIER_URL: httpUrl()
    .optional()
    .describe('optional doc-classifier component (docs/components.md); unset, late or wrong: the rules classify'),
  DOC_CLASSIFIER_TIMEOUT_MS: count(50, 30_000, 2_000, "how long an image's classification may take, beside OCR"),
  DOCUMENT_THREADS: count(1, 16, 1, 'worker threads reading and rewriting documents (each up to 1 GB of heap)'),
  DOCUMENT_RETENTION_HOURS: count(
    1,
    24 * 30,
    24,
    'how long a redacted document stays downloadable, and a finished redact job readable',
  ),
});

export type Config = z.output<typeof configSchema>;
