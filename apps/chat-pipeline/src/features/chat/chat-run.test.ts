import type { SecurityWarningEvent, UserLockedEvent } from '@csg/sse';
import { describe, expect, it } from 'vitest';
import { chatHarness, EMAIL, JAILBREAK, names, replying, SECRET, surfaces, TOXIC } from './test-support.ts';

const locked: UserLockedEvent = {
  type: 'user_locked',
  reason: 'Locked by an administrator',
  review_id: 'r-1',
  locked_at: '2025-01-01T00:00:00.000Z',
  unlock_request_status: null,
};
const warning: SecurityWarningEvent = { type: 'security_warning', review_id: 'r-2', message: 'Mind the policy' };
const MESSAGE_ID = 'a1b2c3d4-0000-4000-8000-0000000000cc';

describe('chat run(): the review gate', () => {
  it('answers a locked tenant with user_locked then [DONE]: no scan, no provider call, nothing recorded', async () => {
    const h = chatHarness({ verdict: { kind: 'locked', event: locked } });
    await h.run();
    expect(h.stream.received).toEqual([locked, '[DONE]']);
    expect(h.timeline).toEqual(['gate', 'send user_locked', 'done']);
    expect(h.providerCalls).toEqual([]);
    expect(h.stored).toEqual([]);
  });

  it('delivers a pending warning first, before user_message_processed and the rest of the turn', async () => {
    const h = chatHarness({ verdict: { kind: 'open', warning } });
    await h.run({}, { forwardUserMessage: { messageId: MESSAGE_ID } });
    expect(h.timeline.slice(0, 3)).toEqual(['gate', 'send security_warning', 'detect']);
    expect(names(h.stream.received)).toEqual([
      'security_warning',
      'user_message_processed',
      'token_usage',
      'filtered-response',
      '[DONE]',
    ]);
  });
});

describe('chat run(): a rejected prompt', () => {
  it('stores the input record, asks for the automatic lock, then sends content_rejected; the provider is never called', async () => {
    const h = chatHarness({ findings: [JAILBREAK] });
    await h.run({ messages: [{ role: 'user', content: `Please ${JAILBREAK.text} now` }] });
    // The lock counts the stored rejections, and lands before the stream ends.
    expect(h.timeline).toEqual(['gate', 'detect', 'records chat-input', 'auto-lock', 'send content_rejected', 'done']);
    expect(h.providerCalls).toEqual([]);
    expect(h.stored).toEqual([
      [expect.objectContaining({ surface: 'chat-input', action: 'reject', clientAddress: '203.0.113.7' })],
    ]);
    expect(h.stream.received).toEqual([
      expect.objectContaining({ type: 'content_rejected', entities: [expect.objectContaining({ type: 'JAILBREAK' })] }),
      '[DONE]',
    ]);
  });

  it('asks for no automatic lock when no jailbreak was rejected (a secret rejected, a jailbreak only flagged)', async () => {
    const h = chatHarness({ findings: [SECRET, { ...JAILBREAK, action: 'flag' }] });
    await h.run({ messages: [{ role: 'user', content: `${JAILBREAK.text}: ${SECRET.text}` }] });
    expect(h.timeline).toEqual(['gate', 'detect', 'records chat-input', 'send content_rejected', 'done']);
    expect(h.providerCalls).toEqual([]);
  });

  it('tells a session what was kept of the rejected message before content_rejected', async () => {
    const h = chatHarness({ findings: [SECRET] });
    await h.run(
      { messages: [{ role: 'user', content: `my key is ${SECRET.text}` }] },
      { forwardUserMessage: { messageId: MESSAGE_ID } },
    );
    expect(h.stream.received).toEqual([
      expect.objectContaining({
        type: 'user_message_processed',
        message_id: MESSAGE_ID,
        masked_content: 'my key is [API_KEY]',
      }),
      expect.objectContaining({ type: 'content_rejected' }),
      '[DONE]',
    ]);
  });
});

