import { describe, expect, it } from 'vitest';
import { collectReply } from './collect-reply.ts';
import type { ChatEvent, TokenUsage } from './types.ts';

async function* events(list: ChatEvent[]): AsyncGenerator<ChatEvent> {
  yield* list;
}

const usage = (completion: number): TokenUsage => ({
  prompt_tokens: 5,
  completion_tokens: completion,
  total_tokens: 5 + completion,
});

describe('collectReply', () => {
  it('buffers the deltas and keeps the last usage, reporting each as it comes', async () => {
    const seen: TokenUsage[] = [];
    const reply = await collectReply(
      events([
        { type: 'usage', usage: usage(1) },
        { type: 'delta', text: 'Hello, ' },
        { type: 'delta', text: 'world' },
        { type: 'usage', usage: usage(2) },
        { type: 'done', finishReason: 'stop' },
      ]),
      (u) => seen.push(u),
    );
    expect(reply).toEqual({ text: 'Hello, world', toolCalls: [], usage: usage(2), finishReason: 'stop' });
    expect(seen).toEqual([usage(1), usage(2)]);
  });

  it('has null usage when the provider reported none', async () => {
    const reply = await collectReply(events([{ type: 'done', finishReason: 'length' }]));
    expect(reply).toEqual({ text: '', toolCalls: [], usage: null, finishReason: 'length' });
  });

  it('keeps the tool calls beside the text, in order', async () => {
    const first = { id: 'a', name: 'f', arguments: '{}' };
    const second = { id: 'b', name: 'g', arguments: '{"x":1}' };
    const reply = await collectReply(
      events([
        { type: 'delta', text: 'Calling.' },
        { type: 'tool_call', call: first },
        { type: 'tool_call', call: second },
        { type: 'done', finishReason: 'tool_calls' },
      ]),
    );
    expect(reply).toEqual({ text: 'Calling.', toolCalls: [first, second], usage: null, finishReason: 'tool_calls' });
  });

  it('refuses a stream without done', async () => {
    await expect(collectReply(events([{ type: 'delta', text: 'cut' }]))).rejects.toThrow('without done');
  });
});
