import { shareRange } from './glyph-advances.ts';
import type { LinePiece, PdfLine } from '../read/text-lines.ts';

/** Four corners in PDF user space. */
export type Quad = [number, number][];

// Each side of a box reaches this share of the font size past the estimated span, for spacing
// the metrics do not model (character and word spacing, kerning, fonts unlike the standard ones).
const SIDE_PAD = 0.2;
// Boxes stop this far outside their text item, and above and below the font's extent.
const EDGE_PAD = 0.08;

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
    const [startShare, endShare] = shareRange(piece.str, from, to, piece.extent.fontFamily);
    x0 = piece.width * startShare - SIDE_PAD * size;
    x1 = piece.width * endShare + SIDE_PAD * size;
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
