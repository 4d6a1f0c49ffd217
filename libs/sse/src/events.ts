import { z } from 'zod';

// Strict objects: the specification's table is exact, so an unexpected field (a leaked provider chunk,
// a raw matched value) fails a contract test instead of being stripped. Shapes it does not show stay unknown.

const count = z.number().int().nonnegative();
const notShownList = z.array(z.unknown());

export const userLockedEventSchema = z.strictObject({
  type: z.literal('user_locked'),
  reason: z.string(),
  review_id: z.string(),
  locked_at: z.iso.datetime({ offset: true }),
  // null while the user has not asked for an unlock yet.
  unlock_request_status: z.string().nullable(),
});

export const securityWarningEventSchema = z.strictObject({
  type: z.literal('security_warning'),
  review_id: z.string(),
  message: z.string(),
});

export const documentsProcessedEventSchema = z.strictObject({
  type: z.literal('documents_processed'),
  count,
  summaries: notShownList,
  processing_time_ms: z.number().nonnegative(),
});

export const modelRoutedEventSchema = z.strictObject({
  type: z.literal('model_routed'),
  shadow: z.boolean(),
  from: z.string(),
  to: z.string(),
  difficulty: z.string(),
  projected_saving_pct: z.number(),
});

export const routingEvaluatedEventSchema = z.strictObject({
  type: z.literal('routing_evaluated'),
  difficulty: z.string(),
  routed: z.boolean(),
});

export const tokenOptimizedEventSchema = z.strictObject({
  type: z.literal('token_optimized'),
  shadow: z.boolean(),
  applied: z.boolean(),
  original_tokens: count,
  compressed_tokens: count,
  // Signed: the specification does not promise that compression never costs tokens.
  tokens_saved: z.number().int(),
  ratio: z.number().nonnegative(),
  layers_applied: z.array(z.string()),
  layer_savings: z.record(z.string(), z.unknown()),
  cache_hits: count,
  cache_misses: count,
  fell_back: z.boolean(),
});

export const contentRejectedEventSchema = z.strictObject({
  error: z.string(),
  type: z.literal('content_rejected'),
  entities: notShownList,
});

// Loose: providers add their own prompt-cache figures, and context-window accounting adds more.
export const tokenUsageSchema = z.looseObject({
  prompt_tokens: count,
  completion_tokens: count,
  total_tokens: count,
  cached_input_tokens: count.optional(),
  cache_read_input_tokens: count.optional(),
  cache_creation_input_tokens: count.optional(),
});

export const tokenUsageEventSchema = z.strictObject({
  type: z.literal('token_usage'),
  usage: tokenUsageSchema,
});

export const outputContentRejectedEventSchema = z.strictObject({
  type: z.literal('output_content_rejected'),
  severity: z.literal('critical'),
  message: z.string(),
  reason: z.string(),
  entities_detected: count,
  actions_applied: notShownList,
});

/** The only event carrying model text; identified by `id`, not by a `type`. */
export const filteredResponseEventSchema = z.strictObject({
  id: z.literal('filtered-response'),
  content: z.string(),
  finish_reason: z.literal('stop'),
  filtered: z.boolean(),
  entities_masked: count,
});

export const outputContentWarningEventSchema = z.strictObject({
  type: z.literal('output_content_warning'),
  severity: z.literal('warning'),
  message: z.string(),
  entities_detected: count,
  actions_applied: notShownList,
});

/** Forwarded on POST /sessions/:id/messages only; /chat/completions swallows it. */
export const userMessageProcessedEventSchema = z.strictObject({
  type: z.literal('user_message_processed'),
  message_id: z.string(),
  masked_content: z.string(),
  entities: notShownList,
});

export const typedSseEventSchema = z.discriminatedUnion('type', [
  userLockedEventSchema,
  securityWarningEventSchema,
  documentsProcessedEventSchema,
  modelRoutedEventSchema,
  routingEvaluatedEventSchema,
  tokenOptimizedEventSchema,
  contentRejectedEventSchema,
  tokenUsageEventSchema,
  outputContentRejectedEventSchema,
  outputContentWarningEventSchema,
  userMessageProcessedEventSchema,
]);

export const sseEventSchema = z.union([typedSseEventSchema, filteredResponseEventSchema]);

/** The frame an unhandled failure writes on an open stream (always generic text). */
export const errorFrameSchema = z.strictObject({ error: z.string() });

export type UserLockedEvent = z.infer<typeof userLockedEventSchema>;
export type SecurityWarningEvent = z.infer<typeof securityWarningEventSchema>;
export type DocumentsProcessedEvent = z.infer<typeof documentsProcessedEventSchema>;
export type ModelRoutedEvent = z.infer<typeof modelRoutedEventSchema>;
export type RoutingEvaluatedEvent = z.infer<typeof routingEvaluatedEventSchema>;
export type TokenOptimizedEvent = z.infer<typeof tokenOptimizedEventSchema>;
export type ContentRejectedEvent = z.infer<typeof contentRejectedEventSchema>;
export type TokenUsage = z.infer<typeof tokenUsageSchema>;
export type TokenUsageEvent = z.infer<typeof tokenUsageEventSchema>;
export type OutputContentRejectedEvent = z.infer<typeof outputContentRejectedEventSchema>;
export type FilteredResponseEvent = z.infer<typeof filteredResponseEventSchema>;
export type OutputContentWarningEvent = z.infer<typeof outputContentWarningEventSchema>;
export type UserMessageProcessedEvent = z.infer<typeof userMessageProcessedEventSchema>;
export type TypedSseEvent = z.infer<typeof typedSseEventSchema>;
export type SseEvent = z.infer<typeof sseEventSchema>;
export type ErrorFrame = z.infer<typeof errorFrameSchema>;
