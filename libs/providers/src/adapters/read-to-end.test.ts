import { describe, expect, it } from 'vitest';
import type { ProviderCode } from '../types.ts';
import { createAdapters } from './index.ts';

// The last bytes of each vendor's stream, end marker included.
const TAILS: [ProviderCode, string][] = [
  ['openai', 'data: {"choices":[{"delta":{"content":"hi"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n'],
  [
    'anthropic',
    'event: content_block_delta\ndata: {"type":"content_block_delta","delta":{"type":"text_delta","text":"hi"}}\n\n' +
      'event: message_stop\ndata: {"type":"message_stop"}\n\n',
  ],
  ['ollama', '{"message":{"content":"hi"},"done":true,"done_reason":"stop","prompt_eval_count":1,"eval_count":1}\n'],
];

describe('adapters after the end marker', () => {
  it.each(TAILS)('%s reads the body to its end rather than leaving it to be destroyed', async (code, tail) => {
    let readToTheEnd = false;
    async function* body(): AsyncGenerator<Uint8Array> {
      yield new TextEncoder().encode(tail);
      // Reached only when the decoder asks for more after the end marker.
      readToTheEnd = true;
    }
    const events = [];
    for await (const event of createAdapters()[code].decode(body())) events.push(event.type);
    expect(events.at(-1)).toBe('done');
    expect(readToTheEnd).toBe(true);
  });
});
