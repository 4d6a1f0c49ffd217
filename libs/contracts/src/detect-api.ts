import { z } from 'zod';
import { detectionResultSchema } from './detection.ts';

/** A scan takes at most 1 MB of text: well inside the 50 MB body limit, and bounded in time. */
export const MAX_TEXT_CHARS = 1_000_000;

/** The nickname of a filter, as a request names it (`content_filter`). */
export const contentFilterSchema = z.string().min(1).max(64);

/** POST /api/v1/guardrails/detect. */
export const detectBodySchema = z
  .object({
    text: z.string().max(MAX_TEXT_CHARS),
    content_filter: contentFilterSchema.optional(),
    session_id: z.uuid().optional(),
  })
  .meta({ examples: [{ text: 'Please email jane.doe@example.org about the invoice.' }] });
export type DetectBody = z.infer<typeof detectBodySchema>;

const { processingTimeMs, ...result } = detectionResultSchema.shape;

/** The engine's result and the filter that was applied (`processingTimeMs` stays last, as clients have seen it). */
export const detectResponseSchema = z.object({ ...result, contentFilter: z.string(), processingTimeMs }).meta({
  examples: [
    {
      action: 'mask',
      detectedEntities: [
        {
          type: 'EMAIL_ADDRESS',
          category: 'pii',
          value: '[EMAIL_ADDRESS]',
          confidence: 0.99,
          action: 'mask',
          start: 13,
          end: 33,
          source: 'validator',
        },
      ],
      maskedText: 'Please email [EMAIL_ADDRESS] about the invoice.',
      normalization: { originalText: '', normalizedLength: 52, changed: false },
      summary: {
        total: 1,
        byCategory: { pii: 1, secrets: 0, toxicity: 0, jailbreak: 0, injection: 0 },
        byAction: { allow: 0, flag: 0, mask: 1, reject: 0 },
      },
      language: { code: 'en', reliable: true },
      detectorsSkipped: [],
      contentFilter: 'default',
      processingTimeMs: 4.2,
    },
  ],
});
export type DetectResponse = z.infer<typeof detectResponseSchema>;
