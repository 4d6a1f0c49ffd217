// Shared by the adapters' tool tests only.
import type { ChatMessage, ChatTooling } from '../types.ts';

export const WEATHER_SCHEMA = {
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
};

export const TOOLING: ChatTooling = {
  tools: [{ name: 'get_weather', description: 'The weather of a city', parameters: WEATHER_SCHEMA }],
  toolChoice: 'required',
};

/** A finished round: the user asked, the model called, the tool answered. */
export const ROUND_TRIP: ChatMessage[] = [
  { role: 'user', content: 'Weather in Oslo?' },
  { role: 'assistant', content: '', toolCalls: [{ id: 'call_1', name: 'get_weather', arguments: '{"city":"Oslo"}' }] },
  { role: 'tool', toolCallId: 'call_1', content: '{"celsius":4}' },
];

export const SCRIPTED_CALL = { id: 'call_abc', name: 'get_weather', arguments: '{"city":"Bergen","days":2}' };
