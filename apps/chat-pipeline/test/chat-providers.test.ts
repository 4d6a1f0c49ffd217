import type { ProviderCode } from '@csg/providers';
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, useChatApp, userSays } from './harness.ts';

const h = useChatApp();
let admin = { id: '', token: '' };

// A model of each provider the admin may use (the local runtime only has the red-team models).
const MODEL: Record<ProviderCode, string> = {
  openai: 'gpt-4o-mini',
  'azure-openai': 'gpt-35-turbo',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash',
  ollama: 'dolphin-mistral',
};

beforeAll(async () => {
  admin = await h.tenant('admin_user');
  for (const provider of Object.keys(MODEL) as ProviderCode[]) await h.credential(admin.id, provider);
});

describe('the five provider wire protocols through the pipeline', () => {
  it.each(Object.entries(MODEL) as [ProviderCode, string][])(
    '%s: one buffered answer with its usage',
    async (provider, model) => {
      h.mocks[provider].reply({
        deltas: ['The ', 'answer ', 'is ', '42.'],
        usage: { promptTokens: 20, completionTokens: 4 },
      });
      const res = await h.chat(admin.token, {
        ...userSays('What is the answer?', model),
        provider,
        temperature: 0.2,
        max_tokens: 50,
      });
      const [usage, answer] = events(res.frames);
      expect(usage).toMatchObject({
        type: 'token_usage',
        usage: { prompt_tokens: 20, completion_tokens: 4, total_tokens: 24 },
      });
      expect(answer).toMatchObject({ id: 'filtered-response', content: 'The answer is 42.' });
      expect(res.frames.at(-1)).toBe('[DONE]');
      expect(h.mocks[provider].requests).toHaveLength(1);
      expect(h.mocks[provider].requests[0]?.model).toBeDefined();
    },
  );

  it('forwards the prompt-cache figures under each vendor family name', async () => {
    h.mocks.anthropic.reply({
      usage: { promptTokens: 100, completionTokens: 5, cachedTokens: 60, cacheCreationTokens: 10 },
    });
    const res = await h.chat(admin.token, userSays('hi', MODEL.anthropic));
    expect(events(res.frames)[0]).toMatchObject({
      usage: { cache_read_input_tokens: 60, cache_creation_input_tokens: 10 },
    });
  });

  it('turns a vendor error status into one generic error frame, never the vendor message', async () => {
    h.mocks.google.reply({ fault: { kind: 'http', status: 503, message: 'secret internal vendor detail' } });
    const res = await h.chat(admin.token, userSays('hi', MODEL.google));
    expect(events(res.frames)).toEqual([{ error: expect.any(String) as unknown }]);
    expect(res.raw).not.toContain('secret internal vendor detail');
  });
});

describe('client disconnect', () => {
  it('aborts the upstream provider request when the client goes away', async () => {
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    h.mocks.openai.reply({ deltas: ['slow'], firstByteDelayMs: 30_000 });
    const left = new AbortController();
    const pending = request(`${address}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...userSays('Take your time'), provider: 'openai' }),
      signal: left.signal,
    });
    const res = await pending;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${await res.body.text()}`);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    // Wait until the provider has the request, then leave.
    while (h.mocks.openai.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    left.abort();
    await res.body.dump().catch(() => undefined);
    const aborted = await h.mocks.openai.waitForClientAbort();
    expect(aborted.clientAborted).toBe(true);
  });
});
