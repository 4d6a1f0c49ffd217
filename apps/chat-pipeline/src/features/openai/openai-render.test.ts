import { chatCompletionChunkSchema, chatCompletionSchema } from '@csg/contracts';
import type {
  FilteredResponseEvent,
  OutputContentRejectedEvent,
  OutputContentWarningEvent,
  TokenUsageEvent,
  UserLockedEvent,
} from '@csg/sse';
import { describe, expect, it } from 'vitest';
import { readTurn, toChunks, toCompletion, type TurnOutcome } from './openai-render.ts';

const meta = { id: 'chatcmpl-req-1', created: 1_700_000_000, model: 'gpt-4o-mini' };
const usage: TokenUsageEvent = {
  type: 'token_usage',
  usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
};
const answer: FilteredResponseEvent = {
  id: 'filtered-response',
  content: 'Call me at [PHONE_NUMBER].',
  finish_reason: 'stop',
  filtered: true,
  entities_masked: 1,
};
const warning: OutputContentWarningEvent = {
  type: 'output_content_warning',
  severity: 'warning',
  message: 'Response flagged',
  entities_detected: 1,
  actions_applied: [],
};
const locked: UserLockedEvent = {
  type: 'user_locked',
  reason: 'Repeated jailbreak attempts',
  review_id: 'rv-1',
  locked_at: '2025-01-02T03:04:05.000Z',
  unlock_request_status: null,
};
const inputRejected = {
  error: 'The prompt was blocked by the input filter (secrets).',
  type: 'content_rejected' as const,
  entities: [
    {
      type: 'PRIVATE_KEY',
      category: 'secrets',
      action: 'reject',
      confidence: 0.99,
      message_index: 0,
      start: 3,
      end: 90,
    },
    { type: 'EMAIL_ADDRESS', category: 'pii', action: 'mask', confidence: 0.9, message_index: 0, start: 0, end: 2 },
  ],
};
const outputRejected: OutputContentRejectedEvent = {
  type: 'output_content_rejected',
  severity: 'critical',
  message: 'Response blocked',
  reason: 'secrets',
  entities_detected: 3,
  actions_applied: [
    { type: 'PRIVATE_KEY', category: 'secrets', action: 'reject' },
    { type: 'AWS_KEY', category: 'secrets', action: 'reject' },
    { type: 'PHONE_NUMBER', category: 'pii', action: 'mask' },
  ],
};

describe('readTurn: the specification events of a turn, read as an outcome', () => {
  it('takes the answer text and the usage that came before it', () => {
    expect(readTurn([usage, answer, warning])).toEqual({
      kind: 'answer',
      content: answer.content,
      toolCalls: [],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
  });

  it('reports an input block with the rejected entity types only, and no usage (the provider was not called)', () => {
    expect(
      readTurn([{ type: 'security_warning', review_id: 'rv-2', message: 'Mind the policy' }, inputRejected]),
    ).toEqual({
      kind: 'blocked',
      verdict: { stage: 'input', types: ['PRIVATE_KEY'] },
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  it('reports an output block with its rejected types and the tokens the withheld reply cost', () => {
    expect(readTurn([usage, outputRejected])).toEqual({
      kind: 'blocked',
      verdict: { stage: 'output', types: ['AWS_KEY', 'PRIVATE_KEY'] },
      usage: usage.usage,
    });
  });

  it('reads a lock as a lock, whatever follows', () => {
    expect(readTurn([locked, answer])).toEqual({ kind: 'locked', event: locked });
  });

  it('refuses a turn with neither an answer nor a rejection', () => {
    expect(() => readTurn([usage])).toThrow(/without an answer/);
  });
});

const answered: TurnOutcome & { kind: 'answer' } = {
  kind: 'answer',
  content: 'Hi.',
  toolCalls: [],
  usage: usage.usage,
};
const blocked: TurnOutcome & { kind: 'blocked' } = {
  kind: 'blocked',
  verdict: { stage: 'output', types: ['PRIVATE_KEY'] },
  usage: usage.usage,
};

describe('toCompletion: the non-stream chat.completion', () => {
  it('carries the answer as the one choice, finish_reason stop, and the usage', () => {
    const completion = toCompletion(answered, meta);
    expect(chatCompletionSchema.parse(completion)).toEqual(completion);
    expect(completion).toEqual({
      ...meta,
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content: 'Hi.' }, finish_reason: 'stop' }],
      usage: usage.usage,
    });
  });

  it('answers a block with finish_reason content_filter, null content and the csg_filter extension', () => {
    const completion = toCompletion(blocked, meta);
    expect(chatCompletionSchema.parse(completion)).toEqual(completion);
    expect(completion.choices[0]).toEqual({
      index: 0,
      message: { role: 'assistant', content: null },
      finish_reason: 'content_filter',
      csg_filter: { stage: 'output', types: ['PRIVATE_KEY'] },
    });
  });
});

describe('toChunks: the streamed chat.completion.chunk frames', () => {
  it('sends the content, then the finish, then usage only when asked', () => {
    const chunks = toChunks(answered, meta, true);
    for (const chunk of chunks) expect(chatCompletionChunkSchema.parse(chunk)).toEqual(chunk);
    expect(chunks.map((c) => [c.choices[0]?.delta, c.choices[0]?.finish_reason, c.usage])).toEqual([
      [{ role: 'assistant', content: 'Hi.' }, null, undefined],
      [{}, 'stop', undefined],
      [undefined, undefined, usage.usage],
    ]);
    expect(toChunks(answered, meta, false)).toHaveLength(2);
  });

  it('streams no model text for a block, and the verdict on the finishing chunk', () => {
    const [first, last] = toChunks(blocked, meta, false);
    expect(first?.choices[0]?.delta).toEqual({ role: 'assistant', content: '' });
    expect(last?.choices[0]).toEqual({
      index: 0,
      delta: {},
      finish_reason: 'content_filter',
      csg_filter: { stage: 'output', types: ['PRIVATE_KEY'] },
    });
  });
});
