import { describe, expect, it } from 'vitest';
import { collect, useMockProvider } from '../test-support.ts';
import { toolingRefusal } from '../tooling-support.ts';
import { ROUND_TRIP, SCRIPTED_CALL, TOOLING, WEATHER_SCHEMA } from './tooling-fixtures.ts';

const provider = useMockProvider('ollama', 'llama3.1');
const AUTO = { ...TOOLING, toolChoice: 'auto' as const };

describe('ollama adapter: tools', () => {
  it('sends tools and a schema as format, calls with object arguments and results by tool name', async () => {
    const request = provider.request({
      messages: ROUND_TRIP,
      tooling: { ...AUTO, responseFormat: { type: 'json_schema', name: 'weather', schema: WEATHER_SCHEMA } },
    });
    await collect(provider.client().streamChat(request));
    expect(provider.mock.requests[0]?.body).toMatchObject({
      tools: [{ type: 'function', function: { name: 'get_weather', parameters: WEATHER_SCHEMA } }],
      format: WEATHER_SCHEMA,
      messages: [
        { role: 'user', content: 'Weather in Oslo?' },
        {
          role: 'assistant',
          content: '',
          tool_calls: [{ function: { name: 'get_weather', arguments: { city: 'Oslo' } } }],
        },
        { role: 'tool', content: '{"celsius":4}', tool_name: 'get_weather' },
      ],
    });
  });

  it('sends json_object as format "json"', async () => {
    await collect(
      provider.client().streamChat(provider.request({ tooling: { responseFormat: { type: 'json_object' } } })),
    );
    expect(provider.mock.requests[0]?.body).toMatchObject({ format: 'json' });
  });

  it('reads the calls of a line, gives them ids, and ends the turn as tool_calls', async () => {
    provider.mock.reply({ deltas: [], toolCalls: [SCRIPTED_CALL] });
    const events = await collect(provider.client().streamChat(provider.request({ tooling: AUTO })));
    expect(events.filter((e) => e.type === 'tool_call')).toEqual([
      { type: 'tool_call', call: { ...SCRIPTED_CALL, id: 'call_0' } },
    ]);
    expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'tool_calls' });
  });

  it('refuses tools on the catalogue models without them, and a tool choice other than auto', () => {
    expect(toolingRefusal('ollama', 'llama2-uncensored', AUTO)).toMatchObject({ param: 'tools' });
    expect(toolingRefusal('ollama', 'llama3.1', TOOLING)).toMatchObject({ param: 'tool_choice' });
    expect(toolingRefusal('ollama', 'llama3.1', AUTO)).toBeUndefined();
  });
});
