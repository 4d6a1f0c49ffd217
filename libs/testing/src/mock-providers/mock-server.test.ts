import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_PROVIDER_PORTS, startMockProviders, type MockProviderFleet } from './mock-fleet.ts';
import { startMockProvider } from './mock-server.ts';
import { post } from './raw-post.ts';
import type { MockProvider } from './types.ts';

const started: (MockProvider | MockProviderFleet)[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((mock) => mock.close()));
});

describe('mock providers', () => {
  it('records requests with credentials redacted, a key in the query included', async () => {
    const mock = await startMockProvider('google');
    started.push(mock);
    const body = { contents: [{ role: 'user', parts: [{ text: 'hello' }] }] };
    const res = await post(
      `${mock.url}/models/gemini-2.5-pro:streamGenerateContent?alt=sse&key=AIza-secret`,
      { 'x-goog-api-key': 'AIza-secret' },
      body,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('"text":"hello"');
    expect(mock.requests[0]).toMatchObject({ model: 'gemini-2.5-pro', body, clientAborted: false });
    expect(JSON.stringify(mock.requests)).not.toContain('AIza-secret');
  });

  it("answers unknown paths and wrong keys in the vendor's error JSON", async () => {
    const mock = await startMockProvider('anthropic', { apiKey: 'right' });
    started.push(mock);
    const body = { model: 'claude-haiku-4-5', max_tokens: 10, stream: true, messages: [] };
    const headers = { 'anthropic-version': '2023-06-01', 'x-api-key': 'wrong' };
    expect(await post(`${mock.url}/v1/complete`, headers, body)).toMatchObject({ status: 404 });
    const wrongKey = await post(`${mock.url}/v1/messages`, headers, body);
    expect(wrongKey.status).toBe(401);
    expect(JSON.parse(wrongKey.text)).toMatchObject({ type: 'error', error: { type: 'authentication_error' } });
    expect(mock.requests).toHaveLength(2);
    mock.reset();
    expect(mock.requests).toHaveLength(0);
  });

  it('leaves out the OpenAI usage chunk unless the client asked for it', async () => {
    const mock = await startMockProvider('openai');
    started.push(mock);
    const body = { model: 'gpt-4o', stream: true, messages: [{ role: 'user', content: 'hi' }] };
    const res = await post(`${mock.url}/chat/completions`, { authorization: 'Bearer k' }, body);
    expect(res.text).toContain('data: [DONE]');
    expect(res.text).not.toContain('prompt_tokens');
  });

  it('starts all five, on distinct fixed ports when asked', async () => {
    const fleet = await startMockProviders();
    started.push(fleet);
    expect(Object.keys(fleet.providers).sort()).toEqual(['anthropic', 'azure-openai', 'google', 'ollama', 'openai']);
    expect(new Set(Object.values(MOCK_PROVIDER_PORTS)).size).toBe(5);
  });
});
