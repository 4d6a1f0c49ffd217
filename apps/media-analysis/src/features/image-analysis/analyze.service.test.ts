import type { Principal } from '@csg/auth';
import type { AnalyzeImageBody, DetectedEntity } from '@csg/contracts';
import { DEFAULT_POLICY } from '@csg/detection-engine';
import type { DetectionRecord } from '@csg/detections';
import { HttpError } from '@csg/errors';
import { ImageInputError, type AnalyzeImageRequest, type ImageAnalysis } from '@csg/media';
import { describe, expect, it } from 'vitest';
import { createAnalyzeService } from './analyze.service.ts';

const TEXT = 'Mail jane@example.org now';
const email: DetectedEntity = {
  type: 'EMAIL_ADDRESS',
  category: 'pii',
  value: '[EMAIL_ADDRESS]',
  confidence: 0.95,
  action: 'mask',
  start: 5,
  end: 21,
  source: 'validator',
};

const analysis: ImageAnalysis = {
  success: true,
  action: 'mask',
  extractedText: TEXT,
  piiDetections: [
    { type: 'EMAIL_ADDRESS', value: '[EMAIL_ADDRESS]', confidence: 0.95, action: 'mask', source: 'validator' },
  ],
  safetyDetections: [],
  summary: { piiCount: 1, safetyIssueCount: 0 },
  wasRedacted: true,
  redactedImageBase64: 'cGFpbnRlZA==',
  documentType: { type: 'unknown', confidence: 0, signals: [] },
  mrzDetected: false,
  ocrFailed: false,
  ocr: { engine: 'tesseract', text: TEXT, lines: [], confidence: 0.9, width: 10, height: 10, processingTimeMs: 1 },
  entities: [email],
};

const principal: Principal = {
  tenantId: 'tenant-1',
  username: 'u',
  role: 'normal_user',
  tenantRole: 'normal_user',
  via: 'jwt',
};
const body: AnalyzeImageBody = {
  imageBase64: 'aW1hZ2U=',
  redactPii: true,
  confidenceThreshold: 0.5,
  language: 'auto',
  ocrEngine: 'tesseract',
};

function setup(outcome: ImageAnalysis | Error = analysis, ownSessions: string[] = []) {
  const requests: AnalyzeImageRequest[] = [];
  const records: DetectionRecord[] = [];
  const service = createAnalyzeService({
    analyze: async (request) => {
      requests.push(request);
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
    resolveFilter: async (nickname) => ({ nickname: nickname ?? 'content-safety-v2', policy: DEFAULT_POLICY }),
    record: async (record) => records.push(record),
    isSessionOf: async (tenantId, sessionId) => tenantId === 'tenant-1' && ownSessions.includes(sessionId),
  });
  return { service, requests, records };
}

const context = { principal, clientAddress: '203.0.113.5' };

describe('the analyze service', () => {
  it('answers the pipeline result without the reading or the offsets, with the wall time of the call', async () => {
    const { service } = setup();
    const result = await service(body, context);
    expect(result).not.toHaveProperty('ocr');
    expect(result).not.toHaveProperty('entities');
    expect(result).toMatchObject({ action: 'mask', wasRedacted: true, extractedText: TEXT });
    expect(result.processingTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('passes the request through with the resolved filter’s policy', async () => {
    const { service, requests } = setup();
    await service({ ...body, content_filter: 'strict' }, context);
    expect(requests).toEqual([
      {
        imageBase64: body.imageBase64,
        redactPii: true,
        confidenceThreshold: 0.5,
        language: 'auto',
        ocrEngine: 'tesseract',
        policy: DEFAULT_POLICY,
      },
    ]);
  });

  it('stores one record of types, offsets and placeholders under the session, never the text', async () => {
    const { service, records } = setup(analysis, ['session-1']);
    await service({ ...body, sessionId: 'session-1', content_filter: 'strict' }, context);
    expect(records).toEqual([
      {
        tenantId: 'tenant-1',
        apiKeyId: null,
        sessionId: 'session-1',
        surface: 'image-analysis',
        action: 'mask',
        filter: 'strict',
        entities: [
          {
            type: 'EMAIL_ADDRESS',
            category: 'pii',
            action: 'mask',
            confidence: 0.95,
            start: 5,
            end: 21,
            source: 'validator',
            placeholder: '[EMAIL_ADDRESS]',
          },
        ],
        clientAddress: '203.0.113.5',
      },
    ]);
    expect(JSON.stringify(records)).not.toContain('jane@');
  });

  it('stores a record with no entities when OCR read nothing', async () => {
    const failed: ImageAnalysis = {
      ...analysis,
      action: 'allow',
      ocrFailed: true,
      ocr: undefined,
      entities: undefined,
    };
    const { service, records } = setup(failed);
    await service(body, context);
    expect(records.map((r) => [r.action, r.entities])).toEqual([['allow', []]]);
  });

  it('refuses a session that is not the tenant’s with 404 before reading the image, storing nothing', async () => {
    const { service, requests, records } = setup(analysis, ['session-1']);
    const refused = service({ ...body, sessionId: 'session-2' }, context);
    await expect(refused).rejects.toMatchObject({ statusCode: 404, message: 'Session not found' });
    expect(requests).toEqual([]);
    expect(records).toEqual([]);
  });

  it('turns a refused image into a 400 with the pipeline’s exact message, storing nothing', async () => {
    const tooBig = new ImageInputError('too-large', 'Image size exceeds maximum allowed size of 10MB');
    const { service, records } = setup(tooBig);
    const refused = service(body, context);
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 400, message: tooBig.message });
    expect(records).toEqual([]);
  });

  it('lets any other failure through unchanged (a 500, not the caller’s fault)', async () => {
    const { service } = setup(new Error('disk on fire'));
    await expect(service(body, context)).rejects.toThrow('disk on fire');
  });
});
