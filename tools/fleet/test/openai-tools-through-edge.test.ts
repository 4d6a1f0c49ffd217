import { randomBytes } from 'node:crypto';
import OpenAI, { BadRequestError } from 'openai';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, useChatFleet } from './chat-e2e-helpers.ts';

// Issue 23, part 1: tools, tool_choice and response_format through the official openai SDK and the
// edge. The model's calls come back as OpenAI tool_calls, their arguments filtered as output.
const f = useChatFleet({ adminProviders: ['ollama'], userProviders: ['openai'] });

const MODEL = 'gpt-4o-mini';
const tools: OpenAI.Chat.ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'send_mail',
      description: 'Sends an e-mail',
      parameters: { type: 'object', properties: { to: { type: 'string' }, body: { type: 'string' } } },
    },
  },
];
let client: OpenAI;

/** A call of send_mail to a fresh address: the mock returns it as the model's call. */
function scriptMailCall() {
  const email = `jane.roe.${randomBytes(3).toString('hex')}@example.org`;
  const args = JSON.stringify({ to: email, body: 'See you at 5' });
  f.mocks.openai.reply({ deltas: [], toolCalls: [{ id: 'call_mail_1', name: 'send_mail', arguments: args }] });
  return email;
}

beforeAll(async () => {
  const made = await call<{ key: string }>(f.edge, 'POST', '/admin/api-keys', {
    token: f.admin.token,
    body: { name: 'openai sdk tools', tenantId: f.user.id },
  });
  expect(made.status).toBe(201);
  client = new OpenAI({ apiKey: made.body.key, baseURL: `${f.edge}/v1`, maxRetries: 0 });
});

describe('the openai SDK through the edge: tool calls', () => {
  it('returns the call as message.tool_calls with the e-mail in its arguments masked, then takes the result back', async () => {
    const email = scriptMailCall();
    const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'user', content: 'Mail Jane about 5pm' }];
    const first = await client.chat.completions.create({ model: MODEL, messages, tools, tool_choice: 'auto' });
    const [choice] = first.choices;
    expect(choice?.finish_reason).toBe('tool_calls');
    expect(choice?.message.content).toBeNull();
    const [toolCall] = choice?.message.tool_calls ?? [];
    if (!choice || toolCall?.type !== 'function') throw new Error('expected a function call');
    expect(toolCall).toMatchObject({ id: 'call_mail_1', function: { name: 'send_mail' } });
    const args = JSON.parse(toolCall.function.arguments) as { to: string; body: string };
    expect(args).toEqual({ to: '[EMAIL_ADDRESS]', body: 'See you at 5' });
    expect(JSON.stringify(first)).not.toContain(email);
    const sent = f.mocks.openai.requests[0]?.body as { tools: unknown; tool_choice: unknown };
    expect(sent.tools).toEqual(tools);
    expect(sent.tool_choice).toBe('auto');

    f.mocks.openai.reset();
    messages.push(choice.message, { role: 'tool', tool_call_id: toolCall.id, content: `Delivered to ${email}` });
    const second = await client.chat.completions.create({ model: MODEL, messages, tools });
    expect(second.choices[0]?.finish_reason).toBe('stop');
    expect(second.choices[0]?.message.content).toContain('Mock openai reply');
    // The tool's result is input, masked before the provider sees it.
    const forwarded = (f.mocks.openai.requests[0]?.body as { messages: unknown[] }).messages;
    expect(forwarded.slice(1)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_mail_1', type: 'function', function: toolCall.function }],
      },
      { role: 'tool', tool_call_id: 'call_mail_1', content: 'Delivered to [EMAIL_ADDRESS]' },
    ]);
  });

  it('streams the call as delta.tool_calls, arguments masked, and finish_reason tool_calls', async () => {
    const email = scriptMailCall();
    const stream = await client.chat.completions.create({
      model: MODEL,
      messages: [{ role: 'user', content: 'Mail Jane' }],
      tools,
      stream: true,
    });
    const chunks: OpenAI.Chat.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    const calls = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ index: 0, id: 'call_mail_1', function: { name: 'send_mail' } });
    expect(JSON.parse(calls[0]?.function?.arguments ?? '')).toEqual({ to: '[EMAIL_ADDRESS]', body: 'See you at 5' });
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
    expect(JSON.stringify(chunks)).not.toContain(email);
  });

  it('forwards response_format json_object to the provider', async () => {
    f.mocks.openai.reply({ deltas: ['{"ok":true}'] });
    const completion = await client.chat.completions.create({
      model: MODEL,
      messages: [{ role: 'user', content: 'Answer in JSON' }],
      response_format: { type: 'json_object' },
    });
    expect(completion.choices[0]?.message.content).toBe('{"ok":true}');
    expect(f.mocks.openai.requests[0]?.body).toMatchObject({ response_format: { type: 'json_object' } });
  });
});

describe('the openai SDK through the edge: tools a model cannot honour', () => {
  it('raises BadRequestError for tools on a model without them; the provider is not called', async () => {
    // The local runtime's red-team models have no tool support; an admin sees them.
    const admin = new OpenAI({ apiKey: f.admin.token, baseURL: `${f.edge}/v1`, maxRetries: 0 });
    const refused = admin.chat.completions.create({
      model: 'llama2-uncensored',
      messages: [{ role: 'user', content: 'Use a tool' }],
      tools,
    });
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toMatchObject({ status: 400, param: 'tools', code: 'unsupported_parameter' });
    expect(f.mocks.ollama.requests).toHaveLength(0);
  });
});
