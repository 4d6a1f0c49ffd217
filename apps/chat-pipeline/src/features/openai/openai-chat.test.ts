import type { Principal } from '@csg/auth';
import type { OpenAiChatBody } from '@csg/contracts';
import type { SseEvent } from '@csg/sse';
import { describe, expect, it } from 'vitest';
import { ProviderError, type ToolCall } from '@csg/providers';
import type { ChatTurn } from '../chat/chat.service.ts';
import { toTextMessages } from '../chat/message-text.ts';
import { createOpenAiChat, toCompletionBody, type OpenAiChatDeps } from './openai-chat.ts';

const caller: Principal = {
  tenantId: 'a1b2c3d4-0000-4000-8000-000000000001',
  username: 'u',
  role: 'normal_user',
  tenantRole: 'normal_user',
  via: 'api_key',
};
const body: OpenAiChatBody = {
  model: 'gpt-4o-mini',
  messages: [{ role: 'user', content: 'Hi' }],
  temperature: null,
  max_completion_tokens: 64,
  stream: true,
};
const answer: SseEvent = {
  id: 'filtered-response',
  content: 'Hello.',
  finish_reason: 'stop',
  filtered: false,
  entities_masked: 0,
};

interface Harness {
  events?: SseEvent[];
  fails?: Error;
  model?: string;
  toolCalls?: ToolCall[];
}

/**
 * A chat service whose run sends `events` and `toolCalls` (or throws `fails`), with what it was
 * asked, the turns it ran and the errors logged.
 */
function harness({ events = [answer], fails, model = 'gpt-4o-mini', toolCalls }: Harness = {}) {
  const prepared: unknown[] = [];
  const ran: ChatTurn[] = [];
  const logged: object[] = [];
  const deps: OpenAiChatDeps = {
    chat: {
      prepare: async (completion, who) => {
        prepared.push({ completion, who });
        const messages = toTextMessages(completion);
        return { body: completion, messages, model: { provider: 'openai', name: model } } as ChatTurn;
      },
      run: async (turn, stream, options) => {
        ran.push(turn);
        if (toolCalls) options.onToolCalls?.(toolCalls);
        for (const event of events) stream.send(event);
        if (fails) throw fails;
        stream.done();
      },
    },
    log: { error: (details) => logged.push(details) },
  };
  const complete = createOpenAiChat(deps);
  const signal = new AbortController().signal;
  const call = (sent: OpenAiChatBody = body) => complete(sent, caller, '203.0.113.7', { forward: undefined, signal });
  return { call, prepared, ran, logged };
}

describe('createOpenAiChat: one OpenAI turn through the chat service', () => {
  it("hands the service the specification's body: nulls as absent, max_completion_tokens as max_tokens", async () => {
    const h = harness();
    await h.call();
    expect(h.prepared).toEqual([
      { completion: { model: 'gpt-4o-mini', messages: body.messages, max_tokens: 64 }, who: caller },
    ]);
    expect(toCompletionBody({ ...body, max_tokens: 10 }).max_tokens).toBe(10);
  });

  it('reads the events the service sent as the outcome', async () => {
    await expect(harness().call()).resolves.toEqual({
      kind: 'answer',
      content: 'Hello.',
      toolCalls: [],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  it('turns a failure while the turn runs into `failed`, logging its class name only', async () => {
    const h = harness({ fails: new TypeError('could quote the prompt: Hi') });
    await expect(h.call()).resolves.toEqual({ kind: 'failed' });
    expect(h.logged).toEqual([{ err: { type: 'TypeError', kind: undefined } }]);
  });

  it('says how the provider failed when it was the provider, so the route can answer as a gateway does', async () => {
    const h = harness({ fails: new ProviderError('openai', 'bad_request', 'rejected', { status: 400 }) });
    await expect(h.call()).resolves.toEqual({ kind: 'failed', provider: 'bad_request' });
  });
});

describe('createOpenAiChat: tools', () => {
  const tools = [{ type: 'function' as const, function: { name: 'send_mail', parameters: { type: 'object' } } }];
  const roundTrip: OpenAiChatBody = {
    ...body,
    tools,
    tool_choice: 'auto',
    messages: [
      { role: 'user', content: 'Mail Jane' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'send_mail', arguments: '{"to":"j"}' } }],
      },
      { role: 'tool', tool_call_id: 'call_1', content: 'sent' },
    ],
  };

  it('prepares the turns as the three roles, then runs them with their tool roles, calls and the tooling', async () => {
    const h = harness();
    await h.call(roundTrip);
    const { completion } = h.prepared[0] as { completion: { messages: unknown } };
    expect(completion.messages).toEqual([
      { role: 'user', content: 'Mail Jane' },
      { role: 'assistant', content: '' },
      { role: 'user', content: 'sent' },
    ]);
    expect(h.ran[0]?.messages).toEqual([
      { role: 'user', content: 'Mail Jane' },
      { role: 'assistant', content: '', toolCalls: [{ id: 'call_1', name: 'send_mail', arguments: '{"to":"j"}' }] },
      { role: 'tool', content: 'sent', toolCallId: 'call_1' },
    ]);
    expect(h.ran[0]?.tooling).toEqual({
      tools: [{ name: 'send_mail', parameters: { type: 'object' } }],
      toolChoice: 'auto',
    });
  });

  it('returns the filtered calls the service delivered', async () => {
    const call = { id: 'call_2', name: 'send_mail', arguments: '{"to":"[EMAIL_ADDRESS]"}' };
    const outcome = await harness({ toolCalls: [call] }).call({ ...body, tools });
    expect(outcome).toMatchObject({
      kind: 'answer',
      toolCalls: [{ id: 'call_2', type: 'function', function: { name: 'send_mail', arguments: call.arguments } }],
    });
  });

  it('refuses tooling the model cannot honour with unsupported_parameter, before the turn runs', async () => {
    const h = harness({ model: 'gpt-3.5-turbo' });
    const format = { type: 'json_schema' as const, json_schema: { name: 'out', schema: { type: 'object' } } };
    await expect(h.call({ ...body, response_format: format })).rejects.toMatchObject({
      statusCode: 400,
      extra: { code: 'unsupported_parameter', param: 'response_format' },
    });
    expect(h.ran).toEqual([]);
  });
});
