import { createLicenceStore, LICENCE_SETTING_KEY } from '@csg/auth';
import { expiredLicence } from '@csg/auth/testing';
import { INVALID_IMAGE_MESSAGE, type ImageAnalysisResult } from '@csg/contracts';
import { schema } from '@csg/db';
import { DEFAULT_IMAGE_LIMITS, inspectImage } from '@csg/media';
import { declaredSizePng, textPage, tinyBmp } from '@csg/media/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeEngines } from './fake-engines.ts';
import { useMediaApp, type Caller } from './harness.ts';

const EMAIL = 'jane@example.org';
const fakes = fakeEngines([`Mail ${EMAIL} now`]);
const h = useMediaApp(() => ({ engines: fakes.engines }));
const page = (await textPage(320, 120, 'Mail someone now').png().toBuffer()).toString('base64');

let caller: Caller;
let ownSession = '';
let otherSession = '';
beforeAll(async () => {
  caller = await h.tenant();
  ownSession = await h.session(caller.id);
  otherSession = await h.session((await h.tenant()).id);
});

const post = (url: string, payload: object, headers: Record<string, string> = caller.auth) =>
  h.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '127.0.0.1' });
const analyze = (payload: object, headers?: Record<string, string>) =>
  post('/image-analysis/analyze', payload, headers);

describe('POST /image-analysis/analyze', () => {
  it('masks what it reads, boxes it, paints a copy of the same format and size, and stores a record without the text', async () => {
    const res = await analyze({ imageBase64: page, sessionId: ownSession });
    expect(res.statusCode).toBe(200);
    const body = res.json<ImageAnalysisResult>();
    expect(body).toMatchObject({ success: true, action: 'mask', wasRedacted: true, ocrFailed: false });
    expect(body.piiDetections).toEqual([
      expect.objectContaining({ type: 'EMAIL_ADDRESS', value: '[EMAIL_ADDRESS]', action: 'mask' }),
    ]);
    expect(body.piiDetections[0]?.boundingBoxes).toEqual([{ x: 60, y: 10, width: 160, height: 20 }]);
    expect(body).not.toHaveProperty('ocr');
    expect(body).not.toHaveProperty('entities');
    const copy = await inspectImage(Buffer.from(body.redactedImageBase64 ?? '', 'base64'), DEFAULT_IMAGE_LIMITS);
    expect([copy.format, copy.width, copy.height]).toEqual(['png', 320, 120]);

    const rows = await h.db.select().from(schema.detections).where(eq(schema.detections.sessionId, ownSession));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ surface: 'image-analysis', action: 'mask', filter: 'content-safety-v2' });
    expect(rows[0]?.tenantId).toBe(caller.id);
    expect(rows[0]?.entities).toEqual([
      expect.objectContaining({ type: 'EMAIL_ADDRESS', start: 5, end: 21, placeholder: '[EMAIL_ADDRESS]' }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(EMAIL);
  });

  it('accepts a data-URI prefix', async () => {
    expect((await analyze({ imageBase64: `data:image/png;base64,${page}` })).statusCode).toBe(200);
  });

  it('refuses what is not base64, a truncated PNG, a decompression bomb and an unsupported format with 400 Invalid image data', async () => {
    const png = Buffer.from(page, 'base64');
    for (const imageBase64 of [
      'this is not base64!',
      png.subarray(0, png.length / 2).toString('base64'),
      declaredSizePng(100_000, 100_000).toString('base64'),
      tinyBmp().toString('base64'),
    ]) {
      const res = await analyze({ imageBase64, ocrEngine: 'tesseract' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, message: INVALID_IMAGE_MESSAGE, error: 'Bad Request' });
    }
  });

  it('refuses an image over 10 MB with 400 and the size message before any OCR', async () => {
    const before = fakes.recognized.length;
    const res = await analyze({ imageBase64: 'A'.repeat(14_000_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'Image size exceeds maximum allowed size of 10MB',
      error: 'Bad Request',
    });
    expect(fakes.recognized.length).toBe(before);
  });

  it('refuses a confidenceThreshold outside 0–1 and an unknown engine with 400', async () => {
    expect((await analyze({ imageBase64: page, confidenceThreshold: 1.5 })).statusCode).toBe(400);
    expect((await analyze({ imageBase64: page, ocrEngine: 'easyocr' })).statusCode).toBe(400);
  });

  it("refuses another tenant's session with 404 Session not found, recording nothing", async () => {
    const res = await analyze({ imageBase64: page, sessionId: otherSession });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Session not found', error: 'Not Found' });
    const rows = await h.db.select().from(schema.detections).where(eq(schema.detections.sessionId, otherSession));
    expect(rows).toEqual([]);
  });

  it('answers ocrFailed, not an error, when the engine asked for is unavailable', async () => {
    fakes.available.paddleocr = false;
    try {
      const res = await analyze({ imageBase64: page, ocrEngine: 'paddleocr' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, ocrFailed: true, extractedText: '', action: 'allow' });
    } finally {
      fakes.available.paddleocr = true;
    }
  });
});

describe('who may call image analysis', () => {
  it('refuses a gateway API key, and no credential even from loopback, with 401 on every route', async () => {
    const key = await h.apiKey(caller.id);
    for (const [method, url] of [
      ['POST', '/image-analysis/analyze'],
      ['GET', '/image-analysis/ocr-engines'],
      ['POST', '/image-analysis/compare-ocr'],
    ] as const) {
      for (const headers of [key, {}]) {
        const payload = method === 'POST' ? { imageBase64: page } : undefined;
        const res = await h.app.inject({
          method,
          url,
          headers,
          remoteAddress: '127.0.0.1',
          ...(payload && { payload }),
        });
        expect(res.statusCode).toBe(401);
      }
    }
  });

  it('answers 402 LICENSE_EXPIRED once the installed licence has expired', async () => {
    await createLicenceStore(h.db).install(expiredLicence(h.vendor.privateKey, ['image-analysis']), 'test');
    const fresh = await h.rebuild();
    try {
      const res = await fresh.inject({
        method: 'POST',
        url: '/image-analysis/analyze',
        payload: { imageBase64: page },
        headers: caller.auth,
      });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ statusCode: 402, code: 'LICENSE_EXPIRED' });
    } finally {
      await fresh.close();
      await h.db.delete(schema.systemSettings).where(eq(schema.systemSettings.key, LICENCE_SETTING_KEY));
    }
  });
});

