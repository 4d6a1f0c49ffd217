import { describe, expect, it } from 'vitest';
import { adapterContract } from '../adapter-contract.ts';
import { collect, failure, JPEG_IMAGE, PNG_IMAGE, PROMPT, useMockProvider } from '../test-support.ts';

const provider = useMockProvider('google', 'gemini-2.5-flash');

describe('google (Gemini) adapter', () => {
  adapterContract(provider, {
    // Gemini's cached count is part of promptTokenCount; the specification names no field for it.
    usage: { prompt_tokens: 120, completion_tokens: 7, total_tokens: 127 },
    usageBeforeLastDelta: true,
    streamErrorKind: 'unavailable',
  });

  it('streams generateContent with roles user/model, systemInstruction and generationConfig', async () => {
    const messages = [
      { role: 'system' as const, content: 'You are terse.' },
      { role: 'user' as const, content: PROMPT },
      { role: 'assistant' as const, content: 'Which dossier?' },
      { role: 'user' as const, content: 'The latest.' },
    ];
    await collect(
      provider.client().streamChat(provider.request({ messages, temperature: 0.2, max_tokens: 100, top_p: 0.8 })),
    );
    const [received] = provider.mock.requests;
    expect(received?.path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse');
    expect(received?.headers['x-goog-api-key']).toBe('[redacted]');
    expect(received?.body).toEqual({
      contents: [
        { role: 'user', parts: [{ text: PROMPT }] },
        { role: 'model', parts: [{ text: 'Which dossier?' }] },
        { role: 'user', parts: [{ text: 'The latest.' }] },
      ],
      systemInstruction: { parts: [{ text: 'You are terse.' }] },
      generationConfig: { temperature: 0.2, maxOutputTokens: 100, topP: 0.8 },
    });
  });

  it('reports the prompt count from the first chunk, then the final figures once', async () => {
    provider.mock.reply({ deltas: ['a', 'b', 'c'], usage: { promptTokens: 9, completionTokens: 3 } });
    const events = await collect(provider.client().streamChat(provider.request()));
    expect(events.filter((e) => e.type === 'usage')).toEqual([
      { type: 'usage', usage: { prompt_tokens: 9, completion_tokens: 0, total_tokens: 9 } },
      { type: 'usage', usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 } },
    ]);
  });

  it('maps content blocked by safety to the content_filter finish reason', async () => {
    provider.mock.reply({ deltas: ['I cannot'], finishReason: 'content_filter' });
    const events = await collect(provider.client().streamChat(provider.request()));
    expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'content_filter' });
  });

  it('keeps RESOURCE_EXHAUSTED as the vendor code of a 429', async () => {
    provider.mock.reply({ fault: { kind: 'http', status: 429 } });
    const { error } = await failure(provider.client().streamChat(provider.request()));
    expect(error).toMatchObject({ kind: 'rate_limited', vendorCode: 'RESOURCE_EXHAUSTED' });
  });

  it("reads an invalid key from the 400's API_KEY_INVALID detail", async () => {
    const request = provider.request();
    request.credential.apiKey = 'AIza-wrong';
    const { error } = await failure(provider.client().streamChat(request));
    expect(error).toMatchObject({ kind: 'auth', status: 400, vendorCode: 'API_KEY_INVALID' });
  });
  it('sends a turn with images as a text part and camelCase inlineData parts', async () => {
    const messages = [
      { role: 'user' as const, content: 'What is on these?', images: [PNG_IMAGE, JPEG_IMAGE] },
      { role: 'assistant' as const, content: 'Two dots.' },
      { role: 'user' as const, content: PROMPT },
    ];
    await collect(provider.client().streamChat(provider.request({ messages })));
    expect(provider.mock.requests[0]?.body).toEqual({
      contents: [
        {
          role: 'user',
          parts: [
            { text: 'What is on these?' },
            { inlineData: { mimeType: 'image/png', data: PNG_IMAGE.data } },
            { inlineData: { mimeType: 'image/jpeg', data: JPEG_IMAGE.data } },
          ],
        },
        { role: 'model', parts: [{ text: 'Two dots.' }] },
        { role: 'user', parts: [{ text: PROMPT }] },
      ],
    });
  });

  it('refuses a GIF, which Gemini does not take, before any call', async () => {
    const messages = [
      { role: 'user' as const, content: 'Look', images: [{ mimeType: 'image/gif' as const, data: 'R0lGODlh' }] },
    ];
    const { error } = await failure(provider.client().streamChat(provider.request({ messages })));
    expect(error).toMatchObject({ kind: 'bad_request', provider: 'google' });
    expect(error.message).toContain('image/gif');
    expect(provider.mock.requests).toHaveLength(0);
  });
});
