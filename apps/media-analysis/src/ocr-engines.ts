import { analyzeImageBodySchema } from '@csg/contracts';
import {
  createJobQueue,
  createPaddleEngine,
  createTesseractEngine,
  type OcrEngine,
  type OcrEngineId,
  type TextLanguageIdentifier,
} from '@csg/media';
import type { Config } from './config.ts';

export type OcrEngines = Record<OcrEngineId, OcrEngine>;

/** The engine a request gets when it names none: the body schema's default, its one owner. */
export const DEFAULT_OCR_ENGINE: OcrEngineId = analyzeImageBodySchema.shape.ocrEngine.parse(undefined);

/**
 * Both engines, each behind a bounded queue so a burst of images waits in line (up to
 * OCR_QUEUE_LENGTH) instead of piling onto two cores. PaddleOCR's one worker thread reads one image
 * at a time and onnxruntime already spreads a reading over the cores, so its queue runs one job.
 */
export function createOcrEngines(
  config: Pick<Config, 'OCR_CONCURRENCY' | 'OCR_QUEUE_LENGTH' | 'OCR_TIMEOUT_MS'>,
  languageIdentifier: TextLanguageIdentifier,
): OcrEngines {
  const paddleQueue = createJobQueue({
    concurrency: 1,
    maxWaiting: config.OCR_QUEUE_LENGTH,
    timeoutMs: config.OCR_TIMEOUT_MS,
  });
  const paddle = createPaddleEngine({ schedule: (job) => paddleQueue.run(job) });
  return {
    paddleocr: {
      ...paddle,
      async close() {
        await paddleQueue.close();
        await paddle.close();
      },
    },
    tesseract: createTesseractEngine({
      concurrency: config.OCR_CONCURRENCY,
      maxWaiting: config.OCR_QUEUE_LENGTH,
      timeoutMs: config.OCR_TIMEOUT_MS,
      languageIdentifier,
    }),
  };
}
