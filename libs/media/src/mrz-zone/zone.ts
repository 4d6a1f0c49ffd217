import type { Box } from '../box.ts';
import type { PaddleOcrLine } from '../ocr/paddle/glyph-spans.ts';
import type { OcrLine, OcrResult } from '../ocr/types.ts';

/**
 * Where a first reading suggests a machine-readable zone: the band to cut out and read again. The
 * band reaches past the lines found to where the rest of a three-line zone would be, since OCR
 * misses whole MRZ lines (a faint line, a line its detector merged into the background).
 */
export interface Zone {
  box: Box;
  /** Slope of the text (dy/dx) along the zone's lines. */
  slope: number;
  /** Height of one of the zone's lines, as the first reading boxed it. */
  lineHeight: number;
  /** The columns and rows the MRZ-like lines cover, in image pixels. */
  columns: { from: number; to: number };
  rows: { from: number; to: number };
  /** How many lines the zone has: two when its lines are longer than a TD1 card's 30 characters, else three. */
  lineCount: number;
  /** Indices of the first reading's lines that looked like MRZ. */
  lines: number[];
}

const MIN_CHARACTERS = 12;
const MRZ_SHARE = 0.85;
/** Beyond this slope (about 10°) the lines are not read as a level band. */
const MAX_SLOPE = 0.18;
/** TD1 cards have three lines of 30 characters; TD2, TD3 and visas two of 36 or 44. */
const TD1_LINES = 3;
const LONG_LINES = 2;
const LONG_LINE = 34;

/**
 * A line that could be MRZ: a dozen characters or more, nearly all of the MRZ alphabet, with a filler
 * (`<`, or the K/L runs Tesseract reads for it). Lenient on purpose: it only decides where to look again.
 */
export function looksLikeMrz(text: string): boolean {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (compact.length < MIN_CHARACTERS) return false;
  const mrz = compact.replace(/[^A-Z0-9<«‹]/g, '').length;
  return mrz / compact.length >= MRZ_SHARE && /[<«‹]|[KL]{3}/.test(compact);
}

/** The slope of a line's reading axis when the engine measured it (PaddleOCR), else level. */
function slopeOf(line: OcrLine): number {
  const axis = (line as Partial<PaddleOcrLine>).axis;
  if (!axis) return 0;
  const mid = (pair: readonly [{ x: number; y: number }, { x: number; y: number }]) => ({
    x: (pair[0].x + pair[1].x) / 2,
    y: (pair[0].y + pair[1].y) / 2,
  });
  const start = mid(axis.start);
  const end = mid(axis.end);
  return end.x > start.x ? (end.y - start.y) / (end.x - start.x) : Infinity;
}

/** Lines side by side (pieces of one line the detector split) make one row. */
function rowCount(boxes: readonly Box[]): number {
  let rows = 0;
  let bottom = -Infinity;
  for (const box of boxes) {
    if (box.y + box.height / 2 > bottom) rows++;
    bottom = Math.max(bottom, box.y + box.height);
  }
  return rows;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The band around the MRZ-like lines of a first reading, or null when it has none. Of several groups
 * of such lines, the one with the most MRZ characters; the band is widened, up and down, by two line
 * heights for each line it lacks of the zone's.
 */
export function findZone(ocr: Pick<OcrResult, 'lines' | 'width' | 'height'>): Zone | null {
  const candidates = ocr.lines
    .map((line, index) => ({ line, index, slope: slopeOf(line) }))
    .filter(({ line, slope }) => Math.abs(slope) <= MAX_SLOPE && looksLikeMrz(line.text))
    .sort((a, b) => a.line.box.y - b.line.box.y);
  if (candidates.length === 0) return null;

  const groups: (typeof candidates)[] = [];
  for (const candidate of candidates) {
    const group = groups.at(-1);
    const last = group?.at(-1)?.line.box;
    const gap = last ? candidate.line.box.y - (last.y + last.height) : Infinity;
    if (group && gap <= 1.5 * Math.max(last!.height, candidate.line.box.height)) group.push(candidate);
    else groups.push([candidate]);
  }
  const weight = (group: typeof candidates) => group.reduce((n, c) => n + c.line.text.length, 0);
  const group = groups.reduce((best, g) => (weight(g) > weight(best) ? g : best));

  const boxes = group.map((c) => c.line.box);
  const lineHeight = median(boxes.map((b) => b.height));
  const top = Math.min(...boxes.map((b) => b.y));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  const left = Math.min(...boxes.map((b) => b.x));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const longest = Math.max(...group.map((c) => c.line.text.replace(/\s+/g, '').length));
  const lineCount = longest >= LONG_LINE ? LONG_LINES : TD1_LINES;
  const reach = (2 * Math.max(0, lineCount - rowCount(boxes)) + 0.5) * lineHeight;
  const side = 0.25 * (right - left);
  const x = Math.max(0, Math.floor(left - side));
  const y = Math.max(0, Math.floor(top - reach));
  const box = {
    x,
    y,
    width: Math.min(ocr.width, Math.ceil(right + side)) - x,
    height: Math.min(ocr.height, Math.ceil(bottom + reach)) - y,
  };
  if (box.width <= 0 || box.height <= 0) return null;
  return {
    box,
    slope: median(group.map((c) => c.slope)),
    lineHeight,
    columns: { from: left, to: right },
    rows: { from: top, to: bottom },
    lineCount,
    lines: group.map((c) => c.index),
  };
}
