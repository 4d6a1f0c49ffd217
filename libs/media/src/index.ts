export type { Box } from './box.ts';
export type {
  LineReadOptions,
  OcrEngine,
  OcrEngineId,
  OcrEngineStatus,
  OcrLine,
  OcrOptions,
  OcrResult,
  OcrWord,
} from './ocr/types.ts';
export { entityBoxes, proportionalSpan } from './ocr/entity-boxes.ts';
export type { LineSpan } from './ocr/entity-boxes.ts';
export { classifyDocument, isIdentityDocument } from './classify/document-type.ts';
export type { ClassifyInput, DocumentKind, DocumentType } from './classify/document-type.ts';
export { createRemoteClassifier } from './classify/remote-classifier.ts';
export type { RemoteClassification, RemoteClassifier } from './classify/remote-classifier.ts';
export * from './identity/index.ts';
export { decodeImageInput } from './image/decode-image-input.ts';
export { ImageInputError, type ImageErrorCode } from './image/image-error.ts';
export { DEFAULT_IMAGE_LIMITS, type ImageLimits } from './image/image-limits.ts';
export { inspectImage, type ImageFormat, type ImageInfo } from './image/inspect-image.ts';
export { imageForOcr } from './image/ocr-input.ts';
export { DEFAULT_REDACT_PADDING, redactImage, type RedactOptions } from './image/redact-image.ts';
export { imageFindings } from './analysis/image-findings.ts';
export type { ImageFindings, ImagePiiDetection, ImageSafetyDetection } from './analysis/image-findings.ts';
export { createJobQueue, JobQueueError } from './ocr/pool/index.ts';
export type { Job, JobQueue, JobQueueFailure, JobQueueOptions } from './ocr/pool/index.ts';
export { createTesseractEngine } from './ocr/tesseract/index.ts';
export type { TesseractEngineOptions, TextLanguageIdentifier } from './ocr/tesseract/index.ts';
export * from './mrz/index.ts';
export { glyphSpans, type PaddleOcrLine } from './ocr/paddle/glyph-spans.ts';
export { createPaddleEngine, type PaddleEngineOptions } from './ocr/paddle/paddle-engine.ts';
export { analyzeImage } from './analysis/analyze-image.ts';
export type { AnalyzeImageDeps, AnalyzeImageRequest, ImageAnalysis } from './analysis/analyze-image.ts';
