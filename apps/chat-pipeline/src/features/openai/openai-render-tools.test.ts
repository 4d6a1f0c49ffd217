import { chatCompletionChunkSchema, chatCompletionSchema, type OpenAiToolCall } from '@csg/contracts';
import type { FilteredResponseEvent } from '@csg/sse';
import { describe, expect, it } from 'vitest';
import { readTurn, toChunks, toCompletion } from './openai-render.ts';

const meta = { id: 'chatcmpl-req-2', created: 1_700_000_000, model: 'gpt-4o-mini' };
const usage = { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 };
const answer = (content: string): FilteredResponseEvent => ({
  id: 'filtered-response',
  content,
  finish_reason: 'stop',
  filtered: true,
  entities_masked: 1,
});
const call = { id: 'call_1', name: 'send_mail', arguments: '{"to":"[EMAIL_ADDRESS]"}' };
const wire: OpenAiToolCall = {
  id: 'call_1',
  type: 'function',
  function: { name: 'send_mail', arguments: '{"to":"[EMAIL_ADDRESS]"}' },
};

describe('a turn of tool calls, in OpenAI terms', () => {
  it('reads the filtered calls delivered with the answer as OpenAI tool_calls', () => {
    expect(readTurn([{ type: 'token_usage', usage }, answer('')], [call])).toEqual({
      kind: 'answer',
      content: '',
      toolCalls: [wire],
      usage,
    });
  });

  it('answers calls without text as message.tool_calls, content null, finish_reason tool_calls', () => {
    const completion = toCompletion({ kind: 'answer', content: '', toolCalls: [wire], usage }, meta);
    expect(chatCompletionSchema.parse(completion)).toEqual(completion);
    expect(completion.choices[0]).toEqual({
      index: 0,
      message: { role: 'assistant', content: null, tool_calls: [wire] },
      finish_reason: 'tool_calls',
    });
  });

  it('keeps text that came with the calls', () => {
    const completion = toCompletion({ kind: 'answer', content: 'Sending.', toolCalls: [wire], usage }, meta);
    expect(completion.choices[0]?.message).toEqual({ role: 'assistant', content: 'Sending.', tool_calls: [wire] });
  });

  it('streams the text, one chunk of whole calls with their index, then finish_reason tool_calls', () => {
    const chunks = toChunks({ kind: 'answer', content: '', toolCalls: [wire], usage }, meta, false);
    for (const chunk of chunks) expect(chatCompletionChunkSchema.parse(chunk)).toEqual(chunk);
    expect(chunks.map((c) => [c.choices[0]?.delta, c.choices[0]?.finish_reason])).toEqual([
      [{ role: 'assistant', content: '' }, null],
      [{ tool_calls: [{ index: 0, ...wire }] }, null],
      [{}, 'tool_calls'],
    ]);
  });
});
