import type { ChatCompletion, ChatCompletionChunk, FilterVerdict, OpenAiToolCall, OpenAiUsage } from '@csg/contracts';
import type { ToolCall } from '@csg/providers';
import type { SseEvent, UserLockedEvent } from '@csg/sse';

/** What a chat turn's events come to, in OpenAI's terms. */
export type TurnOutcome =
  | { kind: 'locked'; event: UserLockedEvent }
  | { kind: 'answer'; content: string; toolCalls: OpenAiToolCall[]; usage: OpenAiUsage }
  | { kind: 'blocked'; verdict: FilterVerdict; usage: OpenAiUsage };

/** Identity of one answer: every chunk of a stream carries the same. */
export interface AnswerMeta {
  id: string;
  created: number;
  model: string;
}

const NO_USAGE: OpenAiUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };

/** The entity types an event lists as rejected; the elements' other fields (offsets, confidence) stay behind. */
function rejectedTypes(elements: readonly unknown[]): string[] {
  const types = elements.flatMap((element) => {
    const { type, action } = (element ?? {}) as { type?: unknown; action?: unknown };
    return typeof type === 'string' && action === 'reject' ? [type] : [];
  });
  return [...new Set(types)].sort();
}

const wireCall = ({ id, name, arguments: args }: ToolCall): OpenAiToolCall => ({
  id,
  type: 'function',
  function: { name, arguments: args },
});

/**
 * Reads the specification's events of one turn (see "Events") and the tool calls delivered with its
 * answer; a turn with no verdict is a fault.
 */
export function readTurn(events: readonly SseEvent[], toolCalls: readonly ToolCall[] = []): TurnOutcome {
  let usage = NO_USAGE;
  for (const event of events) {
    if ('id' in event) return { kind: 'answer', content: event.content, toolCalls: toolCalls.map(wireCall), usage };
    switch (event.type) {
      case 'user_locked':
        return { kind: 'locked', event };
      case 'token_usage': {
        const { prompt_tokens, completion_tokens, total_tokens } = event.usage;
        usage = { prompt_tokens, completion_tokens, total_tokens };
        break;
      }
      case 'content_rejected':
        return { kind: 'blocked', verdict: { stage: 'input', types: rejectedTypes(event.entities) }, usage };
      case 'output_content_rejected':
        return { kind: 'blocked', verdict: { stage: 'output', types: rejectedTypes(event.actions_applied) }, usage };
      default:
        break;
    }
  }
  throw new Error('the chat turn ended without an answer or a rejection');
}

type Delivered = Exclude<TurnOutcome, { kind: 'locked' }>;

const finishOf = (outcome: Delivered) => {
  if (outcome.kind === 'blocked') return { finish_reason: 'content_filter' as const, csg_filter: outcome.verdict };
  return { finish_reason: outcome.toolCalls.length > 0 ? ('tool_calls' as const) : ('stop' as const) };
};

const callsOf = (outcome: Delivered) => (outcome.kind === 'answer' ? outcome.toolCalls : []);

/** The non-stream answer: a blocked turn has no model text (content null), nor does a turn of calls only. */
export function toCompletion(outcome: Delivered, meta: AnswerMeta): ChatCompletion {
  const calls = callsOf(outcome);
  const content = outcome.kind === 'answer' && (outcome.content !== '' || calls.length === 0) ? outcome.content : null;
  const message = { role: 'assistant' as const, content, ...(calls.length > 0 ? { tool_calls: calls } : {}) };
  return {
    ...meta,
    object: 'chat.completion',
    choices: [{ index: 0, message, ...finishOf(outcome) }],
    usage: outcome.usage,
  };
}

/**
 * The streamed answer: the content (the reply is buffered, so it is one chunk), the tool calls (one
 * chunk, each call whole), the finish, then usage if asked.
 */
export function toChunks(outcome: Delivered, meta: AnswerMeta, includeUsage: boolean): ChatCompletionChunk[] {
  const chunk = (rest: Pick<ChatCompletionChunk, 'choices'> & Partial<ChatCompletionChunk>): ChatCompletionChunk => ({
    ...meta,
    object: 'chat.completion.chunk',
    ...rest,
  });
  const content = outcome.kind === 'answer' ? outcome.content : '';
  const calls = callsOf(outcome).map((call, index) => ({ index, ...call }));
  const chunks = [
    chunk({ choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: null }] }),
    ...(calls.length > 0
      ? [chunk({ choices: [{ index: 0, delta: { tool_calls: calls }, finish_reason: null }] })]
      : []),
    chunk({ choices: [{ index: 0, delta: {}, ...finishOf(outcome) }] }),
  ];
  if (includeUsage) chunks.push(chunk({ choices: [], usage: outcome.usage }));
  return chunks;
}
