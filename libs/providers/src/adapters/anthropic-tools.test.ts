import { describe, expect, it } from 'vitest';
import { collect, useMockProvider } from '../test-support.ts';
import { toolingRefusal } from '../tooling-support.ts';
import { ROUND_TRIP, SCRIPTED_CALL, TOOLING, WEATHER_SCHEMA } from './tooling-fixtures.ts';

const provider = useMockProvider('anthropic', 'claude-haiku-4-5');

describe('anthropic adapter: tools', () => {
  it('sends tools with input_schema, required as tool_choice any, calls as tool_use and results as tool_result', async () => {
    await collect(provider.client().streamChat(provider.request({ messages: ROUND_TRIP, tooling: TOOLING })));
    expect(provider.mock.requests[0]?.body).toMatchObject({
      tools: [{ name: 'get_weather', description: 'The weather of a city', input_schema: WEATHER_SCHEMA }],
      tool_choice: { type: 'any' },
      messages: [
        { role: 'user', content: 'Weather in Oslo?' },
        {
          role: 'assistant',
          content: [{ type: 'tool_use', id: 'call_1', name: 'get_weather', input: { city: 'Oslo' } }],
        },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: '{"celsius":4}' }] },
      ],
    });
  });

  it('maps the other choices: auto, none, a named tool', async () => {
    for (const toolChoice of ['auto', 'none', { name: 'get_weather' }] as const) {
      await collect(provider.client().streamChat(provider.request({ tooling: { ...TOOLING, toolChoice } })));
    }
    expect(provider.mock.requests.map((r) => (r.body as { tool_choice: unknown }).tool_choice)).toEqual([
      { type: 'auto' },
      { type: 'none' },
      { type: 'tool', name: 'get_weather' },
    ]);
  });

  it('assembles a tool_use block from its input_json_delta fragments; tool_use ends the turn as tool_calls', async () => {
    provider.mock.reply({ deltas: ['Checking.'], toolCalls: [SCRIPTED_CALL] });
    const events = await collect(provider.client().streamChat(provider.request({ tooling: TOOLING })));
    expect(events.filter((e) => e.type === 'tool_call')).toEqual([{ type: 'tool_call', call: SCRIPTED_CALL }]);
    expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'tool_calls' });
  });

  it('refuses a response format (no JSON mode), not tools', () => {
    expect(toolingRefusal('anthropic', 'claude-haiku-4-5', { responseFormat: { type: 'json_object' } })).toMatchObject({
      param: 'response_format',
    });
    expect(toolingRefusal('anthropic', 'claude-haiku-4-5', TOOLING)).toBeUndefined();
  });
});
