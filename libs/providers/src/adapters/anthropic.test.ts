import { describe, expect, it } from 'vitest';
import { adapterContract } from '../adapter-contract.ts';
import { collect, failure, JPEG_IMAGE, PNG_IMAGE, PROMPT, useMockProvider } from '../test-support.ts';

const provider = useMockProvider('anthropic', 'claude-sonnet-4-5');

describe('anthropic adapter', () => {
  adapterContract(provider, {
    // input_tokens (10) + cache read (100) + cache creation (10): prompt_tokens counts the whole prompt.
    usage: {
      prompt_tokens: 120,
      completion_tokens: 7,
      total_tokens: 127,
      cache_read_input_tokens: 100,
      cache_creation_input_tokens: 10,
    },
    usageBeforeLastDelta: true,
    streamErrorKind: 'unavailable',
  });

  it('sends the system prompt top-level, the version header and a default max_tokens', async () => {
    await collect(provider.client().streamChat(provider.request()));
    const [received] = provider.mock.requests;
    expect(received?.path).toBe('/v1/messages');
    expect(received?.headers).toMatchObject({ 'x-api-key': '[redacted]', 'anthropic-version': '2023-06-01' });
    expect(received?.body).toEqual({
      model: 'claude-sonnet-4-5',
      max_tokens: 4096,
      system: 'You are terse.',
      messages: [{ role: 'user', content: PROMPT }],
      stream: true,
    });
  });

  it("clamps temperature to Anthropic's 0–1 and sends top_p only without temperature", async () => {
    await collect(provider.client().streamChat(provider.request({ temperature: 1.6, top_p: 0.5, max_tokens: 10 })));
    await collect(provider.client().streamChat(provider.request({ top_p: 0.5 })));
    expect(provider.mock.requests[0]?.body).toMatchObject({ temperature: 1, max_tokens: 10 });
    expect(provider.mock.requests[0]?.body).not.toHaveProperty('top_p');
    expect(provider.mock.requests[1]?.body).toMatchObject({ top_p: 0.5 });
  });

  it('reports input usage from message_start before the first delta', async () => {
    provider.mock.reply({ deltas: ['x'], usage: { promptTokens: 50, completionTokens: 3 } });
    const events = await collect(provider.client().streamChat(provider.request()));
    expect(events[0]).toEqual({
      type: 'usage',
      usage: {
        prompt_tokens: 50,
        completion_tokens: 1,
        total_tokens: 51,
        cache_read_input_tokens: 0,
        cache_creation_input_tokens: 0,
      },
    });
  });

  it.each([
    ['rate_limit_error', 'rate_limited'],
    ['overloaded_error', 'unavailable'],
    ['invalid_request_error', 'bad_request'],
  ] as const)('maps a mid-stream %s to %s', async (code, kind) => {
    provider.mock.reply({ fault: { kind: 'stream-error', afterDeltas: 0, code } });
    const { error } = await failure(provider.client().streamChat(provider.request()));
    expect(error).toMatchObject({ kind, vendorCode: code });
  });

  it('maps 529 overloaded_error to unavailable', async () => {
    provider.mock.reply({ fault: { kind: 'http', status: 529 } });
    const { error } = await failure(provider.client().streamChat(provider.request()));
    expect(error).toMatchObject({ kind: 'unavailable', status: 529, vendorCode: 'overloaded_error' });
  });
  it('sends a turn with images as a text block and base64 image blocks, other turns as plain strings', async () => {
    const messages = [
      { role: 'system' as const, content: 'You are terse.' },
      { role: 'user' as const, content: 'What is on these?', images: [PNG_IMAGE, JPEG_IMAGE] },
      { role: 'assistant' as const, content: 'Two dots.' },
      { role: 'user' as const, content: PROMPT },
    ];
    await collect(provider.client().streamChat(provider.request({ messages })));
    expect(provider.mock.requests[0]?.body).toEqual({
      model: 'claude-sonnet-4-5',
      max_tokens: 4096,
      system: 'You are terse.',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is on these?' },
            { type: 'image', source: { type: 'base64', media_type: 'image/png', data: PNG_IMAGE.data } },
            { type: 'image', source: { type: 'base64', media_type: 'image/jpeg', data: JPEG_IMAGE.data } },
          ],
        },
        { role: 'assistant', content: 'Two dots.' },
        { role: 'user', content: PROMPT },
      ],
      stream: true,
    });
  });
});
