import { GENERIC_ERROR_MESSAGE, type SseMessage } from '@csg/sse';
import { RecordingSseStream } from '@csg/sse/testing';
import { describe, expect, it } from 'vitest';
import { relayTurn } from './relay-turn.ts';

const message = (data: object): SseMessage => ({ done: false, data, raw: JSON.stringify(data) });
const processedFrame = { type: 'user_message_processed', message_id: 'm-1', masked_content: 'hi [EMAIL_ADDRESS]' };
const processed = message(processedFrame);

async function* pipeline(...messages: SseMessage[]): AsyncGenerator<SseMessage> {
  for (const m of messages) yield m;
}

describe('relayTurn', () => {
  it('forwards the frames, returns the turn at [DONE] and reads the pipeline body to its end', async () => {
    let readToTheEnd = false;
    async function* events(): AsyncGenerator<SseMessage> {
      yield processed;
      yield message({ id: 'filtered-response', content: 'hello', finish_reason: 'stop' });
      yield { done: true };
      readToTheEnd = true;
    }
    const client = new RecordingSseStream();
    const result = await relayTurn(events(), client, 'm-1');
    expect(result).toEqual({
      ended: 'done',
      turn: { userMessageId: 'm-1', user: 'hi [EMAIL_ADDRESS]', assistant: 'hello', rejected: false },
    });
    expect(client.received).toHaveLength(2);
    // [DONE] is the caller's, after it has stored the turn.
    expect(client.calls).not.toContain('done');
    expect(readToTheEnd).toBe(true);
  });

  it.each([
    [
      'content_rejected',
      { type: 'content_rejected', error: 'The prompt was blocked', entities: [] },
      'The prompt was blocked',
    ],
    ['output_content_rejected', { type: 'output_content_rejected', message: 'Reply withheld' }, 'Reply withheld'],
  ])('keeps a turn ended by %s as rejected, with the rejection’s text as the reply', async (_name, rejection, text) => {
    const result = await relayTurn(
      pipeline(processed, message(rejection), { done: true }),
      new RecordingSseStream(),
      'm-1',
    );
    expect(result.turn).toEqual({ userMessageId: 'm-1', user: 'hi [EMAIL_ADDRESS]', assistant: text, rejected: true });
  });

  it('keeps nothing of a message processed under another id', async () => {
    const answer = message({ id: 'filtered-response', content: 'hello', finish_reason: 'stop' });
    const result = await relayTurn(pipeline(processed, answer, { done: true }), new RecordingSseStream(), 'm-2');
    expect(result).toEqual({ ended: 'done', turn: null });
  });

  it('does not forward the pipeline’s error frame: the caller writes its own, once', async () => {
    const client = new RecordingSseStream();
    const result = await relayTurn(pipeline(processed, message({ error: GENERIC_ERROR_MESSAGE })), client, 'm-1');
    expect(result).toEqual({ ended: 'failed', turn: null });
    expect(client.received).toEqual([processedFrame]);
  });
});
