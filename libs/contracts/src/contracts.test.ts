import { describe, expect, it } from 'vitest';
import { detectResponseSchema } from './detect-api.ts';
import { analyzeImageBodySchema, imagePiiDetectionSchema } from './image-analysis-api.ts';
import { reportedEntity, type DetectedEntity } from './detection.ts';
import { sessionTurnBodySchema } from './internal-routes.ts';

const entity: DetectedEntity = {
  type: 'EMAIL_ADDRESS',
  category: 'pii',
  value: '[EMAIL_ADDRESS]',
  confidence: 0.95,
  action: 'mask',
  start: 6,
  end: 26,
  source: 'validator',
};

describe('the contracts', () => {
  it('report an entity without its value, with the message it was found in', () => {
    expect(reportedEntity(entity, 2)).toEqual({ ...entity, value: undefined, message_index: 2 });
    expect(reportedEntity(entity)).not.toHaveProperty('value');
    expect(reportedEntity(entity)).not.toHaveProperty('message_index');
  });

  it('keep the detect response in the order clients have seen, the filter before the time', () => {
    expect(Object.keys(detectResponseSchema.shape).slice(-2)).toEqual(['contentFilter', 'processingTimeMs']);
  });

  it('take a session turn as the chat request with its session and message ids, without contexts', () => {
    const turn = {
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      session_id: '6f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f',
      message_id: '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f',
    };
    expect(sessionTurnBodySchema.parse({ ...turn, contexts: ['passage'] })).toEqual(turn);
    const documents = [{ type: 'txt', data: 'aGk=' }];
    expect(sessionTurnBodySchema.parse({ ...turn, documents })).toEqual({ ...turn, documents });
    expect(sessionTurnBodySchema.safeParse({ ...turn, message_id: undefined }).success).toBe(false);
  });
});

describe('image analysis contract', () => {
  it('fills the defaults the specification gives', () => {
    expect(analyzeImageBodySchema.parse({ imageBase64: 'iVBORw0KGgo=' })).toMatchObject({
      redactPii: true,
      confidenceThreshold: 0.5,
      language: 'auto',
      ocrEngine: 'paddleocr',
    });
  });

  it('refuses a threshold outside 0–1, an unknown engine and a language that is no two-letter code', () => {
    for (const body of [
      { imageBase64: 'x', confidenceThreshold: 1.5 },
      { imageBase64: 'x', ocrEngine: 'easyocr' },
      { imageBase64: 'x', language: 'english' },
    ])
      expect(analyzeImageBodySchema.safeParse(body).success).toBe(false);
  });

  it('knows the image-path finding sources', () => {
    expect(
      imagePiiDetectionSchema.parse({
        type: 'PASSPORT',
        value: '[PASSPORT]',
        confidence: 1,
        action: 'mask',
        source: 'mrz',
      }).source,
    ).toBe('mrz');
  });
});
