import { reportedEntity, type InspectDocumentBody, type InspectedDocument } from '@csg/contracts';
import type { ResolvedFilter } from '@csg/detection-engine';
import { documentName, type AnalyzeDocumentRequest, type DocumentAnalysis } from '@csg/documents';
import { decodeDocument, refusingBadDocuments } from '../document-analysis/document-input.ts';

interface InspectDocumentDeps {
  analyze: (request: AnalyzeDocumentRequest) => Promise<DocumentAnalysis>;
  resolveFilter: (nickname: string | undefined) => Promise<ResolvedFilter>;
}

/**
 * A chat document, read and scanned with the request's filter before a model sees it. The filter's
 * own thresholds decide (no extra confidence bar), nothing is written back, nothing is stored: the
 * chat pipeline records the turn.
 */
export function createInspectDocumentService({ analyze, resolveFilter }: InspectDocumentDeps) {
  return async (body: InspectDocumentBody): Promise<InspectedDocument> => {
    const bytes = decodeDocument(body.data);
    const filter = await resolveFilter(body.content_filter);
    // The declared type stands in for an extension: it decides only where the content cannot.
    const filename = body.name ?? `document.${body.type}`;
    const analysis = await refusingBadDocuments(() =>
      analyze({ bytes, filename, redact: false, confidenceThreshold: 0, policy: filter.policy }),
    );
    return {
      name: documentName(body.name, analysis.type),
      type: analysis.type,
      pages: analysis.pageCount,
      characters: analysis.textLength,
      piiCount: analysis.piiDetections.length,
      action: analysis.action,
      maskedText: analysis.maskedText,
      entities: analysis.entities.map((entity) => reportedEntity(entity)),
    };
  };
}

export type InspectDocumentService = ReturnType<typeof createInspectDocumentService>;
