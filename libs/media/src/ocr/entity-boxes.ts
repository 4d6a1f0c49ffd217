import type { Box } from '../box.ts';
import type { OcrLine, OcrResult } from './types.ts';

/** A box for characters [from, to) of a line that has no word boxes. */
export type LineSpan = (line: OcrLine, from: number, to: number) => Box;

/**
 * The fallback for engines without glyph positions: the line's box cut in proportion to character
 * counts. It can leave the edges of neighbouring letters (stack-notes): engines that know where
 * their glyphs are pass their own LineSpan.
 */
export const proportionalSpan: LineSpan = (line, from, to) => {
  const length = Math.max(1, line.text.length);
  const left = Math.floor((line.box.width * from) / length);
  const right = Math.ceil((line.box.width * to) / length);
  return { x: line.box.x + left, y: line.box.y, width: Math.max(1, right - left), height: line.box.height };
};

/** Where each word of a line starts in the line's text; -1 for a word the text does not hold. */
function wordStarts(line: OcrLine): number[] {
  const starts: number[] = [];
  let from = 0;
  for (const word of line.words ?? []) {
    const at = line.text.indexOf(word.text, from);
    starts.push(at);
    if (at >= 0) from = at + word.text.length;
  }
  return starts;
}

/**
 * The boxes of characters [start, end) of `ocr.text` (its lines joined with "\n"): one box per word
 * the span touches when the engine reported words, else one cut of each line it touches.
 */
export function entityBoxes(ocr: OcrResult, start: number, end: number, lineSpan: LineSpan = proportionalSpan): Box[] {
  const boxes: Box[] = [];
  let offset = 0;
  for (const line of ocr.lines) {
    const lineStart = offset;
    const lineEnd = offset + line.text.length;
    offset = lineEnd + 1;
    if (lineEnd <= start || lineStart >= end) continue;
    const from = Math.max(0, start - lineStart);
    const to = Math.min(line.text.length, end - lineStart);
    if (line.words && line.words.length > 0) {
      const starts = wordStarts(line);
      line.words.forEach((word, i) => {
        const at = starts[i]!;
        if (at >= 0 && at < to && at + word.text.length > from) boxes.push(word.box);
      });
    } else {
      boxes.push(lineSpan(line, from, to));
    }
  }
  return boxes;
}
