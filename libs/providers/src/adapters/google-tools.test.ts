import { describe, expect, it } from 'vitest';
import { collect, useMockProvider } from '../test-support.ts';
import { ROUND_TRIP, SCRIPTED_CALL, TOOLING, WEATHER_SCHEMA } from './tooling-fixtures.ts';

const provider = useMockProvider('google', 'gemini-2.5-flash');

describe('google adapter: tools', () => {
  it('sends functionDeclarations, ANY for required, calls as functionCall and results as functionResponse by name', async () => {
    const request = provider.request({
      messages: ROUND_TRIP,
      tooling: { ...TOOLING, responseFormat: { type: 'json_schema', name: 'weather', schema: WEATHER_SCHEMA } },
    });
    await collect(provider.client().streamChat(request));
    expect(provider.mock.requests[0]?.body).toMatchObject({
      tools: [
        {
          functionDeclarations: [
            { name: 'get_weather', description: 'The weather of a city', parametersJsonSchema: WEATHER_SCHEMA },
          ],
        },
      ],
      toolConfig: { functionCallingConfig: { mode: 'ANY' } },
      generationConfig: { responseMimeType: 'application/json', responseJsonSchema: WEATHER_SCHEMA },
      contents: [
        { role: 'user', parts: [{ text: 'Weather in Oslo?' }] },
        { role: 'model', parts: [{ functionCall: { name: 'get_weather', args: { city: 'Oslo' } } }] },
        { role: 'user', parts: [{ functionResponse: { name: 'get_weather', response: { celsius: 4 } } }] },
      ],
    });
  });

  it('limits a named choice to that function, and sends json_object as the JSON MIME type alone', async () => {
    const tooling = {
      ...TOOLING,
      toolChoice: { name: 'get_weather' },
      responseFormat: { type: 'json_object' as const },
    };
    await collect(provider.client().streamChat(provider.request({ tooling })));
    const body = provider.mock.requests[0]?.body as Record<string, unknown>;
    expect(body['toolConfig']).toEqual({
      functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['get_weather'] },
    });
    expect(body['generationConfig']).toEqual({ responseMimeType: 'application/json' });
  });

  it('reads whole functionCall parts, gives them ids, and ends the turn as tool_calls', async () => {
    provider.mock.reply({ deltas: [], toolCalls: [SCRIPTED_CALL] });
    const events = await collect(provider.client().streamChat(provider.request({ tooling: TOOLING })));
    expect(events.filter((e) => e.type === 'tool_call')).toEqual([
      { type: 'tool_call', call: { ...SCRIPTED_CALL, id: 'call_0' } },
    ]);
    expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'tool_calls' });
  });
});
