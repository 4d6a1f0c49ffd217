import type { OcrLine } from '../types.ts';

/**
 * Top-to-bottom, then left-to-right among lines that share a row. Two lines share a row when their
 * tops differ by less than half the shorter one's height: a fixed pixel threshold (PaddleOCR's
 * 10 px) merges tightly spaced small print and splits large type.
 */
export function sortReadingOrder<T extends OcrLine>(lines: readonly T[]): T[] {
  const sorted = [...lines].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
  for (let i = 1; i < sorted.length; i++) {
    for (let j = i; j > 0; j--) {
      const before = sorted[j - 1];
      const current = sorted[j];
      if (!before || !current || !sameRow(before, current) || current.box.x >= before.box.x) break;
      sorted[j - 1] = current;
      sorted[j] = before;
    }
  }
  return sorted;
}

function sameRow(a: OcrLine, b: OcrLine): boolean {
  return Math.abs(a.box.y - b.box.y) < Math.min(a.box.height, b.box.height) / 2;
}
