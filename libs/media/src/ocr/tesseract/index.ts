export { createTesseractEngine } from './tesseract-engine.ts';
export type { TesseractEngineOptions, TextLanguageIdentifier } from './tesseract-engine.ts';
