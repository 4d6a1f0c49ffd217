import type { Box } from '../../box.ts';
import type { OcrLine, OcrWord } from '../types.ts';

/** The part of tesseract.js's page (recognize with `blocks: true`) this mapping reads. */
export interface TesseractBbox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface TesseractWord {
  text: string;
  confidence: number;
  bbox: TesseractBbox;
}
interface TesseractLine {
  words: TesseractWord[];
  confidence: number;
  bbox: TesseractBbox;
}
export interface TesseractPage {
  blocks: Array<{ paragraphs: Array<{ lines: TesseractLine[] }> }> | null;
}

/** Tesseract's corners (right and bottom exclusive, as Presidio's boxes confirm) as x, y, width, height. */
export function toBox({ x0, y0, x1, y1 }: TesseractBbox): Box {
  return { x: x0, y: y0, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

/** Tesseract scores 0–100. */
const toUnit = (confidence: number): number => Math.min(1, Math.max(0, confidence / 100));

/**
 * The page's lines in Tesseract's reading order. A line's text is its words joined by one space,
 * so every word is found in the line's text in order (entity offsets map back to word boxes);
 * blank words and lines without words are dropped.
 */
export function pageLines(page: TesseractPage): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words: OcrWord[] = [];
        for (const word of line.words) {
          const text = word.text.trim();
          if (text !== '') words.push({ text, confidence: toUnit(word.confidence), box: toBox(word.bbox) });
        }
        if (words.length === 0) continue;
        lines.push({
          text: words.map((word) => word.text).join(' '),
          confidence: toUnit(line.confidence),
          box: toBox(line.bbox),
          words,
        });
      }
    }
  }
  return lines;
}
