import { startMockProvider } from '@csg/testing/mock-providers';
import { describe, expect, it } from 'vitest';
import { adapterContract } from '../adapter-contract.ts';
import { collect, failure, JPEG_IMAGE, PNG_IMAGE, PROMPT, useMockProvider } from '../test-support.ts';

const provider = useMockProvider('ollama', 'dolphin-mistral');

describe('ollama adapter', () => {
  adapterContract(provider, {
    usage: { prompt_tokens: 120, completion_tokens: 7, total_tokens: 127 },
    usageBeforeLastDelta: false,
    streamErrorKind: 'unavailable',
  });

  it('posts /api/chat with the sampling options under their Ollama names', async () => {
    await collect(provider.client().streamChat(provider.request({ temperature: 0.7, max_tokens: 50, top_p: 0.95 })));
    const [received] = provider.mock.requests;
    expect(received?.path).toBe('/api/chat');
    expect(received?.body).toEqual({
      model: 'dolphin-mistral',
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: PROMPT },
      ],
      stream: true,
      options: { temperature: 0.7, num_predict: 50, top_p: 0.95 },
    });
  });

  it('sends no authorization header when the credential has no key', async () => {
    const open = await startMockProvider('ollama');
    try {
      const request = provider.request();
      request.credential = { apiKey: '', baseUrl: open.url };
      await collect(provider.client().streamChat(request));
      expect(open.requests[0]?.headers).not.toHaveProperty('authorization');
    } finally {
      await open.close();
    }
  });

  it('maps a 404 for a model not pulled to bad_request', async () => {
    provider.mock.reply({ fault: { kind: 'http', status: 404 } });
    const { error } = await failure(provider.client().streamChat(provider.request()));
    expect(error).toMatchObject({ kind: 'bad_request', status: 404 });
  });
  it('sends images as bare base64 in the message images field, only on the turns that have some', async () => {
    const messages = [
      { role: 'system' as const, content: 'You are terse.' },
      { role: 'user' as const, content: 'What is on these?', images: [PNG_IMAGE, JPEG_IMAGE] },
      { role: 'user' as const, content: PROMPT },
    ];
    await collect(provider.client().streamChat(provider.request({ messages })));
    expect((provider.mock.requests[0]?.body as { messages: unknown }).messages).toEqual([
      { role: 'system', content: 'You are terse.' },
      { role: 'user', content: 'What is on these?', images: [PNG_IMAGE.data, JPEG_IMAGE.data] },
      { role: 'user', content: PROMPT },
    ]);
  });
});
