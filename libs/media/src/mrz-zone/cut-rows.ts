import sharp from 'sharp';
import type { Placement } from './placement.ts';
import { inkColumns, otsuThreshold, rowInk, textRows, type Grey, type Run } from './rows.ts';
import type { Zone } from './zone.ts';

/** One text row of the zone: a PNG line image, and where it lies in the image. */
export interface RowCut {
  image: Buffer;
  placement: Placement;
}

/** Line images are this tall: the recogniser's input height (PaddleOCR's 48 px), big for Tesseract. */
const LINE_HEIGHT = 48;
/** Wider than this (in line-image pixels) and a line is scaled down rather than cut. */
const MAX_LINE_WIDTH = 2400;
/** Rows narrower than this share of the widest are labels or stray print, not MRZ lines. */
const MIN_WIDTH_SHARE = 0.6;

/** How much blank a line image keeps around its row's ink. */
export interface Framing {
  /** Blank kept above and below the row's ink, as a share of its height (negative: cut into it). */
  margin: number;
  /** Blank kept left and right of the row's ink, in row heights. */
  side: number;
}

/**
 * Cuts the zone's text rows out of the image, top to bottom: the band levelled by its slope, rows
 * found by the ink of the columns the MRZ-like lines cover, each followed sideways as far as its
 * characters go. Rows much narrower than the widest are left out (labels, stray print), and of the
 * rest only as many as the zone has lines, those nearest the MRZ-like lines.
 */
export async function cutRows(image: Buffer, zone: Zone, framing: Framing): Promise<RowCut[]> {
  const { data, info } = await sharp(image)
    .extract({ left: zone.box.x, top: zone.box.y, width: zone.box.width, height: zone.box.height })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pivot = zone.box.x + zone.box.width / 2;
  const band = level(
    {
      data: new Uint8Array(data.buffer, data.byteOffset, info.width * info.height),
      width: info.width,
      height: info.height,
    },
    zone.box.x - pivot,
    zone.slope,
  );
  const seed = { start: zone.columns.from - zone.box.x, end: zone.columns.to - zone.box.x };
  const threshold = otsuThreshold(columnsOf(band, seed));
  const ink = rowInk(band, threshold, seed.start, seed.end);
  const rows = textRows(ink, Math.max(2, zone.lineHeight * 0.25), Math.max(1, zone.lineHeight * 0.1))
    .map((run) => ({ run, columns: inkColumns(band, threshold, run, seed, 1.5 * (run.end - run.start)) }))
    .filter((row): row is { run: Run; columns: Run } => row.columns !== null);
  const widest = Math.max(0, ...rows.map((r) => r.columns.end - r.columns.start));
  const found = { start: zone.rows.from - zone.box.y, end: zone.rows.to - zone.box.y };
  const distance = ({ run }: { run: Run }) => Math.max(0, found.start - run.end, run.start - found.end);
  const kept = rows
    .filter((r) => r.columns.end - r.columns.start >= MIN_WIDTH_SHARE * widest)
    .sort((a, b) => distance(a) - distance(b))
    .slice(0, zone.lineCount)
    .sort((a, b) => a.run.start - b.run.start);
  const cuts: RowCut[] = [];
  for (const { run, columns } of kept) {
    const { png, placement } = await cutRow(band, run, columns, framing);
    cuts.push({
      image: png,
      placement: { ...placement, x: placement.x + zone.box.x, y: placement.y + zone.box.y, slope: zone.slope, pivot },
    });
  }
  return cuts;
}

/**
 * One row's line image. The band is enlarged before the row is cut, so that the margins are cut at
 * the line image's resolution: at the source's, a row of a small card is ten pixels tall and a
 * margin would round to nothing or a whole pixel.
 */
async function cutRow(band: Grey, run: Run, columns: Run, { margin, side }: Framing) {
  const height = run.end - run.start;
  const top = Math.max(0, run.start - margin * height);
  const bottom = Math.min(band.height, run.end + margin * height);
  const left = Math.max(0, columns.start - side * height);
  const right = Math.min(band.width, columns.end + side * height);
  const scale = Math.min(LINE_HEIGHT / (bottom - top), MAX_LINE_WIDTH / (right - left));
  const outer = {
    left: Math.floor(left),
    top: Math.floor(top),
    width: Math.ceil(right) - Math.floor(left),
    height: Math.ceil(bottom) - Math.floor(top),
  };
  const png = await sharp(Buffer.from(band.data.buffer, band.data.byteOffset, band.data.length), {
    raw: { width: band.width, height: band.height, channels: 1 },
  })
    .extract(outer)
    .resize(Math.round(outer.width * scale), Math.round(outer.height * scale), { fit: 'fill' })
    .extract({
      left: Math.round((left - outer.left) * scale),
      top: Math.round((top - outer.top) * scale),
      width: Math.max(
        1,
        Math.min(
          Math.round((right - left) * scale),
          Math.round(outer.width * scale) - Math.round((left - outer.left) * scale),
        ),
      ),
      height: Math.max(
        1,
        Math.min(
          Math.round((bottom - top) * scale),
          Math.round(outer.height * scale) - Math.round((top - outer.top) * scale),
        ),
      ),
    })
    .extractChannel(0)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, placement: { x: left, y: top, scale } };
}

/** The pixels of columns [seed.start, seed.end) of every row. */
function columnsOf(grey: Grey, seed: Run): Uint8Array {
  const from = Math.max(0, Math.floor(seed.start));
  const to = Math.min(grey.width, Math.ceil(seed.end));
  const out = new Uint8Array(Math.max(0, to - from) * grey.height);
  for (let y = 0; y < grey.height; y++)
    out.set(grey.data.subarray(y * grey.width + from, y * grey.width + to), y * (to - from));
  return out;
}

/**
 * Levels a band whose text rises or falls by `slope`: column x is moved up by its height above the
 * pivot (`offset` + x being its distance from it), paper white where the shift runs off the band.
 */
export function level(grey: Grey, offset: number, slope: number): Grey {
  if (slope === 0) return grey;
  const out = new Uint8Array(grey.width * grey.height).fill(255);
  for (let x = 0; x < grey.width; x++) {
    const shift = (offset + x) * slope;
    for (let y = 0; y < grey.height; y++) {
      const from = y + shift;
      const y0 = Math.floor(from);
      if (y0 < 0 || y0 + 1 >= grey.height) continue;
      const t = from - y0;
      out[y * grey.width + x] = Math.round(
        grey.data[y0 * grey.width + x]! * (1 - t) + grey.data[(y0 + 1) * grey.width + x]! * t,
      );
    }
  }
  return { data: out, width: grey.width, height: grey.height };
}
