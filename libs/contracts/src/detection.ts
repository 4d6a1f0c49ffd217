import { z } from 'zod';

/** The detector families; a filter sets an action and a threshold per category. */
export const CATEGORIES = ['pii', 'secrets', 'toxicity', 'jailbreak', 'injection'] as const;
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

/** What a filter does with an entity, weakest first (summaries count them in this order). */
export const ACTIONS = ['allow', 'flag', 'mask', 'reject'] as const;
export const actionSchema = z.enum(ACTIONS);
export type Action = z.infer<typeof actionSchema>;

/** How a finding was made: a bare pattern, a pattern confirmed by a checksum or rule, a language model, or an external ML component. */
/** `mrz` and `identity_layout` come from the image path (the ICAO 9303 parser, the identity-document layout extractor). */
export const FINDING_SOURCES = ['regex', 'validator', 'nlp', 'ml', 'mrz', 'identity_layout'] as const;
export const findingSourceSchema = z.enum(FINDING_SOURCES);
export type FindingSource = z.infer<typeof findingSourceSchema>;

/** Upper snake case, as every detector, component and custom pattern names its entity types. */
export const entityTypeSchema = z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'upper snake case, at most 64 characters');

/**
 * One entity of a scan, as the engine returns it and the detect endpoint answers it. Every other
 * form (the chat events', the stored record's) is derived from this one.
 */
export const detectedEntitySchema = z.object({
  type: z.string(),
  category: categorySchema,
  /** `[TYPE]` when the entity is masked or rejected, `[REDACTED]` when flagged or allowed: never the text. */
  value: z.string(),
  confidence: z.number().min(0).max(1),
  action: actionSchema,
  /** Half-open offsets into the original text (not into maskedText). */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  source: findingSourceSchema,
});
export type DetectedEntity = z.infer<typeof detectedEntitySchema>;

/** What stands in for an entity's text wherever it is hidden: in masked text, in `value`, in records. */
export function placeholderFor(type: string): string {
  return `[${type}]`;
}

/** An entity where the text is not shown at all (chat events, records): no `value`, and which message it was in. */
export const reportedEntitySchema = detectedEntitySchema.omit({ value: true }).extend({
  /** Which message of a chat request it was found in (input filtering only). */
  message_index: z.number().int().nonnegative().optional(),
});
export type ReportedEntity = z.infer<typeof reportedEntitySchema>;

/** The reported form of a detected entity: where and what, never the text (not even its placeholder). */
export const reportedEntity = (e: DetectedEntity, messageIndex?: number): ReportedEntity => ({
  type: e.type,
  category: e.category,
  action: e.action,
  confidence: e.confidence,
  start: e.start,
  end: e.end,
  source: e.source,
  ...(messageIndex === undefined ? {} : { message_index: messageIndex }),
});

export const detectedLanguageSchema = z.object({
  /** ISO 639-1 (or 639-3 when there is no two-letter code), e.g. `en`; `und` when unknown. */
  code: z.string(),
  reliable: z.boolean(),
});
export type DetectedLanguage = z.infer<typeof detectedLanguageSchema>;

const count = z.number().int().nonnegative();

/** What one scan found and did: the engine's result, and the body of the detect endpoint. */
export const detectionResultSchema = z.object({
  action: actionSchema,
  detectedEntities: z.array(detectedEntitySchema),
  maskedText: z.string(),
  normalization: z.object({ originalText: z.literal(''), normalizedLength: count, changed: z.boolean() }),
  summary: z.object({
    total: count,
    byCategory: z.record(categorySchema, count),
    byAction: z.record(actionSchema, count),
  }),
  language: detectedLanguageSchema,
  /** Names of the detectors and components whose detection did not happen for this request. */
  detectorsSkipped: z.array(z.string()),
  processingTimeMs: z.number().nonnegative(),
});
export type DetectionResult = z.infer<typeof detectionResultSchema>;
