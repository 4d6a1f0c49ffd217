import type { Box as DetectedBox } from 'paddleocr';
import type { GlyphExtent } from './ctc-decode.ts';
import type { PaddleOcrLine, Point } from './glyph-spans.ts';

type Quad = [Point, Point, Point, Point];

/**
 * A line's reading axis and its glyphs' positions along it, from the detected quadrilateral and
 * the glyph positions measured in the crop. The crop is a perspective warp of the quadrilateral
 * (top-left, top-right, bottom-right, bottom-left), which is not linear along the line when its
 * ends differ in height, so each position is warped back, then expressed as a fraction of the axis.
 */
export function lineGeometry(box: DetectedBox, glyphs: readonly GlyphExtent[]): Pick<PaddleOcrLine, 'axis' | 'glyphs'> {
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  const quad: Quad = box.points ?? [
    { x: box.x, y: box.y },
    { x: right, y: box.y },
    { x: right, y: bottom },
    { x: box.x, y: bottom },
  ];
  const [tl, tr, br, bl] = quad;
  const across = Math.max(distance(tl, tr), distance(bl, br));
  const down = Math.max(distance(tl, bl), distance(tr, br));
  // paddleocr's cropRotated turns a crop 1.5 times taller than wide a quarter turn anticlockwise,
  // so its text runs from the top edge to the bottom one.
  const vertical = Boolean(box.points) && down / Math.max(across, 1) >= 1.5;
  const axis: PaddleOcrLine['axis'] = vertical
    ? { start: [tl, tr], end: [bl, br] }
    : { start: [tl, bl], end: [tr, br] };
  const warp = squareToQuad(quad);
  const origin = midpoint(axis.start);
  const toward = minus(midpoint(axis.end), origin);
  const length2 = toward.x ** 2 + toward.y ** 2 || 1;
  const fraction = (f: number) => {
    const p = vertical ? warp(0.5, f) : warp(f, 0.5);
    return ((p.x - origin.x) * toward.x + (p.y - origin.y) * toward.y) / length2;
  };
  return { axis, glyphs: glyphs.map((g) => ({ from: fraction(g.from), to: fraction(g.to) })) };
}

/** The projective map of the unit square onto a quadrilateral (Heckbert's closed form). */
function squareToQuad([p0, p1, p2, p3]: Quad): (u: number, v: number) => Point {
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dx3 = p0.x - p1.x + p2.x - p3.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const dy3 = p0.y - p1.y + p2.y - p3.y;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = det ? (dx3 * dy2 - dx2 * dy3) / det : 0;
  const h = det ? (dx1 * dy3 - dx3 * dy1) / det : 0;
  const a = p1.x - p0.x + g * p1.x;
  const b = p3.x - p0.x + h * p3.x;
  const d = p1.y - p0.y + g * p1.y;
  const e = p3.y - p0.y + h * p3.y;
  return (u, v) => {
    const w = g * u + h * v + 1;
    return { x: (a * u + b * v + p0.x) / w, y: (d * u + e * v + p0.y) / w };
  };
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function midpoint([a, b]: [Point, Point]): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function minus(a: Point, b: Point): Point {
  return { x: a.x - b.x, y: a.y - b.y };
}
