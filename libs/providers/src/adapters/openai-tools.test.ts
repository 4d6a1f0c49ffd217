import { describe, expect, it } from 'vitest';
import { collect, useMockProvider } from '../test-support.ts';
import { toolingRefusal } from '../tooling-support.ts';
import { ROUND_TRIP, SCRIPTED_CALL, TOOLING, WEATHER_SCHEMA } from './tooling-fixtures.ts';

const openai = useMockProvider('openai', 'gpt-4o-mini');
const azure = useMockProvider('azure-openai', 'gpt-4o');

describe('openai adapter: tools', () => {
  it('sends tools, tool_choice and response_format in OpenAI form, and the round trip as tool_calls and a tool turn', async () => {
    const request = openai.request({
      messages: ROUND_TRIP,
      tooling: { ...TOOLING, responseFormat: { type: 'json_schema', name: 'weather', schema: WEATHER_SCHEMA } },
    });
    await collect(openai.client().streamChat(request));
    expect(openai.mock.requests[0]?.body).toMatchObject({
      tools: [
        {
          type: 'function',
          function: { name: 'get_weather', description: 'The weather of a city', parameters: WEATHER_SCHEMA },
        },
      ],
      tool_choice: 'required',
      response_format: { type: 'json_schema', json_schema: { name: 'weather', schema: WEATHER_SCHEMA } },
      messages: [
        { role: 'user', content: 'Weather in Oslo?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Oslo"}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: '{"celsius":4}' },
      ],
    });
  });

  it('names a function choice as OpenAI does', async () => {
    await collect(
      openai.client().streamChat(openai.request({ tooling: { ...TOOLING, toolChoice: { name: 'get_weather' } } })),
    );
    expect(openai.mock.requests[0]?.body).toMatchObject({
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
    });
  });

  it('assembles a call streamed in fragments and ends the turn with tool_calls', async () => {
    openai.mock.reply({ deltas: [], toolCalls: [SCRIPTED_CALL] });
    const events = await collect(openai.client().streamChat(openai.request({ tooling: TOOLING })));
    expect(events.filter((e) => e.type === 'tool_call')).toEqual([{ type: 'tool_call', call: SCRIPTED_CALL }]);
    expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'tool_calls' });
  });

  it('sends json_object as is and parses Azure calls the same way', async () => {
    azure.mock.reply({ deltas: [], toolCalls: [SCRIPTED_CALL] });
    const events = await collect(
      azure.client().streamChat(azure.request({ tooling: { ...TOOLING, responseFormat: { type: 'json_object' } } })),
    );
    expect(azure.mock.requests[0]?.body).toMatchObject({
      response_format: { type: 'json_object' },
      tool_choice: 'required',
    });
    expect(events.filter((e) => e.type === 'tool_call')).toEqual([{ type: 'tool_call', call: SCRIPTED_CALL }]);
  });

  it('refuses json_schema for the models older than structured outputs, and nothing else', () => {
    const jsonSchema = { responseFormat: { type: 'json_schema' as const, name: 'w', schema: WEATHER_SCHEMA } };
    expect(toolingRefusal('openai', 'gpt-3.5-turbo', jsonSchema)).toMatchObject({ param: 'response_format' });
    expect(toolingRefusal('azure-openai', 'gpt-4-turbo', jsonSchema)).toMatchObject({ param: 'response_format' });
    expect(toolingRefusal('openai', 'gpt-4o-mini', { ...TOOLING, ...jsonSchema })).toBeUndefined();
    expect(toolingRefusal('openai', 'gpt-3.5-turbo', TOOLING)).toBeUndefined();
  });
});
