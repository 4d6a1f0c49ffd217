import { randomUUID } from 'node:crypto';
import { reportedEntity, type DocumentAnalysisResult, type DocumentOptions } from '@csg/contracts';
import type { ResolvedFilter } from '@csg/detection-engine';
import { storedEntities, type DetectionRecord } from '@csg/detections';
import {
  DOCUMENT_FORMATS,
  documentName,
  redactedName,
  type AnalyzeDocumentRequest,
  type DocumentAnalysis,
} from '@csg/documents';
import { sessionNotFound } from '@csg/errors';
import type { CallerContext } from '../../caller-context.ts';
import type { DocumentCopies } from './document-copies.repo.ts';
import { refusingBadDocuments } from './document-input.ts';

interface AnalyzeDocumentServiceDeps {
  /** The document pipeline with its codec and scan bound (libs/documents `analyzeDocument`). */
  analyze: (request: AnalyzeDocumentRequest) => Promise<DocumentAnalysis>;
  resolveFilter: (nickname: string | undefined) => Promise<ResolvedFilter>;
  record: (record: DetectionRecord) => Promise<unknown>;
  isSessionOf: (tenantId: string, sessionId: string) => Promise<boolean>;
  copies: Pick<DocumentCopies, 'save'>;
}

/** What a long analysis (a redact job) may pass in: when to stop, and where to say how far it got. */
export interface AnalysisHooks {
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

/**
 * POST /document-analysis/analyze and analyze-file (and a redact job's work): the pipeline's
 * result with the call's wall time, the redacted copy kept for download, and one detection record
 * (types, offsets, placeholders; never the text), filed under the caller's session when one is named.
 */
export function createAnalyzeDocumentService(deps: AnalyzeDocumentServiceDeps) {
  return async (
    bytes: Buffer,
    options: DocumentOptions,
    { principal, clientAddress }: CallerContext,
    hooks: AnalysisHooks = {},
  ): Promise<DocumentAnalysisResult> => {
    const began = performance.now();
    if (options.sessionId !== undefined && !(await deps.isSessionOf(principal.tenantId, options.sessionId))) {
      throw sessionNotFound();
    }
    const filter = await deps.resolveFilter(options.content_filter);
    const analysis = await refusingBadDocuments(() =>
      deps.analyze({
        bytes,
        filename: options.filename,
        redact: options.redact,
        confidenceThreshold: options.confidenceThreshold,
        policy: filter.policy,
        ...hooks,
      }),
    );
    const documentId = randomUUID();
    if (analysis.redacted) {
      await deps.copies.save(documentId, principal.tenantId, {
        filename: redactedName(options.filename, analysis.type),
        contentType: DOCUMENT_FORMATS[analysis.type].mimeTypes[0] ?? 'application/octet-stream',
        content: analysis.redacted,
      });
    }
    await deps.record({
      tenantId: principal.tenantId,
      apiKeyId: principal.apiKeyId ?? null,
      sessionId: options.sessionId ?? null,
      surface: 'document-analysis',
      action: analysis.action,
      filter: filter.nickname,
      entities: storedEntities(analysis.entities.map((entity) => reportedEntity(entity))),
      clientAddress,
    });
    const byType: Record<string, number> = {};
    for (const detection of analysis.piiDetections) byType[detection.type] = (byType[detection.type] ?? 0) + 1;
    return {
      success: true,
      documentId,
      documentType: analysis.type,
      filename: documentName(options.filename, analysis.type),
      pageCount: analysis.pageCount,
      textLength: analysis.textLength,
      action: analysis.action,
      piiDetections: analysis.piiDetections,
      summary: { piiCount: analysis.piiDetections.length, byType },
      wasRedacted: analysis.redacted !== undefined,
      ...(analysis.redacted ? { downloadUrl: `/document-analysis/${documentId}/download` } : {}),
      processingTimeMs: Math.round(performance.now() - began),
    };
  };
}

export type AnalyzeDocumentService = ReturnType<typeof createAnalyzeDocumentService>;
