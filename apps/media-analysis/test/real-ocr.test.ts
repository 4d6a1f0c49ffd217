import type { CompareOcrResponse, ImageAnalysisResult, OcrEnginesResponse } from '@csg/contracts';
import { schema } from '@csg/db';
import { DEFAULT_IMAGE_LIMITS, inspectImage } from '@csg/media';
import { textPage } from '@csg/media/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useMediaApp } from './harness.ts';

// The real engines, models and all: the one place these tests pay for OCR (2 cores; keep it to this file).
const h = useMediaApp();
const TEXT = 'Call John Smith at 212-555-0134 or john@example.com';

describe('image analysis with the real engines', () => {
  it('reads a rendered page with Tesseract, masks the email and phone in a same-size PNG, and records no text', async () => {
    const caller = await h.tenant();
    const session = await h.session(caller.id);
    const png = await textPage(720, 120, TEXT).png().toBuffer();
    const res = await h.app.inject({
      method: 'POST',
      url: '/image-analysis/analyze',
      headers: caller.auth,
      payload: { imageBase64: png.toString('base64'), ocrEngine: 'tesseract', sessionId: session },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<ImageAnalysisResult>();
    expect(body).toMatchObject({ success: true, action: 'mask', wasRedacted: true, ocrFailed: false });
    expect(body.extractedText).toContain('john@example.com');
    const masked = body.piiDetections.filter((d) => d.action === 'mask');
    expect(masked.map((d) => d.type)).toEqual(expect.arrayContaining(['EMAIL_ADDRESS', 'PHONE_NUMBER']));
    for (const detection of masked) {
      expect(detection.value).toBe(`[${detection.type}]`);
      expect(detection.boundingBoxes?.length).toBeGreaterThan(0);
    }
    const copy = await inspectImage(Buffer.from(body.redactedImageBase64 ?? '', 'base64'), DEFAULT_IMAGE_LIMITS);
    expect([copy.format, copy.width, copy.height]).toEqual(['png', 720, 120]);
    expect(body.processingTimeMs).toBeGreaterThan(0);

    const rows = await h.db.select().from(schema.detections).where(eq(schema.detections.sessionId, session));
    expect(rows.map((r) => r.surface)).toEqual(['image-analysis']);
    const stored = JSON.stringify(rows);
    for (const value of ['john@example.com', '555-0134', 'John Smith']) expect(stored).not.toContain(value);
  });

  it('lists both engines as available, with their languages', async () => {
    const caller = await h.tenant();
    const res = await h.app.inject({ method: 'GET', url: '/image-analysis/ocr-engines', headers: caller.auth });
    const body = res.json<OcrEnginesResponse>();
    expect(body.defaultEngine).toBe('paddleocr');
    expect(body.engines.map((e) => [e.id, e.available, e.default])).toEqual([
      ['paddleocr', true, true],
      ['tesseract', true, false],
    ]);
    for (const engine of body.engines) expect(engine.languages).toContain('en');
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('compares both engines on the same page: each finds the email, and their readings mostly agree', async () => {
    const caller = await h.tenant();
    const png = await textPage(720, 120, TEXT).png().toBuffer();
    const res = await h.app.inject({
      method: 'POST',
      url: '/image-analysis/compare-ocr',
      headers: caller.auth,
      payload: { imageBase64: png.toString('base64') },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<CompareOcrResponse>();
    expect(body.results.map((r) => [r.engine, r.available])).toEqual([
      ['paddleocr', true],
      ['tesseract', true],
    ]);
    for (const result of body.results) {
      expect(result.piiDetections.map((d) => d.type)).toContain('EMAIL_ADDRESS');
      expect(result.wordCount).toBeGreaterThan(0);
    }
    // PaddleOCR may read the line without its spaces; the agreement is over characters, so that does not count.
    expect(body.agreement).toBeGreaterThan(0.8);
  });
});
