import { describe, expect, it } from 'vitest';
import { adapterContract } from '../adapter-contract.ts';
import { collect, JPEG_IMAGE, PNG_IMAGE, PROMPT, useMockProvider } from '../test-support.ts';

const provider = useMockProvider('openai', 'gpt-4o-mini');

describe('openai adapter', () => {
  adapterContract(provider, {
    usage: { prompt_tokens: 120, completion_tokens: 7, total_tokens: 127, cached_input_tokens: 100 },
    usageBeforeLastDelta: false,
    streamErrorKind: 'unavailable',
  });

  it('posts a streaming chat completion with a bearer key and usage requested', async () => {
    await collect(provider.client().streamChat(provider.request({ temperature: 1.5, max_tokens: 64, top_p: 0.9 })));
    const [received] = provider.mock.requests;
    expect(received).toMatchObject({ method: 'POST', path: '/v1/chat/completions', model: 'gpt-4o-mini' });
    expect(received?.headers).toMatchObject({ authorization: '[redacted]', 'content-type': 'application/json' });
    expect(received?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: PROMPT },
      ],
      temperature: 1.5,
      top_p: 0.9,
      max_completion_tokens: 64,
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('sends no sampling field the caller did not set', async () => {
    await collect(provider.client().streamChat(provider.request()));
    expect(Object.keys(provider.mock.requests[0]?.body as object).sort()).toEqual([
      'messages',
      'model',
      'stream',
      'stream_options',
    ]);
  });

  it('keeps the vendor error code, never its message', async () => {
    provider.mock.reply({ fault: { kind: 'http', status: 429, code: 'insufficient_quota', message: PROMPT } });
    const failed = await collect(provider.client().streamChat(provider.request())).catch((e: unknown) => e);
    expect(failed).toMatchObject({ kind: 'rate_limited', vendorCode: 'insufficient_quota', status: 429 });
    expect((failed as Error).message).not.toContain('Zebulon');
  });
  it('sends a turn with images as text and image_url data-URL parts, other turns as plain strings', async () => {
    const messages = [
      { role: 'system' as const, content: 'You are terse.' },
      { role: 'user' as const, content: 'What is on these?', images: [PNG_IMAGE, JPEG_IMAGE] },
      { role: 'assistant' as const, content: 'Two dots.' },
      { role: 'user' as const, content: PROMPT },
    ];
    await collect(provider.client().streamChat(provider.request({ messages })));
    expect((provider.mock.requests[0]?.body as { messages: unknown }).messages).toEqual([
      { role: 'system', content: 'You are terse.' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'What is on these?' },
          { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG_IMAGE.data}` } },
          { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${JPEG_IMAGE.data}` } },
        ],
      },
      { role: 'assistant', content: 'Two dots.' },
      { role: 'user', content: PROMPT },
    ]);
  });
});