describe('chat run(): a delivered turn', () => {
  const usage = { prompt_tokens: 12, completion_tokens: 7, total_tokens: 19 };

  it("sends the vendor's final token_usage, flushed before the output filter runs, then the answer, [DONE], and the records", async () => {
    const h = chatHarness({ provider: replying('Paris.', usage) });
    await h.run();
    expect(h.timeline).toEqual([
      'gate',
      'detect',
      'provider',
      'send token_usage',
      'flush',
      'detect',
      'send filtered-response',
      'done',
      'records chat-input+chat-output',
    ]);
    expect(h.stream.received).toEqual([
      { type: 'token_usage', usage },
      { id: 'filtered-response', content: 'Paris.', finish_reason: 'stop', filtered: false, entities_masked: 0 },
      '[DONE]',
    ]);
  });

  it('estimates the counts of a provider that reports none', async () => {
    const h = chatHarness({ provider: replying('Paris.') });
    await h.run();
    expect(h.stream.received[0]).toMatchObject({ type: 'token_usage', usage: { estimated: true } });
  });

  it('gives the provider the masked prompt', async () => {
    const h = chatHarness({ findings: [EMAIL] });
    await h.run({ messages: [{ role: 'user', content: `write to ${EMAIL.text}` }] });
    expect(h.providerCalls[0]?.request.messages).toEqual([{ role: 'user', content: 'write to [EMAIL_ADDRESS]' }]);
  });

  it('withholds a reply the output filter rejects (9a): output_content_rejected instead of the answer', async () => {
    const h = chatHarness({ findings: [SECRET], provider: replying(`the key is ${SECRET.text}`) });
    await h.run();
    expect(h.stream.received).toEqual([
      expect.objectContaining({ type: 'token_usage' }),
      expect.objectContaining({
        type: 'output_content_rejected',
        actions_applied: [{ type: 'API_KEY', category: 'secrets', action: 'reject' }],
      }),
      '[DONE]',
    ]);
    expect(JSON.stringify(h.stream.received)).not.toContain(SECRET.text);
    expect(h.stored[0]?.map((r) => [r.surface, r.action])).toEqual([
      ['chat-input', 'allow'],
      ['chat-output', 'reject'],
    ]);
  });

  it('sends the masked answer (9b), then output_content_warning (9c) when something was flagged', async () => {
    const h = chatHarness({ findings: [EMAIL, TOXIC], provider: replying(`${TOXIC.text}, write to ${EMAIL.text}`) });
    await h.run();
    expect(h.stream.received).toEqual([
      expect.objectContaining({ type: 'token_usage' }),
      {
        id: 'filtered-response',
        content: `${TOXIC.text}, write to [EMAIL_ADDRESS]`,
        finish_reason: 'stop',
        filtered: true,
        entities_masked: 1,
      },
      expect.objectContaining({ type: 'output_content_warning', entities_detected: 1 }),
      '[DONE]',
    ]);
  });
});

describe('chat run(): grounding of contexts', () => {
  const contexts = ['Paris is the capital of France.'];

  it('runs after [DONE] and the records, on the reply and the contexts', async () => {
    const h = chatHarness({ provider: replying('Paris is the capital.') });
    await h.run({ contexts });
    expect(h.timeline.slice(-3)).toEqual(['done', 'records chat-input+chat-output', 'grounding']);
    expect(h.groundings).toEqual([
      expect.objectContaining({ reply: 'Paris is the capital.', contexts, tenantId: h.stored[0]?.[0]?.tenantId }),
    ]);
  });

  it('does not run without contexts, with none, or after an output rejection', async () => {
    for (const body of [{}, { contexts: [] }]) {
      const h = chatHarness();
      await h.run(body);
      expect(h.groundings).toEqual([]);
    }
    const rejected = chatHarness({ findings: [SECRET], provider: replying(SECRET.text) });
    await rejected.run({ contexts });
    expect(surfaces(rejected.stored)).toEqual([['chat-input', 'chat-output']]);
    expect(rejected.groundings).toEqual([]);
  });
});
