export type { Box } from './box.ts';
export type { OcrEngine, OcrEngineId, OcrEngineStatus, OcrLine, OcrOptions, OcrResult, OcrWord } from './ocr/types.ts';
export { createJobQueue, JobQueueError } from './ocr/pool/index.ts';
export type { Job, JobQueue, JobQueueFailure, JobQueueOptions } from './ocr/pool/index.ts';
export { createTesseractEngine } from './ocr/tesseract/index.ts';
export type { TesseractEngineOptions, TextLanguageIdentifier } from './ocr/tesseract/index.ts';
