import { HttpError } from '@csg/errors';
import { GENERIC_ERROR_MESSAGE, type SseMessage } from '@csg/sse';
import { describe, expect, it, vi } from 'vitest';
import { answered, errorFrames, HISTORY, messageIdOf, streaming, turnHarness } from './test-support.ts';

class StoreDown extends Error {
  override name = 'PostgresError';
}

describe('session turn: a delivered turn', () => {
  it('sends the history and the new message, and stores the masked message and the reply before the client’s [DONE]', async () => {
    const h = turnHarness({ pipeline: streaming(answered) });
    await h.send();
    const [call] = h.calls;
    expect(call?.body).toMatchObject({
      messages: [...HISTORY, { role: 'user', content: 'Mail jo@example.com now' }],
      session_id: 's-1',
    });
    expect(h.timeline).toEqual([
      'pipeline',
      'open',
      'send user_message_processed',
      'send token_usage',
      'send filtered-response',
      'stored',
      'done',
    ]);
    expect(h.stored).toEqual([
      { userMessageId: call && messageIdOf(call), user: 'Mail [EMAIL] now', assistant: 'Done.', rejected: false },
    ]);
  });
});

describe('session turn: nothing stored', () => {
  it('passes the pipeline’s refusal on as it was written; no stream opens', async () => {
    const refusal = {
      kind: 'refused',
      statusCode: 402,
      contentType: 'application/json',
      body: '{"error":"x"}',
    } as const;
    const h = turnHarness({ pipeline: () => refusal });
    await expect(h.send()).resolves.toEqual(refusal);
    expect(h.timeline).toEqual(['pipeline']);
    expect(h.stored).toEqual([]);
  });

  it('forwards user_locked and [DONE] to a locked caller', async () => {
    const locked = { type: 'user_locked', reason: 'r', review_id: 'v', locked_at: '2025-01-01T00:00:00Z' };
    const h = turnHarness({ pipeline: streaming(() => [{ ...locked, unlock_request_status: null }]) });
    await h.send();
    expect(h.timeline).toEqual(['pipeline', 'open', 'send user_locked', 'done']);
    expect(h.stored).toEqual([]);
  });

  it.each([
    ['writes its error frame', 'done' as const, [{ error: GENERIC_ERROR_MESSAGE }]],
    ['is cut short', 'cut' as const, []],
    ['breaks', new Error('socket hang up'), []],
  ])('the pipeline %s mid-stream: the client gets one error frame, never [DONE] before it', async (_how, end, last) => {
    const h = turnHarness({ pipeline: streaming((call) => [...answered(call).slice(0, 2), ...last], end) });
    await h.send();
    expect(errorFrames(h.stream.received)).toBe(1);
    expect(h.stream.calls.filter((c) => c === 'done' || c === 'fail')).toEqual(['fail']);
    expect(h.stored).toEqual([]);
  });

  it('the turn’s store failing: the client gets the error frame, the pipeline call is aborted, the error logged by class', async () => {
    const h = turnHarness({ pipeline: streaming(answered), storeFails: new StoreDown('insert of "Mail jo@…" failed') });
    await h.send();
    expect(h.stream.received.slice(-2)).toEqual([{ error: GENERIC_ERROR_MESSAGE }, '[DONE]']);
    expect(h.stream.calls).not.toContain('done');
    expect(h.calls[0]?.signal.aborted).toBe(true);
    expect(h.logged).toEqual([{ err: { type: 'PostgresError' } }]);
  });

  it('stops the pipeline call of a turn whose transaction failed under it, and fails the client’s stream', async () => {
    // The provider is still answering: the events end only when the call is aborted.
    async function* events(signal: AbortSignal): AsyncGenerator<SseMessage> {
      yield { done: false, data: { type: 'token_usage' }, raw: '{}' };
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      throw signal.reason;
    }
    // The database connection dies while the turn relays the reply: the transaction rejects at once.
    const h = turnHarness({
      pipeline: (call) => ({ kind: 'stream', events: events(call.signal) }),
      connectionDies: Object.assign(new Error('closed'), { code: 'CONNECTION_CLOSED' }),
    });
    await h.send();
    expect(h.stream.calls.filter((c) => c === 'done' || c === 'fail')).toEqual(['fail']);
    expect(h.calls[0]?.signal.aborted).toBe(true);
    expect(h.logged).toEqual([{ err: { type: 'Error' } }]);
  });

  it('the client gone before the stream opens: no stream, no store, no log, no error', async () => {
    const h = turnHarness({
      pipeline: (call) => {
        call.signal.throwIfAborted();
        return streaming(answered)(call);
      },
    });
    h.client.abort();
    await expect(h.send()).resolves.toBeUndefined();
    expect(h.timeline).toEqual(['pipeline']);
    expect(h.logged).toEqual([]);
  });

  it('the client gone mid-stream: the pipeline call is aborted, nothing stored, nothing logged', async () => {
    async function* events(signal: AbortSignal): AsyncGenerator<SseMessage> {
      yield { done: false, data: { type: 'token_usage' }, raw: '{}' };
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      throw signal.reason;
    }
    const h = turnHarness({ pipeline: (call) => ({ kind: 'stream', events: events(call.signal) }) });
    const sending = h.send();
    await vi.waitFor(() => expect(h.timeline).toContain('send token_usage'));
    h.stream.leave();
    h.client.abort();
    await sending;
    expect(h.calls[0]?.signal.aborted).toBe(true);
    expect(h.stored).toEqual([]);
    expect(h.logged).toEqual([]);
  });

  it('an unknown session: 404 before any stream, the pipeline not called', async () => {
    const h = turnHarness({ pipeline: streaming(answered), noSession: true });
    const refused = h.send();
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ statusCode: 404 });
    expect(h.timeline).toEqual([]);
  });
});
