import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findMrz } from '../mrz/index.ts';
import type { LineReadOptions, OcrEngine, OcrLine, OcrResult } from '../ocr/types.ts';
import { MRZ_ALPHABET, rereadMrzZone, withZoneLines } from './reread-zone.ts';
import { CARD, middleOnly, renderCard } from './test-support.ts';

const image = await renderCard();
const [line1, line2, line3] = CARD.lines;

/** An engine whose second reading returns `rows` (one text a line image), recording its calls. */
function scripted(rows: readonly string[], confidence = 0.95) {
  const calls: { images: number; options?: LineReadOptions }[] = [];
  const engine: OcrEngine = {
    id: 'paddleocr',
    status: async () => ({ id: 'paddleocr', name: 'scripted', available: true, languages: ['en'] }),
    recognize: async () => {
      throw new Error('not used');
    },
    readLines: async (images, options) => {
      calls.push({ images: images.length, options });
      return Promise.all(
        images.map(async (png, i) => {
          const { width = 0, height = 0 } = await sharp(png).metadata();
          return { text: rows[i] ?? '', confidence, box: { x: 0, y: 0, width, height } };
        }),
      );
    },
    close: async () => {},
  };
  return { engine, calls };
}

/** A first reading with the whole zone, its surname misread (no check digit covers names). */
function misreadNames(): OcrResult {
  const first = middleOnly();
  const zone = [line1!, line2!, line3!.replace('VAN<DER<BERG', 'VAN<DER<BFRG')].map((text, i): OcrLine => ({
    text,
    confidence: 0.8,
    box: { x: 18, y: 136 + 20 * i, width: 275, height: 19 },
  }));
  const lines = [first.lines[0]!, ...zone];
  return { ...first, lines, text: lines.map((l) => l.text).join('\n') };
}

describe('rereadMrzZone', () => {
  it('reads each row of the zone once, confined to the MRZ alphabet', async () => {
    const { engine, calls } = scripted(CARD.lines);
    await rereadMrzZone(engine, image, middleOnly());
    expect(calls).toEqual([{ images: 3, options: { alphabet: MRZ_ALPHABET } }]);
  });

  it('puts the second reading in place of the first when its zone proves more', async () => {
    const first = middleOnly();
    expect(findMrz(first.lines.map((l) => l.text))).toBeNull();
    const result = await rereadMrzZone(scripted(CARD.lines).engine, image, first);
    expect(result.lines.map((l) => l.text)).toEqual(['IDENTITY CARD', ...CARD.lines]);
    expect(result.text).toBe(['IDENTITY CARD', ...CARD.lines].join('\n'));
    expect(findMrz(result.lines.map((l) => l.text))?.valid).toBe(true);
    expect(result.processingTimeMs).toBeGreaterThanOrEqual(first.processingTimeMs);
    // Each new line is boxed where its row is on the card, short of the label beside the zone.
    for (const [i, line] of result.lines.slice(1).entries()) {
      expect(line.box.y).toBeLessThan(CARD.baselines[i]! - 8);
      expect(line.box.y + line.box.height).toBeGreaterThan(CARD.baselines[i]! - 2);
      expect(line.box.x + line.box.width).toBeLessThan(CARD.labelX);
    }
  });

  it('takes the more confident reading of names the check digits cannot tell', async () => {
    const result = await rereadMrzZone(scripted(CARD.lines, 0.95).engine, image, misreadNames());
    expect(findMrz(result.lines.map((l) => l.text))?.fields.surname?.value).toBe('VAN DER BERG');
  });

  it('keeps the first reading when the second proves less', async () => {
    const first = misreadNames();
    const worse = [line1!, line2!.replace(/^\d/, '9'), line3!];
    expect(await rereadMrzZone(scripted(worse).engine, image, first)).toBe(first);
  });

  it('leaves a reading without MRZ-like lines, or an engine that cannot read lines, alone', async () => {
    const { engine, calls } = scripted(CARD.lines);
    const page = { ...middleOnly(), lines: [middleOnly().lines[0]!] };
    expect(await rereadMrzZone(engine, image, page)).toBe(page);
    expect(calls).toEqual([]);
    const first = middleOnly();
    expect(await rereadMrzZone({ ...engine, readLines: undefined }, image, first)).toBe(first);
  });
});

describe('withZoneLines', () => {
  const line = (text: string, x: number, y: number, width = 200): OcrLine => ({
    text,
    confidence: 0.5,
    box: { x, y, width, height: 20 },
  });

  it('replaces the zone, and pieces of it, keeping what lies above, below and beside it in order', () => {
    const ocr: OcrResult = {
      engine: 'paddleocr',
      text: '',
      lines: [
        line('heading', 0, 0),
        line('P<UTO', 0, 100),
        line('piece', 210, 101, 50),
        line('label', 400, 110),
        line('footer', 0, 300),
      ],
      confidence: 0.5,
      width: 600,
      height: 400,
      processingTimeMs: 10,
    };
    const zone = [
      { ...line('NEW1', 0, 98, 300), confidence: 1 },
      { ...line('NEW2', 0, 122, 300), confidence: 1 },
    ];
    const merged = withZoneLines(ocr, [1], zone, 5.4);
    expect(merged.lines.map((l) => l.text)).toEqual(['heading', 'NEW1', 'NEW2', 'label', 'footer']);
    expect(merged.text).toBe('heading\nNEW1\nNEW2\nlabel\nfooter');
    expect(merged.confidence).toBeCloseTo((0.5 * 3 + 2) / 5);
    expect(merged.processingTimeMs).toBe(15);
  });
});
