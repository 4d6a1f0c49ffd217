import { z } from 'zod';
import { contentFilterSchema } from './detect-api.ts';
import { actionSchema, entityTypeSchema, findingSourceSchema } from './detection.ts';

/**
 * /image-analysis/* (specification "Image analysis", architecture.md "Contracts for image
 * analysis"). Images travel as base64 in JSON; the 10 MB rule is checked on the encoded length
 * before anything is decoded, so the schema only bounds the string to what a 50 MB body allows.
 */

/** 10 MB decoded, checked as encoded length × 3 / 4. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size exceeds maximum allowed size of 10MB';
export const INVALID_IMAGE_MESSAGE = 'Invalid image data';

export const OCR_ENGINE_IDS = ['paddleocr', 'tesseract'] as const;
export const ocrEngineIdSchema = z.enum(OCR_ENGINE_IDS);

export const DOCUMENT_TYPES = [
  'passport',
  'id_card',
  'driver_license',
  'payment_card',
  'screenshot',
  'document',
  'photo',
  'unknown',
] as const;

const imageBase64 = z.string().min(1);
/** Two-letter ISO 639-1 code, or `auto`. */
const ocrLanguage = z.union([z.literal('auto'), z.string().regex(/^[a-z]{2}$/, 'a two-letter language code or auto')]);
const confidenceThreshold = z.number().min(0).max(1).default(0.5);

export const analyzeImageBodySchema = z
  .object({
    imageBase64,
    redactPii: z.boolean().default(true),
    confidenceThreshold,
    language: ocrLanguage.default('auto'),
    ocrEngine: ocrEngineIdSchema.default('paddleocr'),
    sessionId: z.uuid().optional(),
    content_filter: contentFilterSchema.optional(),
  })
  .meta({ examples: [{ imageBase64: 'iVBORw0KGgoAAAANSUhEUgAA…', redactPii: true }] });
export type AnalyzeImageBody = z.infer<typeof analyzeImageBodySchema>;

export const boundingBoxSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

/** An entity found in the image's text: where it is painted, never its text (`value` is the placeholder). */
export const imagePiiDetectionSchema = z.object({
  type: entityTypeSchema,
  value: z.string(),
  confidence: z.number(),
  action: actionSchema,
  source: findingSourceSchema,
  boundingBoxes: z.array(boundingBoxSchema).optional(),
});

export const imageSafetyDetectionSchema = z.object({
  type: entityTypeSchema,
  confidence: z.number(),
  action: actionSchema,
});

export const documentTypeSchema = z.object({
  type: z.enum(DOCUMENT_TYPES),
  confidence: z.number().min(0).max(1),
  signals: z.array(z.string()),
});

export const imageAnalysisResultSchema = z
  .object({
    success: z.boolean(),
    action: actionSchema,
    extractedText: z.string(),
    piiDetections: z.array(imagePiiDetectionSchema),
    safetyDetections: z.array(imageSafetyDetectionSchema),
    summary: z.object({ piiCount: z.number().int(), safetyIssueCount: z.number().int() }),
    wasRedacted: z.boolean(),
    redactedImageBase64: z.string().optional(),
    processingTimeMs: z.number(),
    actionReason: z.string().optional(),
    rejectionReason: z.string().optional(),
    documentType: documentTypeSchema,
    mrzDetected: z.boolean(),
    ocrFailed: z.boolean(),
  })
  .meta({
    examples: [
      {
        success: true,
        action: 'mask',
        extractedText: 'Contact: [EMAIL_ADDRESS]',
        piiDetections: [
          {
            type: 'EMAIL_ADDRESS',
            value: '[EMAIL_ADDRESS]',
            confidence: 0.99,
            action: 'mask',
            source: 'validator',
            boundingBoxes: [{ x: 112, y: 40, width: 180, height: 18 }],
          },
        ],
        safetyDetections: [],
        summary: { piiCount: 1, safetyIssueCount: 0 },
        wasRedacted: true,
        redactedImageBase64: 'iVBORw0KGgoAAAANSUhEUgAA…',
        processingTimeMs: 412,
        documentType: { type: 'screenshot', confidence: 0.6, signals: [] },
        mrzDetected: false,
        ocrFailed: false,
      },
    ],
  });
export type ImageAnalysisResult = z.infer<typeof imageAnalysisResultSchema>;

export const ocrEnginesResponseSchema = z
  .object({
    engines: z.array(
      z.object({
        id: ocrEngineIdSchema,
        name: z.string(),
        available: z.boolean(),
        default: z.boolean(),
        languages: z.array(z.string()),
      }),
    ),
    defaultEngine: ocrEngineIdSchema,
  })
  .meta({
    examples: [
      {
        engines: [
          { id: 'paddleocr', name: 'PaddleOCR (PP-OCRv4)', available: true, default: true, languages: ['en'] },
          { id: 'tesseract', name: 'Tesseract', available: true, default: false, languages: ['eng'] },
        ],
        defaultEngine: 'paddleocr',
      },
    ],
  });
export type OcrEnginesResponse = z.infer<typeof ocrEnginesResponseSchema>;

export const compareOcrBodySchema = z
  .object({
    imageBase64,
    language: ocrLanguage.default('auto'),
    engines: z.array(ocrEngineIdSchema).min(1).optional(),
    confidenceThreshold,
    content_filter: contentFilterSchema.optional(),
  })
  .meta({ examples: [{ imageBase64: 'iVBORw0KGgoAAAANSUhEUgAA…', engines: ['paddleocr', 'tesseract'] }] });
export type CompareOcrBody = z.infer<typeof compareOcrBodySchema>;

export const compareOcrResponseSchema = z
  .object({
    results: z.array(
      z.object({
        engine: ocrEngineIdSchema,
        available: z.boolean(),
        extractedText: z.string(),
        confidence: z.number(),
        wordCount: z.number().int(),
        processingTimeMs: z.number(),
        piiDetections: z.array(imagePiiDetectionSchema),
      }),
    ),
    /** 0–1 similarity of the engines' texts. */
    agreement: z.number().min(0).max(1),
    recommendedEngine: ocrEngineIdSchema,
  })
  .meta({
    examples: [
      {
        results: [
          {
            engine: 'paddleocr',
            available: true,
            extractedText: 'Invoice 2026-001',
            confidence: 0.97,
            wordCount: 2,
            processingTimeMs: 380,
            piiDetections: [],
          },
        ],
        agreement: 1,
        recommendedEngine: 'paddleocr',
      },
    ],
  });
export type CompareOcrResponse = z.infer<typeof compareOcrResponseSchema>;
