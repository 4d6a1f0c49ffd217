import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Box } from '../../box.ts';
import type { OcrEngine, OcrResult } from '../types.ts';
import { createTesseractEngine } from './index.ts';

const WIDTH = 520;
const HEIGHT = 60;

/** A line of black text on white, rendered by sharp (librsvg) from an SVG. */
function renderText(text: string): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="white"/>` +
    `<text x="10" y="40" font-family="DejaVu Sans, sans-serif" font-size="28">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Grey levels, one byte per pixel, row by row. */
const greyPixels = (png: Buffer) => sharp(png).greyscale().raw().toBuffer();

function hasInk(grey: Buffer, box: Box): boolean {
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) if (grey[y * WIDTH + x]! < 128) return true;
  }
  return false;
}

describe('createTesseractEngine', () => {
  let engine: OcrEngine;
  let image: Buffer;
  let result: OcrResult;

  beforeAll(async () => {
    engine = createTesseractEngine({ concurrency: 1, maxWaiting: 1 });
    image = await renderText('Call John Smith at 212-555-0134');
    result = await engine.recognize(image, { language: 'en' });
  });
  afterAll(() => engine.close());

  it('reads the words of a rendered line, the text being the lines joined', () => {
    expect(result.engine).toBe('tesseract');
    expect(result.lines).toHaveLength(1);
    expect(result.text).toBe('Call John Smith at 212-555-0134');
    expect(result.lines[0]!.words!.map((word) => word.text)).toEqual(['Call', 'John', 'Smith', 'at', '212-555-0134']);
    expect(result.confidence).toBeGreaterThan(0.8);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect({ width: result.width, height: result.height }).toEqual({ width: WIDTH, height: HEIGHT });
  });

  it('boxes each word around its own glyphs: ink inside, blank columns beside it', async () => {
    const grey = await greyPixels(image);
    const words = result.lines[0]!.words!;
    let right = 0;
    for (const { box } of words) {
      expect(box.x).toBeGreaterThanOrEqual(right);
      expect(box.y).toBeGreaterThan(5);
      expect(box.y + box.height).toBeLessThan(55);
      expect(hasInk(grey, box)).toBe(true);
      expect(hasInk(grey, { x: box.x - 2, y: 0, width: 1, height: HEIGHT })).toBe(false);
      expect(hasInk(grey, { x: box.x + box.width + 1, y: 0, width: 1, height: HEIGHT })).toBe(false);
      right = box.x + box.width;
    }
    // The first glyph starts where the SVG put the text.
    expect(words[0]!.box.x).toBeGreaterThanOrEqual(9);
    expect(words[0]!.box.x).toBeLessThanOrEqual(14);
  });

  it('reads in a worker thread: the event loop is never held for 50 ms', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    await engine.recognize(image, { language: 'en' });
    delay.disable();
    expect(delay.max / 1e6).toBeLessThan(50);
  });

  it('refuses a request with reason `full` when the waiting room is taken, serving the others', async () => {
    const reads = [engine.recognize(image), engine.recognize(image), engine.recognize(image)];
    const settled = await Promise.allSettled(reads);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ name: 'JobQueueError', reason: 'full' });
  });

  it('rejects a language whose data is not installed instead of reading it with another', async () => {
    const englishOnly = createTesseractEngine({ languages: ['en'] });
    await expect(englishOnly.recognize(image, { language: 'de' })).rejects.toThrow(/no Tesseract language data/);
    await englishOnly.close();
  });
});

describe("createTesseractEngine with language 'auto'", () => {
  const seen: string[] = [];
  let verdict = { language: 'de', reliable: true };
  const engine = createTesseractEngine({
    concurrency: 1,
    languageIdentifier: {
      identify(text) {
        seen.push(text);
        return verdict;
      },
    },
  });
  let german: Buffer;
  beforeAll(async () => {
    german = await renderText('Grüße aus München, Straße');
  });
  afterAll(() => engine.close());

  it('reads again with the language identified in the English reading', async () => {
    seen.length = 0;
    verdict = { language: 'de', reliable: true };
    const { text } = await engine.recognize(german, { language: 'auto' });
    expect(text).toBe('Grüße aus München, Straße');
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toContain('ü');
  });

  it('keeps the English reading when the identification is not reliable', async () => {
    verdict = { language: 'de', reliable: false };
    const { text } = await engine.recognize(german);
    expect(text).not.toContain('ü');
  });

  it('keeps the English reading when the identified language is not installed', async () => {
    verdict = { language: 'ja', reliable: true };
    const { text } = await engine.recognize(german);
    expect(text).not.toContain('ü');
  });
});

describe('createTesseractEngine timeout', () => {
  it('rejects with reason `timeout` an image that takes longer than timeoutMs, and still closes', async () => {
    const engine = createTesseractEngine({ concurrency: 1, timeoutMs: 1 });
    const image = await renderText('slow');
    await expect(engine.recognize(image, { language: 'en' })).rejects.toMatchObject({ reason: 'timeout' });
    await engine.close();
  });
});

// Arabic and simplified Chinese data are published on npm but not installed with this package.
describe('createTesseractEngine status', () => {
  it('is unavailable, naming the missing packages and no path, when no language data is installed', async () => {
    const engine = createTesseractEngine({ languages: ['ar', 'zh'] });
    const status = await engine.status();
    expect(status).toMatchObject({ id: 'tesseract', available: false, languages: [] });
    expect(status.reason).toBe('language data not installed: @tesseract.js-data/ara, @tesseract.js-data/chi_sim');
    await expect(engine.recognize(Buffer.alloc(0))).rejects.toThrow(/unavailable/);
    await engine.close();
  });

  it('lists only the installed languages and stays available when another is missing', async () => {
    const engine = createTesseractEngine({ languages: ['en', 'ar'] });
    const status = await engine.status();
    expect(status).toMatchObject({ available: true, languages: ['en'] });
    expect(status.reason).toBeUndefined();
    await engine.close();
  });

  it('lists the languages of the installed data packages by default', async () => {
    const engine = createTesseractEngine();
    const { available, languages } = await engine.status();
    expect(available).toBe(true);
    expect(languages).toEqual(['en', 'fr', 'de', 'es', 'it', 'pt', 'nl']);
    await engine.close();
  });

  it('refuses a language for which no Tesseract data is published', () => {
    expect(() => createTesseractEngine({ languages: ['en', 'xx'] })).toThrow(RangeError);
  });
});
