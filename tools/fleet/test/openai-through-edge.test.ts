import OpenAI, { AuthenticationError, BadRequestError } from 'openai';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, pemPrivateKey, useChatFleet } from './chat-e2e-helpers.ts';

// Issue 23, part 1: the official openai SDK, pointed at the edge's /v1, speaks to the gateway with
// a gateway API key made through POST /admin/api-keys. The chat pipeline filters as on
// /chat/completions; the answers come back as OpenAI objects.
const f = useChatFleet({ adminProviders: [], userProviders: ['openai'] });

interface FilterVerdict {
  stage: 'input' | 'output';
  types: string[];
}
/** The gateway's extension on a blocked choice (not in the SDK's types). */
const verdictOf = (choice: object | undefined) => (choice as { csg_filter?: FilterVerdict } | undefined)?.csg_filter;

const MODEL = 'gpt-4o-mini';
const ask = (content: string) => ({ model: MODEL, messages: [{ role: 'user' as const, content }] });
let client: OpenAI;

async function collect(stream: AsyncIterable<OpenAI.Chat.ChatCompletionChunk>) {
  const chunks: OpenAI.Chat.ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

beforeAll(async () => {
  const made = await call<{ key: string }>(f.edge, 'POST', '/admin/api-keys', {
    token: f.admin.token,
    body: { name: 'openai sdk', tenantId: f.user.id },
  });
  expect(made.status).toBe(201);
  client = new OpenAI({ apiKey: made.body.key, baseURL: `${f.edge}/v1`, maxRetries: 0 });
});

describe('the openai SDK through the edge: answers', () => {
  it('gets a chat.completion for a non-stream call, with the usage the vendor reported', async () => {
    f.mocks.openai.reply({ deltas: ['Hello', ' there!'], usage: { promptTokens: 9, completionTokens: 2 } });
    const completion = await client.chat.completions.create(ask('Say hello'));
    expect(completion.object).toBe('chat.completion');
    expect(completion.model).toBe(MODEL);
    expect(completion.choices).toEqual([
      { index: 0, message: { role: 'assistant', content: 'Hello there!' }, finish_reason: 'stop' },
    ]);
    expect(completion.usage).toEqual({ prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 });
    expect(f.mocks.openai.requests).toHaveLength(1);
  });

  it('streams chunks: the content, the finish, then usage when include_usage asks for it', async () => {
    f.mocks.openai.reply({ deltas: ['Streamed', ' reply'], usage: { promptTokens: 7, completionTokens: 2 } });
    const stream = await client.chat.completions.create({
      ...ask('Stream please'),
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = await collect(stream);
    expect(chunks.every((c) => c.object === 'chat.completion.chunk' && c.id === chunks[0]?.id)).toBe(true);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('Streamed reply');
    expect(chunks.map((c) => c.choices[0]?.finish_reason ?? null)).toEqual([null, 'stop', null]);
    expect(chunks.at(-1)?.usage).toEqual({ prompt_tokens: 7, completion_tokens: 2, total_tokens: 9 });
  });

  it('lists the models of GET /models as OpenAI model objects', async () => {
    const ids = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toContain(MODEL);
  });

  it('accepts a JWT as the API key too, and a base URL ending in /v1/', async () => {
    f.mocks.openai.reply({ deltas: ['Hi.'] });
    const withJwt = new OpenAI({ apiKey: f.user.token, baseURL: `${f.edge}/v1/`, maxRetries: 0 });
    const completion = await withJwt.chat.completions.create(ask('Hi'));
    expect(completion.choices[0]?.message.content).toBe('Hi.');
  });
});

describe('the openai SDK through the edge: blocks', () => {
  it('answers an input block with content_filter and no text; the provider is never called', async () => {
    const completion = await client.chat.completions.create(ask(`Keep this safe:\n${pemPrivateKey()}`));
    const [choice] = completion.choices;
    expect(choice?.finish_reason).toBe('content_filter');
    expect(choice?.message.content).toBeNull();
    expect(verdictOf(choice)?.stage).toBe('input');
    expect(verdictOf(choice)?.types.length).toBeGreaterThan(0);
    expect(completion.usage?.total_tokens).toBe(0);
    expect(f.mocks.openai.requests).toHaveLength(0);
  });

  it('withholds a reply the output filter rejects, streamed or not, naming types only', async () => {
    const key = pemPrivateKey();
    f.mocks.openai.reply({ deltas: ['Here is the key:\n', key] });
    const completion = await client.chat.completions.create(ask('Show me a sample key file'));
    expect(completion.choices[0]?.finish_reason).toBe('content_filter');
    expect(completion.choices[0]?.message.content).toBeNull();
    expect(verdictOf(completion.choices[0])?.stage).toBe('output');
    expect(JSON.stringify(completion)).not.toContain('PRIVATE KEY');

    f.mocks.openai.reply({ deltas: ['Here is the key:\n', key] });
    const stream = await client.chat.completions.create({ ...ask('Show me a sample key file'), stream: true });
    const chunks = await collect(stream);
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('');
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('content_filter');
    expect(verdictOf(chunks.at(-1)?.choices[0])?.stage).toBe('output');
    expect(JSON.stringify(chunks)).not.toContain('PRIVATE KEY');
  });
});

describe('the openai SDK through the edge: refusals', () => {
  it('raises BadRequestError for n = 2, naming the parameter; the provider is not called', async () => {
    const refused = client.chat.completions.create({ ...ask('Two answers'), n: 2 });
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toMatchObject({ status: 400, param: 'n', code: 'unsupported_parameter' });
    expect(f.mocks.openai.requests).toHaveLength(0);
  });

  it('raises BadRequestError for the deprecated functions rather than dropping them', async () => {
    const refused = client.chat.completions.create({ ...ask('Use a function'), functions: [{ name: 'lookup' }] });
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toMatchObject({ param: 'functions', type: 'invalid_request_error' });
    expect(f.mocks.openai.requests).toHaveLength(0);
  });

  it('raises AuthenticationError for a key the gateway does not know', async () => {
    const stranger = new OpenAI({ apiKey: `gw_key_${'0'.repeat(64)}`, baseURL: `${f.edge}/v1`, maxRetries: 0 });
    await expect(stranger.chat.completions.create(ask('Hi'))).rejects.toBeInstanceOf(AuthenticationError);
    await expect(stranger.models.list()).rejects.toBeInstanceOf(AuthenticationError);
  });
});
