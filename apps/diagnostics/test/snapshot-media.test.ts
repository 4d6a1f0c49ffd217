import { beforeEach, describe, expect, it } from 'vitest';
import { fakeComponent, fakeMedia, healthyMedia } from './fakes.ts';
import { useDiagnostics } from './harness.ts';

const h = useDiagnostics();

beforeEach(() => {
  Object.assign(h.media, healthyMedia());
});

const findingIds = (findings: { id: string }[]) =>
  findings.map((f) => f.id).filter((id) => id !== 'tls-443-not-served');

describe('the components media-analysis serves', () => {
  it('gives each its own verdict from the shared answer: one unhealthy part does not make the others unhealthy', async () => {
    h.media.documentParser = false;
    const { body } = await h.snapshot(await h.build());
    expect(body.services['document-parser']).toMatchObject({ reachable: true, healthy: false, error: 'unhealthy' });
    expect(body.services['ocr-service']).toMatchObject({ reachable: true, healthy: true });
    expect(body.services.redactor).toMatchObject({ reachable: true, healthy: true });
    expect(findingIds(body.findings)).toEqual(['service-unhealthy-document-parser']);
    expect(body.findings[0]).toMatchObject({
      severity: 'critical',
      message: expect.stringMatching(/document analysis stops/) as string,
    });
  });

  it('reports OCR models missing as ocr-models-missing-airgapped, critical when no engine can read', async () => {
    h.media.ocr = {
      healthy: false,
      engines: [
        { id: 'paddleocr', available: false, reason: 'PaddleOCR models package is not installed' },
        { id: 'tesseract', available: false, reason: 'language data not installed: eng' },
      ],
    };
    const { body } = await h.snapshot(await h.build());
    expect(body.services['ocr-service']).toMatchObject({
      reachable: true,
      healthy: false,
      error: expect.stringMatching(
        /^OCR engines unavailable: paddleocr \(PaddleOCR models package is not installed\)/,
      ) as string,
      details: { engines: expect.any(Array) as unknown },
    });
    expect(findingIds(body.findings)).toEqual(['ocr-models-missing-airgapped']);
    expect(body.findings[0]).toMatchObject({ severity: 'critical', component: 'ocr-service' });
  });

  it('makes the missing models a warning while another engine still reads', async () => {
    h.media.ocr = {
      healthy: false,
      engines: [
        { id: 'paddleocr', available: false, reason: 'PaddleOCR detection model file is not installed' },
        { id: 'tesseract', available: true },
      ],
    };
    const { body } = await h.snapshot(await h.build());
    expect(body.findings).toContainEqual(
      expect.objectContaining({ id: 'ocr-models-missing-airgapped', severity: 'warning' }),
    );
  });

  it('reports an OCR engine that failed for another reason as service-unhealthy-ocr-service', async () => {
    h.media.ocr = {
      healthy: false,
      engines: [{ id: 'paddleocr', available: false, reason: 'PaddleOCR worker failed' }],
    };
    const { body } = await h.snapshot(await h.build());
    expect(findingIds(body.findings)).toEqual(['service-unhealthy-ocr-service']);
  });

  it('reads doc-classifier from media-analysis’s /health check when no external one is configured', async () => {
    h.media.docClassifier = false;
    const { body } = await h.snapshot(await h.build());
    expect(body.services['doc-classifier']).toMatchObject({ reachable: true, healthy: false, error: 'failed' });
    expect(body.findings).toContainEqual(
      expect.objectContaining({ id: 'service-unhealthy-doc-classifier', severity: 'warning' }),
    );
    // Its check makes media-analysis's /health 503, but the failure is doc-classifier's, not the app's.
    expect(body.services['gateway-core']).toMatchObject({ healthy: true });
    expect(findingIds(body.findings)).toEqual(['service-unhealthy-doc-classifier']);
  });

  it('probes an external doc-classifier at its own /health when DOC_CLASSIFIER_URL is set', async () => {
    const classifier = await fakeComponent('healthy', '/health');
    h.media.docClassifier = false;
    const { body } = await h.snapshot(await h.build({ DOC_CLASSIFIER_URL: classifier.url }));
    expect(body.services['doc-classifier']).toMatchObject({ url: `${classifier.url}/health`, healthy: true });
    expect(classifier.hits).toEqual(['/health']);
  });

  it('marks all three unreachable when media-analysis refuses connections', async () => {
    const media = await fakeMedia({ ...healthyMedia(), behaviour: 'refusing' });
    const { body } = await h.snapshot(await h.build({ MEDIA_ANALYSIS_URL: media.url }));
    for (const id of ['ocr-service', 'document-parser', 'redactor', 'doc-classifier'] as const) {
      expect(body.services[id]).toMatchObject({ reachable: false, healthy: false, error: 'ECONNREFUSED' });
    }
    expect(findingIds(body.findings)).toEqual([
      'service-unhealthy-gateway-core',
      'service-unhealthy-ocr-service',
      'service-unhealthy-document-parser',
      'service-unhealthy-redactor',
      'service-unhealthy-doc-classifier',
    ]);
  });

  it('gives no verdict to a part a garbled answer does not name: reachable, unhealthy, the reason given', async () => {
    const media = await fakeMedia({ ...healthyMedia(), behaviour: 'garbage' });
    const { body } = await h.snapshot(await h.build({ MEDIA_ANALYSIS_URL: media.url }));
    for (const id of ['ocr-service', 'document-parser', 'redactor'] as const) {
      expect(body.services[id]).toMatchObject({ reachable: true, healthy: false, error: 'malformed JSON' });
    }
  });
});
