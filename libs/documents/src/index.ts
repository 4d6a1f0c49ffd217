export { DOCUMENT_TYPES, DEFAULT_DOCUMENT_LIMITS } from './types.ts';
export type {
  DocumentLimits,
  DocumentPart,
  DocumentType,
  ExtractOptions,
  ExtractedDocument,
  PageOcr,
  Redaction,
  TextLocation,
  TextSegment,
} from './types.ts';
export { DocumentError } from './document-error.ts';
export type { DocumentFailure } from './document-error.ts';
export { analyzeDocument } from './analysis/analyze-document.ts';
export type {
  AnalyzeDocumentDeps,
  AnalyzeDocumentRequest,
  DocumentAnalysis,
  DocumentCodec,
  DocumentPiiDetection,
} from './analysis/analyze-document.ts';
export { DOCUMENT_FORMATS, documentName, redactedName } from './formats.ts';
export { extractPdf } from './pdf/read/read-pdf.ts';
export { redactPdf } from './pdf/redact/redact-pdf.ts';
export type { RedactPdfOptions } from './pdf/redact/redact-pdf.ts';
export { sniffDocumentType } from './sniff-type.ts';
export { extractDocx, redactDocx } from './office/docx/docx.ts';
export { extractXlsx, redactXlsx } from './office/xlsx/xlsx.ts';
export { extractCsv, redactCsv } from './text/csv/csv.ts';
export { extractTxt, redactTxt } from './text/txt.ts';
export { documentCodec } from './codec.ts';
export { createWorkerCodec } from './worker/worker-codec.ts';
export type { WorkerCodec, WorkerCodecOptions } from './worker/worker-codec.ts';
