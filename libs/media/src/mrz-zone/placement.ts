import type { Box } from '../box.ts';
import type { PaddleOcrLine, Point } from '../ocr/paddle/glyph-spans.ts';
import type { OcrLine } from '../ocr/types.ts';

/**
 * Where a cut-out line image lies in the image it was cut from: its top-left corner there, its
 * scale, and the slope the cut was levelled by (a shear about column `pivot`).
 */
export interface Placement {
  x: number;
  y: number;
  scale: number;
  slope: number;
  pivot: number;
}

/** A point of the line image in the original image's pixels. */
export function toImage(placement: Placement, point: Point): Point {
  const x = placement.x + point.x / placement.scale;
  const y = placement.y + point.y / placement.scale + (x - placement.pivot) * placement.slope;
  return { x, y };
}

function placeBox(placement: Placement, box: Box): Box {
  const corners = [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x, y: box.y + box.height },
    { x: box.x + box.width, y: box.y + box.height },
  ].map((p) => toImage(placement, p));
  const x = Math.floor(Math.min(...corners.map((p) => p.x)));
  const y = Math.floor(Math.min(...corners.map((p) => p.y)));
  return {
    x,
    y,
    width: Math.ceil(Math.max(...corners.map((p) => p.x))) - x,
    height: Math.ceil(Math.max(...corners.map((p) => p.y))) - y,
  };
}

/**
 * A line read from a line image, moved into the original image: its box, its words' boxes, and the
 * reading axis its glyph positions are measured along (PaddleOCR), so its parts can still be boxed.
 */
export function placeLine(line: OcrLine, placement: Placement): OcrLine {
  const placed: OcrLine = { ...line, box: placeBox(placement, line.box) };
  if (line.words) placed.words = line.words.map((word) => ({ ...word, box: placeBox(placement, word.box) }));
  const axis = (line as Partial<PaddleOcrLine>).axis;
  if (axis) {
    const edge = (pair: readonly [Point, Point]): [Point, Point] => [
      toImage(placement, pair[0]),
      toImage(placement, pair[1]),
    ];
    (placed as PaddleOcrLine).axis = { start: edge(axis.start), end: edge(axis.end) };
  }
  return placed;
}
