import type { CompareOcrResponse, ImageAnalysisResult, OcrEnginesResponse } from '@csg/contracts';
import { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE } from '@csg/contracts';
import { DEFAULT_IMAGE_LIMITS, inspectImage } from '@csg/media';
import { textPage } from '@csg/media/testing';
import { describe, expect, it } from 'vitest';
import { call, useChatFleet } from './chat-e2e-helpers.ts';

// Image analysis (specification "Image analysis") through the real edge to the real media-analysis
// app, with its real OCR engines: what a client of the appliance sees.
const f = useChatFleet({ adminProviders: [], userProviders: [] });
const TEXT = 'Write to carla.diaz@example.com or call 212-555-0134';
const page = (await textPage(760, 120, TEXT).png().toBuffer()).toString('base64');

describe('image analysis through the edge', () => {
  // Tesseract: PaddleOCR runs the words of 22 px sans-serif together ("call212-555-0134").
  it('reads a page, masks the e-mail and phone, and returns a same-size PNG', async () => {
    const res = await call<ImageAnalysisResult>(f.edge, 'POST', '/image-analysis/analyze', {
      token: f.user.token,
      body: { imageBase64: `data:image/png;base64,${page}`, ocrEngine: 'tesseract' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, action: 'mask', wasRedacted: true, ocrFailed: false });
    const masked = res.body.piiDetections.filter((d) => d.action === 'mask');
    expect(masked.map((d) => d.type)).toEqual(expect.arrayContaining(['EMAIL_ADDRESS', 'PHONE_NUMBER']));
    for (const detection of masked) expect(detection.boundingBoxes?.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body.piiDetections)).not.toContain('carla.diaz');
    const copy = await inspectImage(Buffer.from(res.body.redactedImageBase64 ?? '', 'base64'), DEFAULT_IMAGE_LIMITS);
    expect([copy.format, copy.width, copy.height]).toEqual(['png', 760, 120]);
  });

  it('lists the OCR engines and compares their readings', async () => {
    const engines = await call<OcrEnginesResponse>(f.edge, 'GET', '/image-analysis/ocr-engines', {
      token: f.user.token,
    });
    expect(engines.status).toBe(200);
    expect(engines.body.engines.map((e) => [e.id, e.available])).toEqual([
      ['paddleocr', true],
      ['tesseract', true],
    ]);
    const compared = await call<CompareOcrResponse>(f.edge, 'POST', '/image-analysis/compare-ocr', {
      token: f.user.token,
      body: { imageBase64: page },
    });
    expect(compared.status).toBe(200);
    expect(compared.body.results.map((r) => r.engine)).toEqual(['paddleocr', 'tesseract']);
    expect(compared.body.agreement).toBeGreaterThan(0.5);
  });

  it('refuses bad images, oversize images and foreign sessions with the contract errors', async () => {
    const token = f.user.token;
    const notImage = await call(f.edge, 'POST', '/image-analysis/analyze', {
      token,
      body: { imageBase64: Buffer.from('not an image at all').toString('base64') },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body).toMatchObject({ message: INVALID_IMAGE_MESSAGE });

    // 14 MB of base64 passes the edge's 50 MB body limit and is refused by the app's 10 MB rule.
    const huge = await call(f.edge, 'POST', '/image-analysis/analyze', {
      token,
      body: { imageBase64: 'A'.repeat(14 * 1024 * 1024) },
    });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ message: IMAGE_TOO_LARGE_MESSAGE });

    const other = await f.account('normal_user');
    const session = await call<{ id: string }>(f.edge, 'POST', '/sessions', { token: other.token, body: {} });
    const foreign = await call(f.edge, 'POST', '/image-analysis/analyze', {
      token,
      body: { imageBase64: page, sessionId: session.body.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'Session not found' });
  });

  it('answers 401 to a gateway API key and to no credential on every image route', async () => {
    const issued = await call<{ key: string }>(f.edge, 'POST', '/admin/api-keys', {
      token: f.admin.token,
      body: { tenantId: f.user.id },
    });
    expect(issued.status).toBe(201);
    for (const token of [issued.body.key, undefined]) {
      expect((await call(f.edge, 'GET', '/image-analysis/ocr-engines', { token })).status).toBe(401);
      for (const path of ['/image-analysis/analyze', '/image-analysis/compare-ocr']) {
        expect((await call(f.edge, 'POST', path, { token, body: { imageBase64: page } })).status).toBe(401);
      }
    }
  });
});
