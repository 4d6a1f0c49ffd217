import { reportedEntity, type AnalyzeImageBody, type ImageAnalysisResult } from '@csg/contracts';
import type { ResolvedFilter } from '@csg/detection-engine';
import { storedEntities, type DetectionRecord } from '@csg/detections';
import { sessionNotFound } from '@csg/errors';
import type { AnalyzeImageRequest, ImageAnalysis } from '@csg/media';
import type { CallerContext } from '../../caller-context.ts';
import { refusingBadImages } from './image-input.ts';

interface AnalyzeDeps {
  /** The image pipeline with its engines and scan bound (libs/media `analyzeImage`). */
  analyze: (request: AnalyzeImageRequest) => Promise<ImageAnalysis>;
  resolveFilter: (nickname: string | undefined) => Promise<ResolvedFilter>;
  record: (record: DetectionRecord) => Promise<unknown>;
  isSessionOf: (tenantId: string, sessionId: string) => Promise<boolean>;
}

/**
 * POST /image-analysis/analyze: the pipeline's result with the call's wall time, and one detection
 * record (types, offsets into the OCR text, placeholders; never the text or the pixels), filed
 * under the caller's session when one is named.
 */
export function createAnalyzeService({ analyze, resolveFilter, record, isSessionOf }: AnalyzeDeps) {
  return async (body: AnalyzeImageBody, { principal, clientAddress }: CallerContext): Promise<ImageAnalysisResult> => {
    const began = performance.now();
    if (body.sessionId !== undefined && !(await isSessionOf(principal.tenantId, body.sessionId))) {
      throw sessionNotFound();
    }
    const filter = await resolveFilter(body.content_filter);
    const analysis = await refusingBadImages(() =>
      analyze({
        imageBase64: body.imageBase64,
        redactPii: body.redactPii,
        confidenceThreshold: body.confidenceThreshold,
        language: body.language,
        ocrEngine: body.ocrEngine,
        policy: filter.policy,
      }),
    );
    // The reading and the offsets are for the record only: a client gets placeholders and boxes.
    const result: ImageAnalysis = { ...analysis };
    delete result.ocr;
    delete result.entities;
    const entities = analysis.entities ?? [];
    await record({
      tenantId: principal.tenantId,
      apiKeyId: principal.apiKeyId ?? null,
      sessionId: body.sessionId ?? null,
      surface: 'image-analysis',
      action: result.action,
      filter: filter.nickname,
      entities: storedEntities(entities.map((entity) => reportedEntity(entity))),
      clientAddress,
    });
    return { ...result, processingTimeMs: Math.round(performance.now() - began) };
  };
}

export type AnalyzeService = ReturnType<typeof createAnalyzeService>;
