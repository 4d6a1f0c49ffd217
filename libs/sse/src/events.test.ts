import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { eventExamples } from './event-examples.ts';
import {
  contentRejectedEventSchema,
  documentsProcessedEventSchema,
  errorFrameSchema,
  filteredResponseEventSchema,
  modelRoutedEventSchema,
  outputContentRejectedEventSchema,
  outputContentWarningEventSchema,
  routingEvaluatedEventSchema,
  securityWarningEventSchema,
  sseEventSchema,
  tokenOptimizedEventSchema,
  tokenUsageEventSchema,
  userLockedEventSchema,
  userMessageProcessedEventSchema,
} from './events.ts';

const schemaFor: Record<keyof typeof eventExamples, ZodType> = {
  user_locked: userLockedEventSchema,
  security_warning: securityWarningEventSchema,
  documents_processed: documentsProcessedEventSchema,
  model_routed: modelRoutedEventSchema,
  routing_evaluated: routingEvaluatedEventSchema,
  token_optimized: tokenOptimizedEventSchema,
  content_rejected: contentRejectedEventSchema,
  token_usage: tokenUsageEventSchema,
  output_content_rejected: outputContentRejectedEventSchema,
  'filtered-response': filteredResponseEventSchema,
  output_content_warning: outputContentWarningEventSchema,
  user_message_processed: userMessageProcessedEventSchema,
};

const answer = eventExamples['filtered-response'];
const usage = eventExamples.token_usage;

describe('event schemas', () => {
  it.each(Object.keys(eventExamples) as (keyof typeof eventExamples)[])(
    'accept the spec shape of %s, alone and in sseEventSchema',
    (name) => {
      const example = eventExamples[name];
      expect(schemaFor[name].safeParse(example).success).toBe(true);
      expect(sseEventSchema.parse(example)).toStrictEqual(example);
    },
  );

  it('reject an answer without finish_reason "stop"', () => {
    const withoutReason: Record<string, unknown> = { ...answer };
    delete withoutReason['finish_reason'];
    expect(sseEventSchema.safeParse(withoutReason).success).toBe(false);
    expect(sseEventSchema.safeParse({ ...answer, finish_reason: 'length' }).success).toBe(false);
  });

  it('reject an answer with an unexpected field, so leaks fail loudly', () => {
    expect(sseEventSchema.safeParse({ ...answer, raw_content: 'unmasked text' }).success).toBe(false);
  });

  it('pin the severities: critical on output rejection, warning on output warning', () => {
    expect(sseEventSchema.safeParse({ ...eventExamples.output_content_rejected, severity: 'warning' }).success).toBe(
      false,
    );
    expect(sseEventSchema.safeParse({ ...eventExamples.output_content_warning, severity: 'critical' }).success).toBe(
      false,
    );
  });

  it('require all three token counts in usage', () => {
    expect(sseEventSchema.safeParse({ ...usage, usage: { prompt_tokens: 10, completion_tokens: 5 } }).success).toBe(
      false,
    );
  });

  it('keep provider cache figures and context-window accounting in usage', () => {
    const extended = {
      ...usage,
      usage: {
        ...usage.usage,
        cached_input_tokens: 3,
        cache_read_input_tokens: 2,
        cache_creation_input_tokens: 1,
        context_window: 128000,
      },
    };
    expect(sseEventSchema.parse(extended)).toStrictEqual(extended);
    expect(sseEventSchema.safeParse({ ...usage, usage: { ...usage.usage, cached_input_tokens: -1 } }).success).toBe(
      false,
    );
  });

  it('reject the frames the specification says are never emitted', () => {
    for (const frame of [
      { type: 'content_block_delta', delta: { text: 'Hi' } },
      { type: 'message_stop' },
      { type: 'input_rejected', entities: [] },
      { id: 'chatcmpl-1', choices: [{ delta: { content: 'Hi' }, finish_reason: null }] },
    ]) {
      expect(sseEventSchema.safeParse(frame).success).toBe(false);
    }
  });
});

describe('errorFrameSchema', () => {
  it('accepts the generic error frame and nothing with more fields', () => {
    expect(errorFrameSchema.safeParse({ error: 'An internal error occurred' }).success).toBe(true);
    expect(errorFrameSchema.safeParse(eventExamples.content_rejected).success).toBe(false);
  });
});
