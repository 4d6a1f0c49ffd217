import { documentCodec, type DocumentCodec } from '@csg/documents';
import { describe, expect, it } from 'vitest';
import { fakeEngines } from './fake-engines.ts';
import { useMediaApp } from './harness.ts';

const fakes = fakeEngines([]);
// The real formats, with a switch that makes the PDF parser fail as a broken install would.
let pdfBroken = false;
const codec: DocumentCodec = {
  ...documentCodec,
  extract: async (bytes, type, options) => {
    if (pdfBroken && type === 'pdf') throw new Error('pdf.js failed to load');
    return documentCodec.extract(bytes, type, options);
  },
};
const h = useMediaApp(() => ({ engines: fakes.engines, documentCodec: codec }));

describe('component health', () => {
  it('answers GET /api/v1/health for ocr-service, document-parser and redactor without a credential', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      service: 'media-analysis',
      components: {
        'ocr-service': {
          healthy: true,
          engines: [
            { id: 'paddleocr', available: true },
            { id: 'tesseract', available: true },
          ],
        },
        'document-parser': { healthy: true },
        redactor: { healthy: true },
      },
    });
  });

  it('answers 503 with document-parser unhealthy when a parser cannot read, OCR and redaction still healthy', async () => {
    pdfBroken = true;
    try {
      const res = await h.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unhealthy',
        components: {
          'ocr-service': { healthy: true },
          'document-parser': { healthy: false },
          redactor: { healthy: true },
        },
      });
    } finally {
      pdfBroken = false;
    }
  });

  it('answers 503 naming the engine and why when an engine cannot read, the redactor still healthy', async () => {
    fakes.available.paddleocr = false;
    try {
      const res = await h.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unhealthy',
        components: {
          'ocr-service': {
            healthy: false,
            engines: [
              { id: 'paddleocr', available: false, reason: 'models not installed' },
              { id: 'tesseract', available: true },
            ],
          },
          redactor: { healthy: true },
        },
      });
    } finally {
      fakes.available.paddleocr = true;
    }
  });

  it('reports doc-classifier among the checks of GET /health', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', checks: { 'doc-classifier': { healthy: true } } });
  });
});
