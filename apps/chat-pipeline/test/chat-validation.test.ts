import { beforeAll, describe, expect, it } from 'vitest';
import { useChatApp, userSays } from './harness.ts';

const h = useChatApp();
let user = { id: '', token: '' };

beforeAll(async () => {
  user = await h.tenant('normal_user');
  await h.credential(user.id, 'openai');
});

describe('POST /chat/completions: request validation (400 before any stream)', () => {
  const invalid: [string, object][] = [
    ['missing model', { messages: [{ role: 'user', content: 'hi' }] }],
    ['missing messages', { model: 'gpt-4o-mini' }],
    ['empty messages', { model: 'gpt-4o-mini', messages: [] }],
    ['temperature above 2', userSays('hi', 'gpt-4o-mini', { temperature: 2.01 })],
    ['temperature below 0', userSays('hi', 'gpt-4o-mini', { temperature: -0.1 })],
    ['max_tokens below 1', userSays('hi', 'gpt-4o-mini', { max_tokens: 0 })],
    ['top_p above 1', userSays('hi', 'gpt-4o-mini', { top_p: 1.5 })],
    ['an unknown role', { model: 'gpt-4o-mini', messages: [{ role: 'tool', content: 'hi' }] }],
    ['an unknown provider code', userSays('hi', 'gpt-4o-mini', { provider: 'mistral' })],
  ];
  it.each(invalid)('%s → 400 with the framework body', async (_name, body) => {
    const res = await h.chat(user.token, body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.raw)).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(h.mocks.openai.requests).toHaveLength(0);
  });

  it('accepts the boundary values 0 and 2, max_tokens 1 and top_p 0 and 1', async () => {
    for (const extra of [{ temperature: 0 }, { temperature: 2, max_tokens: 1 }, { top_p: 0 }, { top_p: 1 }]) {
      expect((await h.chat(user.token, userSays('hi', 'gpt-4o-mini', extra))).status).toBe(200);
    }
  });

  it('strips unknown fields and ignores stream: false (there is no non-streaming mode)', async () => {
    const res = await h.chat(user.token, userSays('hi', 'gpt-4o-mini', { stream: false, temprature: 9, foo: 'bar' }));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const sent = h.mocks.openai.requests[0]?.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('foo');
    expect(sent).not.toHaveProperty('temprature');
  });

  it('accepts content as an array of text parts and sends their text', async () => {
    const body = {
      model: 'gpt-4o-mini',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'part one' },
            { type: 'text', text: 'part two' },
          ],
        },
      ],
    };
    expect((await h.chat(user.token, body)).status).toBe(200);
    expect(JSON.stringify(h.mocks.openai.requests[0]?.body)).toContain('part one\\npart two');
  });

  it('refuses a remote image URL with 400, and answers 502 when media analysis cannot read an attachment, never calling the provider', async () => {
    const remote = [{ type: 'image_url', image_url: { url: 'https://example.com/cat.png' } }];
    const refused = await h.chat(user.token, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: remote }] });
    expect(refused.status).toBe(400);
    expect((JSON.parse(refused.raw) as { message: string }).message).toMatch(/^Remote image URLs are not accepted/);

    const pdf = [{ type: 'pdf', data: 'JVBERi0=' }];
    const unread = await h.chat(user.token, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: pdf }] });
    expect(unread.status).toBe(502);
    expect(JSON.parse(unread.raw)).toMatchObject({ message: 'Media analysis unavailable' });
    expect(h.mocks.openai.requests).toHaveLength(0);
  });

  it('answers 400 for a model the tenant holds no credential for', async () => {
    const res = await h.chat(user.token, userSays('hi', 'claude-sonnet-4-5'));
    expect(res.status).toBe(400);
    expect((JSON.parse(res.raw) as { message: string }).message).toContain('GET /models');
  });

  it('needs provider for a model name two providers register, and names the choices', async () => {
    const both = await h.tenant('normal_user');
    await h.credential(both.id, 'openai');
    await h.credential(both.id, 'azure-openai');
    const res = await h.chat(both.token, userSays('hi', 'gpt-4o'));
    expect(res.status).toBe(400);
    expect((JSON.parse(res.raw) as { message: string }).message).toMatch(/azure-openai, openai/);
    const chosen = await h.chat(both.token, userSays('hi', 'gpt-4o', { provider: 'azure-openai' }));
    expect(chosen.status).toBe(200);
    expect(h.mocks['azure-openai'].requests).toHaveLength(1);
  });
});
