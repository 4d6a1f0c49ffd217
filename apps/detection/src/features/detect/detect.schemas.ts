import { z } from 'zod';

/** A scan takes at most 1 MB of text: well inside the 50 MB body limit, and bounded in time. */
export const MAX_TEXT_CHARS = 1_000_000;

export const detectBodySchema = z.object({
  text: z.string().max(MAX_TEXT_CHARS),
  content_filter: z.string().min(1).max(64).optional(),
  session_id: z.uuid().optional(),
});

export type DetectBody = z.infer<typeof detectBodySchema>;

const actionSchema = z.enum(['allow', 'mask', 'reject', 'flag']);

export const detectResponseSchema = z.object({
  action: actionSchema,
  detectedEntities: z.array(
    z.object({
      type: z.string(),
      category: z.string(),
      value: z.string(),
      confidence: z.number(),
      action: actionSchema,
      start: z.number().int(),
      end: z.number().int(),
      source: z.string(),
    }),
  ),
  maskedText: z.string(),
  normalization: z.looseObject({ originalText: z.literal('') }),
  summary: z.looseObject({ total: z.number().int() }),
  language: z.object({ code: z.string(), reliable: z.boolean() }),
  detectorsSkipped: z.array(z.string()),
  contentFilter: z.string(),
  processingTimeMs: z.number(),
});
