import type { Box } from '../box.ts';

/** The OCR engines the gateway runs (architecture.md, "Contracts for image analysis"). */
export type OcrEngineId = 'paddleocr' | 'tesseract';

/** One recognised word, its box in pixels of the original image. */
export interface OcrWord {
  text: string;
  /** 0–1. */
  confidence: number;
  box: Box;
}

/**
 * One recognised line. `words` is set when the engine reports word boxes (Tesseract); an engine
 * that reports lines only (PaddleOCR) leaves it unset, and boxes for part of a line are then cut
 * from the line's box by glyph positions.
 */
export interface OcrLine {
  text: string;
  confidence: number;
  box: Box;
  words?: OcrWord[];
}

export interface OcrResult {
  engine: OcrEngineId;
  /** The lines joined with "\n", in reading order: what detection scans. */
  text: string;
  lines: OcrLine[];
  /** Mean line confidence, 0–1; 0 when nothing was read. */
  confidence: number;
  /** Size of the image that was read, in pixels (the original's). */
  width: number;
  height: number;
  processingTimeMs: number;
}

export interface OcrOptions {
  /** ISO 639-1 code, or `auto` to pick the languages from the script of what is read. */
  language?: string;
}

export interface LineReadOptions {
  /** The only characters a reading may hold (the MRZ's `A`–`Z`, `0`–`9` and `<`); any when unset. */
  alphabet?: string;
}

export interface OcrEngineStatus {
  id: OcrEngineId;
  name: string;
  /** False when its models are not installed (an air-gapped appliance without them) or it failed to load. */
  available: boolean;
  /** ISO 639-1 codes it can read. */
  languages: string[];
  /** Why it is unavailable, without paths or secrets. */
  reason?: string;
}

/**
 * An OCR engine. Models load once per process from node_modules only; recognition runs off the
 * event loop; concurrent calls beyond the engine's bound wait in a queue.
 */
export interface OcrEngine {
  readonly id: OcrEngineId;
  status(): Promise<OcrEngineStatus>;
  /** Reads a decoded, size-checked image (PNG or JPEG bytes). Rejects when the engine is unavailable. */
  recognize(image: Buffer, options?: OcrOptions): Promise<OcrResult>;
  /**
   * Reads images (PNG or JPEG) that each hold one line of text, without looking for lines: a second,
   * closer reading of lines the caller cut out of an image it read. One line an image, in order,
   * empty when nothing was read; boxes in that image's pixels. Engines without it are not re-read.
   */
  readLines?(images: readonly Buffer[], options?: LineReadOptions): Promise<OcrLine[]>;
  close(): Promise<void>;
}
