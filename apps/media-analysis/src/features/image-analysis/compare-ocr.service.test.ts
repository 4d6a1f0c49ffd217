import type { CompareOcrBody } from '@csg/contracts';
import { DEFAULT_POLICY } from '@csg/detection-engine';
import type { AnalyzeImageRequest, ImageAnalysis, OcrEngineId } from '@csg/media';
import { describe, expect, it } from 'vitest';
import { createCompareOcrService } from './compare-ocr.service.ts';

/** A 2×2 white PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWP4DwYMEAoAU7oL9W/sIDEAAAAASUVORK5CYII=';

interface Reading {
  text: string;
  confidence: number;
}

function reading(engine: OcrEngineId, { text, confidence }: Reading): ImageAnalysis {
  return {
    success: true,
    action: 'allow',
    extractedText: text,
    piiDetections: [],
    safetyDetections: [],
    summary: { piiCount: 0, safetyIssueCount: 0 },
    wasRedacted: false,
    documentType: { type: 'unknown', confidence: 0, signals: [] },
    mrzDetected: false,
    ocrFailed: false,
    ocr: { engine, text, lines: [], confidence, width: 2, height: 2, processingTimeMs: 1 },
  };
}

function setup(readings: Partial<Record<OcrEngineId, Reading>>) {
  const requests: AnalyzeImageRequest[] = [];
  const service = createCompareOcrService({
    analyze: async (request) => {
      requests.push(request);
      const found = readings[request.ocrEngine];
      if (!found) throw new Error('an unavailable engine was run');
      return reading(request.ocrEngine, found);
    },
    status: async (id) => ({ id, name: id, available: readings[id] !== undefined, languages: ['en'] }),
    resolveFilter: async () => ({ nickname: 'content-safety-v2', policy: DEFAULT_POLICY }),
  });
  return { service, requests };
}

const body = (extra: Partial<CompareOcrBody> = {}): CompareOcrBody => ({
  imageBase64: PNG,
  language: 'auto',
  confidenceThreshold: 0.5,
  ...extra,
});

describe('the compare-ocr service', () => {
  it('runs every available engine without painting, and reports each reading', async () => {
    const { service, requests } = setup({
      paddleocr: { text: 'Call John Smith', confidence: 0.9 },
      tesseract: { text: 'Call Jon Smith', confidence: 0.8 },
    });
    const result = await service(body());
    expect(requests.map((r) => [r.ocrEngine, r.redactPii])).toEqual([
      ['paddleocr', false],
      ['tesseract', false],
    ]);
    expect(result.results.map((r) => [r.engine, r.available, r.extractedText, r.confidence, r.wordCount])).toEqual([
      ['paddleocr', true, 'Call John Smith', 0.9, 3],
      ['tesseract', true, 'Call Jon Smith', 0.8, 3],
    ]);
    // calljohnsmith / calljonsmith: 10 shared bigrams of 12 + 11.
    expect(result.agreement).toBe(0.87);
    expect(result.recommendedEngine).toBe('paddleocr');
  });

  it('recommends the more confident engine, and the default one on a tie', async () => {
    const surer = setup({ paddleocr: { text: 'a', confidence: 0.6 }, tesseract: { text: 'a', confidence: 0.7 } });
    expect((await surer.service(body())).recommendedEngine).toBe('tesseract');
    const tie = setup({ paddleocr: { text: 'a', confidence: 0.7 }, tesseract: { text: 'a', confidence: 0.7 } });
    expect((await tie.service(body({ engines: ['tesseract', 'paddleocr'] }))).recommendedEngine).toBe('paddleocr');
  });

  it('runs only the engines asked for, once each, and reports an unavailable one as not run', async () => {
    const { service, requests } = setup({ tesseract: { text: 'Call me', confidence: 0.8 } });
    const result = await service(body({ engines: ['paddleocr', 'tesseract', 'tesseract'] }));
    expect(requests.map((r) => r.ocrEngine)).toEqual(['tesseract']);
    expect(result.results[0]).toEqual({
      engine: 'paddleocr',
      available: false,
      extractedText: '',
      confidence: 0,
      wordCount: 0,
      processingTimeMs: 0,
      piiDetections: [],
    });
    expect(result.results).toHaveLength(2);
    expect(result.agreement).toBe(0);
    expect(result.recommendedEngine).toBe('tesseract');
  });

  it('defaults to only the available engines, and to every engine reported unavailable when none is', async () => {
    const one = await setup({ tesseract: { text: 'x', confidence: 0.5 } }).service(body());
    expect(one.results.map((r) => r.engine)).toEqual(['tesseract']);
    const none = await setup({}).service(body());
    expect(none.results.map((r) => [r.engine, r.available])).toEqual([
      ['paddleocr', false],
      ['tesseract', false],
    ]);
    expect(none.recommendedEngine).toBe('paddleocr');
  });

  it('refuses a bad image with 400 even when no engine can run', async () => {
    const { service } = setup({});
    await expect(service(body({ imageBase64: 'not base64!' }))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Invalid image data',
    });
    await expect(service(body({ imageBase64: 'A'.repeat(14_000_000) }))).rejects.toMatchObject({
      statusCode: 400,
      message: 'Image size exceeds maximum allowed size of 10MB',
    });
  });
});
