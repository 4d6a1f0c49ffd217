export type { Box } from './box.ts';
export type { OcrEngine, OcrEngineId, OcrEngineStatus, OcrLine, OcrOptions, OcrResult, OcrWord } from './ocr/types.ts';
export { entityBoxes, proportionalSpan } from './ocr/entity-boxes.ts';
export type { LineSpan } from './ocr/entity-boxes.ts';
export { classifyDocument, isIdentityDocument } from './classify/document-type.ts';
export type { ClassifyInput, DocumentKind, DocumentType } from './classify/document-type.ts';
