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
export const detectResponseSchema = z.object({ ...result, contentFilter: z.string(), processingTimeMs });
export type DetectResponse = z.infer<typeof detectResponseSchema>;