describe('GET /image-analysis/ocr-engines', () => {
  it('lists both engines from their status, PaddleOCR the default', async () => {
    fakes.available.tesseract = false;
    try {
      const res = await h.app.inject({ method: 'GET', url: '/image-analysis/ocr-engines', headers: caller.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        engines: [
          { id: 'paddleocr', name: 'fake paddleocr', available: true, default: true, languages: ['en', 'fr'] },
          { id: 'tesseract', name: 'fake tesseract', available: false, default: false, languages: ['en', 'fr'] },
        ],
        defaultEngine: 'paddleocr',
      });
    } finally {
      fakes.available.tesseract = true;
    }
  });
});

describe('POST /image-analysis/compare-ocr', () => {
  it('reads the image with every available engine and compares the readings', async () => {
    const res = await post('/image-analysis/compare-ocr', { imageBase64: page });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ results: { engine: string; piiDetections: unknown[] }[] }>();
    expect(body).toMatchObject({ agreement: 1, recommendedEngine: 'paddleocr' });
    expect(body.results.map((r) => r.engine)).toEqual(['paddleocr', 'tesseract']);
    expect(body.results[1]).toMatchObject({
      available: true,
      extractedText: `Mail ${EMAIL} now`,
      confidence: 0.9,
      wordCount: 5,
    });
    expect(body.results[1]?.piiDetections).toEqual([
      expect.objectContaining({
        type: 'EMAIL_ADDRESS',
        value: '[EMAIL_ADDRESS]',
        boundingBoxes: [{ x: 60, y: 10, width: 160, height: 20 }],
      }),
    ]);
  });

  it('refuses a bad image with 400', async () => {
    const res = await post('/image-analysis/compare-ocr', { imageBase64: '%%%' });
    expect(res.json()).toEqual({ statusCode: 400, message: INVALID_IMAGE_MESSAGE, error: 'Bad Request' });
  });
});
