import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Box } from '../../box.ts';
import type { OcrEngine, OcrResult } from '../types.ts';
import { glyphSpans } from './glyph-spans.ts';
import { createPaddleEngine } from './paddle-engine.ts';

// Wider than the detector's 960-pixel input, so boxes only land right if mapped back from it.
const WIDTH = 1200;
const HEIGHT = 200;
const SENTENCE = 'Ship the crate to Rotterdam harbour';
const MRZ = 'P<UTOSPECIMEN<<TESTER<ALEX<<<<<<<<<<<<<<<<<<';
const BANDS = { sentence: [20, 90], mrz: [110, 180] } as const;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#fff"/>
  <text x="420" y="70" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#111">${SENTENCE}</text>
  <text x="60" y="160" font-family="DejaVu Sans Mono, monospace" font-size="30" fill="#111">${MRZ.replaceAll('<', '&lt;')}</text>
</svg>`;

/** Ink runs (dark columns) of one horizontal band of the rendered image, in image pixels. */
function inkRuns(raw: Buffer, [top, bottom]: readonly [number, number]): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= WIDTH; x++) {
    let dark = false;
    for (let y = top; y < bottom && x < WIDTH; y++) dark ||= (raw[y * WIDTH + x] ?? 255) < 128;
    if (dark && start < 0) start = x;
    if (!dark && start >= 0) runs.push([start, x]);
    if (!dark) start = -1;
  }
  return runs;
}

/** The ink extent of the `index`th word of a band (words are split at gaps wider than 8 px). */
function wordInk(runs: [number, number][], index: number): [number, number] {
  const words: [number, number][] = [];
  for (const run of runs) {
    const last = words.at(-1);
    if (last && run[0] - last[1] <= 8) last[1] = run[1];
    else words.push([...run]);
  }
  return words[index] ?? [0, 0];
}

const right = (box: Box) => box.x + box.width;

describe('createPaddleEngine', { timeout: 60_000 }, () => {
  let engine: OcrEngine;
  let result: OcrResult;
  let raw: Buffer;
  let scheduled = 0;

  beforeAll(async () => {
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    raw = await sharp(png).greyscale().raw().toBuffer();
    engine = createPaddleEngine({
      threads: 1,
      schedule: (job) => {
        scheduled++;
        return job();
      },
    });
    result = await engine.recognize(png);
  });
  afterAll(() => engine.close());

  it('reports itself available with the languages of its dictionary', async () => {
    expect(await engine.status()).toMatchObject({ id: 'paddleocr', available: true, languages: ['en', 'zh'] });
  });

  it('reads a sentence and an MRZ line, in reading order, with the filler intact', () => {
    expect(result.lines.map((line) => line.text)).toEqual([SENTENCE, MRZ]);
    expect(result.text).toBe(`${SENTENCE}\n${MRZ}`);
    expect(result).toMatchObject({ engine: 'paddleocr', width: WIDTH, height: HEIGHT });
    expect(result.confidence).toBeGreaterThan(0.8);
    expect(result.confidence).toBeLessThanOrEqual(1);
    expect(scheduled).toBe(1);
  });

  it('boxes each line around its ink in the original image pixels', () => {
    for (const [line, band] of [
      [result.lines[0], BANDS.sentence],
      [result.lines[1], BANDS.mrz],
    ] as const) {
      const runs = inkRuns(raw, band);
      const [inkLeft, inkRight] = [runs[0]?.[0] ?? 0, runs.at(-1)?.[1] ?? 0];
      // within 2 px: the detector may leave out an edge column of anti-aliasing
      expect(line?.box.x).toBeLessThanOrEqual(inkLeft + 2);
      expect(line?.box.x).toBeGreaterThan(inkLeft - 15);
      expect(right(line!.box)).toBeGreaterThanOrEqual(inkRight - 2);
      expect(right(line!.box)).toBeLessThan(inkRight + 15);
      expect(line?.box.y).toBeGreaterThanOrEqual(band[0]);
      expect(line!.box.y + line!.box.height).toBeLessThanOrEqual(band[1]);
    }
  });

  it('cuts a word out of a line at its measured glyph edges, not by counting characters', () => {
    const line = result.lines[0]!;
    const start = line.text.indexOf('Rotterdam');
    const cut = glyphSpans(line, start, start + 'Rotterdam'.length);
    const [inkLeft, inkRight] = wordInk(inkRuns(raw, BANDS.sentence), 4);
    expect(Math.abs(cut.x - inkLeft)).toBeLessThanOrEqual(4);
    expect(Math.abs(right(cut) - inkRight)).toBeLessThanOrEqual(4);
  });

  it('reads cut-out lines without detection, confined to an alphabet when asked, boxed in their own pixels', async () => {
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const cut = ({ x, y, width, height }: Box) =>
      sharp(png).extract({ left: x, top: y, width, height }).png().toBuffer();
    const blank = await sharp({ create: { width: 200, height: 48, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const [sentence, mrz] = result.lines.map((line) => line.box);
    const lines = await engine.readLines!([await cut(mrz!), await cut(sentence!), blank], {
      alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<',
    });
    expect(lines.map((line) => line.text)).toEqual([MRZ, expect.stringMatching(/^[A-Z0-9<]+$/), '']);
    expect(lines[0]!.box).toEqual({ x: 0, y: 0, width: mrz!.width, height: mrz!.height });
    expect(lines[2]).toMatchObject({ confidence: 0, box: { x: 0, y: 0, width: 200, height: 48 } });
  });

  it('reads nothing from a blank image', async () => {
    const blank = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await engine.recognize(blank)).toMatchObject({ text: '', lines: [], confidence: 0 });
  });
});

describe('createPaddleEngine without usable models', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'paddle-models-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is unavailable, saying why without the path, when a model file is missing', async () => {
    const engine = createPaddleEngine({ modelDir: dir });
    const status = await engine.status();
    expect(status).toMatchObject({ id: 'paddleocr', available: false });
    expect(status.reason).toMatch(/not installed/);
    expect(status.reason).not.toContain(dir);
    await expect(engine.recognize(Buffer.alloc(8))).rejects.toThrow(/not installed/);
    await engine.close();
  });

  it('is unavailable when a model file does not load', async () => {
    for (const name of ['ch_PP-OCRv4_det_infer.onnx', 'ch_PP-OCRv4_rec_infer.onnx', 'ppocr_keys_v1.txt']) {
      await writeFile(join(dir, name), 'not a model');
    }
    const engine = createPaddleEngine({ modelDir: dir });
    expect(await engine.status()).toMatchObject({ available: false, reason: 'PaddleOCR models failed to load' });
    await engine.close();
  });
});
