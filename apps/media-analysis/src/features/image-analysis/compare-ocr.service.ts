import { OCR_ENGINE_IDS, type CompareOcrBody, type CompareOcrResponse } from '@csg/contracts';
import type { ResolvedFilter } from '@csg/detection-engine';
import {
  decodeImageInput,
  DEFAULT_IMAGE_LIMITS,
  inspectImage,
  type AnalyzeImageRequest,
  type ImageAnalysis,
  type OcrEngineId,
  type OcrEngineStatus,
} from '@csg/media';
import { DEFAULT_OCR_ENGINE } from '../../ocr-engines.ts';
import { refusingBadImages } from './image-input.ts';
import { textAgreement, words } from './text-agreement.ts';

interface CompareDeps {
  analyze: (request: AnalyzeImageRequest) => Promise<ImageAnalysis>;
  status: (engine: OcrEngineId) => Promise<OcrEngineStatus>;
  resolveFilter: (nickname: string | undefined) => Promise<ResolvedFilter>;
}

type EngineResult = CompareOcrResponse['results'][number];

const notRun = (engine: OcrEngineId): EngineResult => ({
  engine,
  available: false,
  extractedText: '',
  confidence: 0,
  wordCount: 0,
  processingTimeMs: 0,
  piiDetections: [],
});

/**
 * POST /image-analysis/compare-ocr: the same image through each engine asked for (default: every
 * available one; every engine, reported unavailable, when none is), one after the other so that each
 * engine's time is its own on a busy machine. Each reading goes through the whole pipeline without
 * painting, so its detections are what analyze would report with that engine. The image is checked
 * once first, so a bad one is a 400 even when no engine can run.
 */
export function createCompareOcrService({ analyze, status, resolveFilter }: CompareDeps) {
  return async (body: CompareOcrBody): Promise<CompareOcrResponse> => {
    await refusingBadImages(async () =>
      inspectImage(decodeImageInput(body.imageBase64, DEFAULT_IMAGE_LIMITS), DEFAULT_IMAGE_LIMITS),
    );
    const available = new Set<OcrEngineId>();
    for (const id of OCR_ENGINE_IDS) if ((await status(id)).available) available.add(id);
    const asked = body.engines ?? (available.size > 0 ? [...available] : OCR_ENGINE_IDS);
    const filter = await resolveFilter(body.content_filter);

    const results: EngineResult[] = [];
    for (const engine of new Set(asked)) {
      if (!available.has(engine)) {
        results.push(notRun(engine));
        continue;
      }
      const began = performance.now();
      const analysis = await refusingBadImages(() =>
        analyze({
          imageBase64: body.imageBase64,
          redactPii: false,
          confidenceThreshold: body.confidenceThreshold,
          language: body.language,
          ocrEngine: engine,
          policy: filter.policy,
        }),
      );
      results.push({
        engine,
        available: true,
        extractedText: analysis.extractedText,
        confidence: analysis.ocr?.confidence ?? 0,
        wordCount: words(analysis.extractedText).length,
        processingTimeMs: Math.round(performance.now() - began),
        piiDetections: analysis.piiDetections,
      });
    }
    const ran = results.filter((result) => result.available);
    return {
      results,
      agreement: textAgreement(ran.map((result) => result.extractedText)),
      recommendedEngine: recommended(ran),
    };
  };
}

/** The most confident reading's engine; the default engine on a tie or when nothing ran. */
function recommended(ran: readonly EngineResult[]): OcrEngineId {
  let best: EngineResult | undefined;
  for (const result of ran) {
    const better = !best || result.confidence > best.confidence;
    const tieToDefault = best && result.confidence === best.confidence && result.engine === DEFAULT_OCR_ENGINE;
    if (better || tieToDefault) best = result;
  }
  return best?.engine ?? DEFAULT_OCR_ENGINE;
}

export type CompareOcrService = ReturnType<typeof createCompareOcrService>;
