/** A text item as pdfjs gives it (transform in PDF user space, width along the text direction). */
export interface PdfTextItem {
  str: string;
  dir: string;
  transform: number[];
  width: number;
  fontName: string;
}

/** What pdfjs' text styles tell of a font: ascent and descent as fractions of its size, and
 * its generic family ('monospace' for a fixed-pitch font). */
export interface FontExtent {
  ascent: number;
  descent: number;
  fontFamily?: string;
}

/** One text item placed in a line: `start`/`end` index the line's text. */
export interface LinePiece {
  start: number;
  end: number;
  str: string;
  dir: string;
  transform: number[];
  width: number;
  extent: FontExtent;
}

export interface PdfLine {
  text: string;
  pieces: LinePiece[];
}

interface Placed {
  item: PdfTextItem;
  angle: number;
  along: number;
  across: number;
  size: number;
}

// Fonts without metrics in pdfjs' styles are assumed to have a typical Latin ascent and descent.
const DEFAULT_EXTENT: FontExtent = { ascent: 0.9, descent: -0.25 };
// Items whose baselines differ by less than this share of the font size sit on one line
// (sub- and superscripts stay with their line; the next line is a full line height away).
const SAME_BASELINE = 0.4;
// A gap wider than this share of the font size between two items reads as a word break.
const WORD_GAP = 0.2;

function place(item: PdfTextItem): Placed {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
  const angle = Math.round((Math.atan2(b, a) * 180) / Math.PI);
  const ux = Math.cos((angle * Math.PI) / 180);
  const uy = Math.sin((angle * Math.PI) / 180);
  const size = Math.hypot(c, d) || Math.hypot(a, b) || 1;
  return { item, angle, along: ux * e + uy * f, across: -uy * e + ux * f, size };
}

/**
 * Groups a page's text items into lines by baseline: items of one direction whose baselines lie
 * within a fraction of the font size form a line, read along the text direction. Lines come top to
 * bottom (horizontal text first); a line of only whitespace is dropped.
 */
export function groupLines(items: PdfTextItem[], extents: Record<string, FontExtent | undefined>): PdfLine[] {
  const placed = items.filter((item) => item.str.length > 0).map(place);
  placed.sort((p, q) => Math.abs(p.angle) - Math.abs(q.angle) || p.angle - q.angle || q.across - p.across);
  const groups: Placed[][] = [];
  let current: Placed[] = [];
  for (const p of placed) {
    const head = current[0];
    const sameLine =
      head !== undefined &&
      head.angle === p.angle &&
      Math.abs(head.across - p.across) <= SAME_BASELINE * Math.max(head.size, p.size);
    if (!sameLine && current.length > 0) {
      groups.push(current);
      current = [];
    }
    current.push(p);
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => buildLine(group, extents)).filter((line) => line.text.trim().length > 0);
}

function buildLine(group: Placed[], extents: Record<string, FontExtent | undefined>): PdfLine {
  group.sort((p, q) => p.along - q.along);
  let text = '';
  const pieces: LinePiece[] = [];
  let previous: Placed | undefined;
  for (const p of group) {
    if (previous !== undefined) {
      const gap = p.along - (previous.along + previous.item.width);
      const spaced = /\s$/.test(text) || /^\s/.test(p.item.str);
      if (!spaced && gap > WORD_GAP * Math.min(previous.size, p.size)) text += ' ';
    }
    const start = text.length;
    text += p.item.str;
    pieces.push({
      start,
      end: text.length,
      str: p.item.str,
      dir: p.item.dir,
      transform: p.item.transform,
      width: p.item.width,
      extent: extents[p.item.fontName] ?? DEFAULT_EXTENT,
    });
    previous = p;
  }
  return { text, pieces };
}
