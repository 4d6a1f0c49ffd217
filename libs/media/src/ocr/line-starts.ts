import type { OcrResult } from './types.ts';

/** Where each line starts in `ocr.text` (its lines joined with "\n"). */
export function lineStarts(ocr: Pick<OcrResult, 'lines'>): number[] {
  const starts: number[] = [];
  let offset = 0;
  for (const line of ocr.lines) {
    starts.push(offset);
    offset += line.text.length + 1;
  }
  return starts;
}
