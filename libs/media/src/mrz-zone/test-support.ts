import sharp from 'sharp';
import { td1 } from '../mrz/test-support.ts';
import type { PaddleOcrLine, Point } from '../ocr/paddle/glyph-spans.ts';
import type { OcrLine, OcrResult } from '../ocr/types.ts';

/** A card back drawn for the zone's tests: a heading, a TD1 zone in a small monospace face, a label. */
export const CARD = { width: 520, height: 240, lines: td1(), baselines: [150, 170, 190], labelX: 330 } as const;

/** The card as a PNG, turned clockwise by `rotateDegrees` about the zone's middle. */
export function renderCard(rotateDegrees = 0, lines: readonly string[] = CARD.lines): Promise<Buffer> {
  const mrz = lines
    .map(
      (text, i) =>
        `<text x="20" y="${CARD.baselines[i]}" font-family="DejaVu Sans Mono, monospace" font-size="15" fill="#151515">${text.replaceAll('<', '&lt;')}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">` +
    `<rect width="100%" height="100%" fill="#f4efe6"/>` +
    `<g transform="rotate(${rotateDegrees} ${CARD.width / 2} 170)">` +
    `<text x="20" y="40" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#333">IDENTITY CARD</text>` +
    mrz +
    `<text x="${CARD.labelX}" y="172" font-family="DejaVu Sans, sans-serif" font-size="12" fill="#333">MRZ</text></g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A first reading of the card that found its heading and, of the zone, the middle line only (as
 * `middle` reads), measured along a line rising by `slope`.
 */
export function middleOnly(slope = 0, middle: string = CARD.lines[1]!): OcrResult {
  const y = (x: number, dy: number) => dy + slope * (x - CARD.width / 2);
  const edge = (x: number): [Point, Point] => [
    { x, y: y(x, 156) },
    { x, y: y(x, 175) },
  ];
  const heading: OcrLine = { text: 'IDENTITY CARD', confidence: 0.9, box: { x: 20, y: 24, width: 150, height: 22 } };
  const zoneLine: PaddleOcrLine = {
    text: middle,
    confidence: 0.8,
    box: { x: 18, y: Math.round(y(18, 156)), width: 275, height: 19 },
    axis: { start: edge(18), end: edge(293) },
    glyphs: [],
  };
  const lines = [heading, zoneLine];
  return {
    engine: 'paddleocr',
    text: lines.map((l) => l.text).join('\n'),
    lines,
    confidence: 0.85,
    width: CARD.width,
    height: CARD.height,
    processingTimeMs: 100,
  };
}
