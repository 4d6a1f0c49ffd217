import type { SseEvent, SseMessage, SseStream } from '@csg/sse';
import { describe, expect, it } from 'vitest';
import { relayTurn } from './relay-turn.ts';

function recordingStream(sent: SseEvent[]): SseStream {
  return {
    send: (event) => (sent.push(event), true),
    flush: () => undefined,
    done: () => undefined,
    fail: () => undefined,
    closed: false,
  };
}

const message = (data: object): SseMessage => ({ done: false, data, raw: JSON.stringify(data) });

describe('relayTurn', () => {
  it('forwards the frames, returns the turn at [DONE] and reads the pipeline body to its end', async () => {
    let readToTheEnd = false;
    async function* events(): AsyncGenerator<SseMessage> {
      yield message({ type: 'user_message_processed', message_id: 'm-1', masked_content: 'hi [EMAIL_ADDRESS]' });
      yield message({ id: 'filtered-response', content: 'hello', finish_reason: 'stop' });
      yield { done: true };
      readToTheEnd = true;
    }
    const sent: SseEvent[] = [];
    const result = await relayTurn(events(), recordingStream(sent), 'm-1');
    expect(result).toEqual({
      ended: 'done',
      turn: { userMessageId: 'm-1', user: 'hi [EMAIL_ADDRESS]', assistant: 'hello', rejected: false },
    });
    expect(sent).toHaveLength(2);
    expect(readToTheEnd).toBe(true);
  });
});
