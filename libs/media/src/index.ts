export type { Box } from './box.ts';
export type { OcrEngine, OcrEngineId, OcrEngineStatus, OcrLine, OcrOptions, OcrResult, OcrWord } from './ocr/types.ts';
export { glyphSpans, type PaddleOcrLine } from './ocr/paddle/glyph-spans.ts';
export { createPaddleEngine, type PaddleEngineOptions } from './ocr/paddle/paddle-engine.ts';
