import type { Principal } from '@csg/auth';
import type { OpenAiChatBody } from '@csg/contracts';
import type { SseEvent } from '@csg/sse';
import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../chat/chat.service.ts';
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

/** A chat service whose run sends `events` (or throws `fails`), with what it was asked and the errors logged. */
function harness({ events = [answer], fails }: { events?: SseEvent[]; fails?: Error } = {}) {
  const prepared: unknown[] = [];
  const logged: object[] = [];
  const deps: OpenAiChatDeps = {
    chat: {
      prepare: async (completion, who) => {
        prepared.push({ completion, who });
        return { body: completion } as ChatTurn;
      },
      run: async (_turn, stream) => {
        for (const event of events) stream.send(event);
        if (fails) throw fails;
        stream.done();
      },
    },
    log: { error: (details) => logged.push(details) },
  };
  const complete = createOpenAiChat(deps);
  const signal = new AbortController().signal;
  const call = () => complete(body, caller, '203.0.113.7', { forward: undefined, signal });
  return { call, prepared, logged };
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
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  it('turns a failure while the turn runs into `failed`, logging its class name only', async () => {
    const h = harness({ fails: new TypeError('could quote the prompt: Hi') });
    await expect(h.call()).resolves.toEqual({ kind: 'failed' });
    expect(h.logged).toEqual([{ err: { type: 'TypeError', kind: undefined } }]);
  });
});
