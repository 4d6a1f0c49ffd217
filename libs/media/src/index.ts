export type { Box } from './box.ts';
export type { OcrEngine, OcrEngineId, OcrEngineStatus, OcrLine, OcrOptions, OcrResult, OcrWord } from './ocr/types.ts';
export * from './mrz/index.ts';
