import { OCR_ENGINE_IDS, type OcrEnginesResponse } from '@csg/contracts';
import type { OcrEngineId, OcrEngineStatus } from '@csg/media';
import { DEFAULT_OCR_ENGINE } from '../../ocr-engines.ts';

/** GET /image-analysis/ocr-engines: every engine this build knows, as its own status() reports it. */
export function createOcrEnginesService(status: (engine: OcrEngineId) => Promise<OcrEngineStatus>) {
  return async (): Promise<OcrEnginesResponse> => ({
    engines: await Promise.all(
      OCR_ENGINE_IDS.map(async (id) => {
        const { name, available, languages } = await status(id);
        return { id, name, available, default: id === DEFAULT_OCR_ENGINE, languages };
      }),
    ),
    defaultEngine: DEFAULT_OCR_ENGINE,
  });
}

export type OcrEnginesService = ReturnType<typeof createOcrEnginesService>;
