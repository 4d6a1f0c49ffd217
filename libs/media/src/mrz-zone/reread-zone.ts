import type { OcrEngine, OcrLine, OcrResult } from '../ocr/types.ts';
import { chooseReading } from './choose-reading.ts';
import { cutRows, type Framing } from './cut-rows.ts';
import { placeLine } from './placement.ts';
import { findZone } from './zone.ts';

/** What an MRZ may hold: a reading confined to it cannot return look-alikes (`«`, `c`, `.`). */
export const MRZ_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<';
/**
 * Rows cut at their ink, with a row height of blank either side. PaddleOCR's recogniser read the
 * small print of cards best so: with more blank above and below, the line shrinks in its 48 pixels
 * and it drops letters of letter-spaced OCR-B (SPECIMEN read SPEMEN).
 */
const FRAMING: Framing = { margin: 0, side: 1 };

/**
 * Reads the machine-readable zone of an image again, closer: when the first reading has MRZ-like
 * lines, their band is cut out, split into rows, and each row read on its own, enlarged and confined
 * to the MRZ alphabet. Whichever of the two readings `chooseReading` prefers wins; when it is the
 * second, its MRZ lines replace the first reading's lines there. The first reading is returned as
 * it is when the engine cannot read single lines, nothing looks like MRZ, or it wins.
 */
export async function rereadMrzZone(engine: OcrEngine, image: Buffer, ocr: OcrResult): Promise<OcrResult> {
  const zone = engine.readLines && findZone(ocr);
  if (!zone) return ocr;
  const began = performance.now();
  const rows = await cutRows(image, zone, FRAMING);
  if (rows.length === 0) return ocr;
  const read = await engine.readLines!(
    rows.map((row) => row.image),
    { alphabet: MRZ_ALPHABET },
  );
  const lines = rows.map((row, i) => placeLine(read[i]!, row.placement));
  const choice = chooseReading([{ lines: ocr.lines }, { lines }]);
  if (!choice || choice.reading === 0) return ocr;
  return withZoneLines(
    ocr,
    zone.lines,
    choice.mrz.sourceLines.map((i) => lines[i]!),
    performance.now() - began,
  );
}

/**
 * The first reading with the zone's lines replaced: its MRZ-like lines, and any line centred on the
 * new lines' rows within their columns (a piece of an MRZ line that did not look like one), give
 * way to the new lines, which go where the first of them was; the reading's time grows by `extraMs`.
 */
export function withZoneLines(
  ocr: OcrResult,
  replaced: readonly number[],
  lines: readonly OcrLine[],
  extraMs: number,
): OcrResult {
  const top = Math.min(...lines.map((l) => l.box.y));
  const bottom = Math.max(...lines.map((l) => l.box.y + l.box.height));
  const left = Math.min(...lines.map((l) => l.box.x));
  const right = Math.max(...lines.map((l) => l.box.x + l.box.width));
  const inZone = (line: OcrLine) => {
    const centre = line.box.y + line.box.height / 2;
    return centre >= top && centre <= bottom && line.box.x < right && line.box.x + line.box.width > left;
  };
  const kept = ocr.lines.filter((line, i) => !replaced.includes(i) && !inZone(line));
  const at = kept.findIndex((line) => line.box.y + line.box.height / 2 > top);
  kept.splice(at < 0 ? kept.length : at, 0, ...lines);
  return {
    ...ocr,
    text: kept.map((line) => line.text).join('\n'),
    lines: kept,
    confidence: kept.reduce((sum, line) => sum + line.confidence, 0) / kept.length,
    processingTimeMs: Math.round(ocr.processingTimeMs + extraMs),
  };
}
