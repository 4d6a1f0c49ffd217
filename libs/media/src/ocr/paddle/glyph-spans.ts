import type { Box } from '../../box.ts';
import type { OcrLine } from '../types.ts';
import type { GlyphExtent } from './ctc-decode.ts';

export interface Point {
  x: number;
  y: number;
}

/**
 * A PaddleOCR line. Beyond the contract's line it keeps the detected quadrilateral as the two edges
 * where the text starts and ends (each a pair of points in original pixels, so slanted lines cut
 * along their slant) and the measured position of every character along it.
 */
export interface PaddleOcrLine extends OcrLine {
  axis: { start: [Point, Point]; end: [Point, Point] };
  /** One extent a UTF-16 code unit of `text`, fractions of the way from `axis.start` to `axis.end`. */
  glyphs: GlyphExtent[];
}

/**
 * The box, in original pixels, of characters [start, end) of a line. PaddleOCR lines carry glyph
 * positions measured from the recogniser's CTC timesteps, and those are used. Any other line (or
 * one whose glyphs do not match its text) is cut proportionally to estimated character widths,
 * which leaves letter edges uncovered on proportional fonts: prefer measured lines for redaction.
 */
export function glyphSpans(line: OcrLine, start: number, end: number): Box {
  const from = Math.max(0, Math.min(start, line.text.length));
  const to = Math.max(from, Math.min(end, line.text.length));
  if (to === from) return { x: line.box.x, y: line.box.y, width: 0, height: 0 };
  const [f0, f1] = measured(line, from, to) ?? proportional(line.text, from, to);
  const axis = 'axis' in line ? (line as PaddleOcrLine).axis : boxAxis(line.box);
  const corners = [...along(axis, f0), ...along(axis, f1)];
  return clamp(bounds(corners), line.box);
}

function measured(line: OcrLine, from: number, to: number): [number, number] | undefined {
  const glyphs = (line as Partial<PaddleOcrLine>).glyphs;
  if (!glyphs || glyphs.length !== line.text.length) return undefined;
  const first = glyphs[from];
  const last = glyphs[to - 1];
  return first && last ? [first.from, last.to] : undefined;
}

function proportional(text: string, from: number, to: number): [number, number] {
  const widths = Array.from({ length: text.length }, (_, i) => charWidth(text.charCodeAt(i)));
  const total = widths.reduce((a, b) => a + b, 0) || 1;
  const before = widths.slice(0, from).reduce((a, b) => a + b, 0);
  const inside = widths.slice(from, to).reduce((a, b) => a + b, 0);
  return [before / total, (before + inside) / total];
}

/** Rough advance widths in ems of a sans-serif font: enough to beat counting characters. */
function charWidth(code: number): number {
  if (code >= 0x2e80 && code <= 0xffdc) return 1; // CJK and full-width forms
  const ch = String.fromCharCode(code);
  if ("iIl.,:;!|'`ı".includes(ch)) return 0.28;
  if ('fjrt()[]{}/\\-" '.includes(ch)) return 0.36;
  if ('mwMW@'.includes(ch)) return 0.85;
  if (ch >= 'A' && ch <= 'Z') return 0.66;
  return 0.55;
}

function boxAxis(box: Box): PaddleOcrLine['axis'] {
  const right = box.x + box.width;
  const bottom = box.y + box.height;
  return {
    start: [
      { x: box.x, y: box.y },
      { x: box.x, y: bottom },
    ],
    end: [
      { x: right, y: box.y },
      { x: right, y: bottom },
    ],
  };
}

function along(axis: PaddleOcrLine['axis'], f: number): [Point, Point] {
  const lerp = (a: Point, b: Point): Point => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
  return [lerp(axis.start[0], axis.end[0]), lerp(axis.start[1], axis.end[1])];
}

function bounds(points: readonly Point[]): Box {
  // Rounded first so that floating-point noise (200.0000001) does not widen a box by a pixel.
  const xs = points.map((p) => Math.round(p.x * 1e4) / 1e4);
  const ys = points.map((p) => Math.round(p.y * 1e4) / 1e4);
  const x = Math.floor(Math.min(...xs));
  const y = Math.floor(Math.min(...ys));
  return { x, y, width: Math.ceil(Math.max(...xs)) - x, height: Math.ceil(Math.max(...ys)) - y };
}

function clamp(box: Box, within: Box): Box {
  const x = Math.max(box.x, within.x);
  const y = Math.max(box.y, within.y);
  const right = Math.min(box.x + box.width, within.x + within.width);
  const bottom = Math.min(box.y + box.height, within.y + within.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}
