import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { join } from 'node:path';
import { PDFJS_FOLDER } from './pdfjs-loader.ts';
import type { LinePiece, PdfLine } from './text-lines.ts';

/** Four corners in PDF user space. */
export type Quad = [number, number][];

// pdfjs gives one width per text item, not per glyph. Where a span starts inside an item is
// estimated with Liberation Sans (metric-compatible with Helvetica/Arial, shipped in pdfjs-dist),
// scaled to the item's real width; the box is then widened so an estimate that is off by a
// fraction of a glyph still covers the span's first and last letters.
const MEASURE_FONT = 'CsgPdfMeasure';
const SIDE_PAD = 0.2;
const EDGE_PAD = 0.08;

let measurer: SKRSContext2D | null | undefined;

function getMeasurer(): SKRSContext2D | null {
  if (measurer === undefined) {
    const key = GlobalFonts.registerFromPath(join(PDFJS_FOLDER('standard_fonts'), 'LiberationSans-Regular.ttf'), MEASURE_FONT);
    measurer = key === null ? null : createCanvas(1, 1).getContext('2d');
    if (measurer !== null) measurer.font = `100px ${MEASURE_FONT}`;
  }
  return measurer;
}

/** The share of `str`'s advance taken by its first `count` characters. */
function advanceShare(str: string, count: number): number {
  if (count <= 0) return 0;
  if (count >= str.length) return 1;
  const ctx = getMeasurer();
  const whole = ctx?.measureText(str).width ?? 0;
  if (ctx === null || !(whole > 0)) return count / str.length;
  return ctx.measureText(str.slice(0, count)).width / whole;
}

function pieceQuad(piece: LinePiece, from: number, to: number): Quad {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = piece.transform;
  const alongScale = Math.hypot(a, b) || 1;
  const size = Math.hypot(c, d) || alongScale;
  const [ux, uy] = [a / alongScale, b / alongScale];
  // Skewed (italic) or mirrored text keeps its own "up" direction; a degenerate one falls back to
  // the perpendicular of the baseline.
  const [vx, vy] = Math.hypot(c, d) > 0 ? [c / size, d / size] : [-uy, ux];
  let x0 = 0;
  let x1 = piece.width;
  // Right-to-left and vertical items are covered whole: their glyph order is not their string order.
  if (piece.dir === 'ltr') {
    x0 = piece.width * advanceShare(piece.str, from) - SIDE_PAD * size;
    x1 = piece.width * advanceShare(piece.str, to) + SIDE_PAD * size;
  }
  x0 = Math.max(x0, -EDGE_PAD * size);
  x1 = Math.min(x1, piece.width + EDGE_PAD * size);
  const y0 = (Math.min(piece.extent.descent, -0.2) - EDGE_PAD) * size;
  const y1 = (Math.max(piece.extent.ascent, 0.7) + EDGE_PAD) * size;
  const corner = (x: number, y: number): [number, number] => [e + ux * x + vx * y, f + uy * x + vy * y];
  return [corner(x0, y0), corner(x1, y0), corner(x1, y1), corner(x0, y1)];
}

/** The boxes, one per text item it touches, that cover `line.text[start, end)` on the page. */
export function spanQuads(line: PdfLine, start: number, end: number): Quad[] {
  const quads: Quad[] = [];
  for (const piece of line.pieces) {
    const from = Math.max(start, piece.start);
    const to = Math.min(end, piece.end);
    if (from < to) quads.push(pieceQuad(piece, from - piece.start, to - piece.start));
  }
  return quads;
}
