import type { SseMessage, SseStream } from '@csg/sse';
import { describe, expect, it } from 'vitest';
import type { ChatPipelineClient, TurnCall } from './chat-pipeline.client.ts';
import { createMessagesService } from './messages.service.ts';
import type { TurnsRepo } from './turns.repo.ts';

const caller = { tenantId: 't-1', authorization: 'Bearer x', clientAddress: '127.0.0.1', requestId: 'r-1' };

function clientStream() {
  const ends: string[] = [];
  const stream: SseStream = {
    send: () => true,
    flush: () => undefined,
    done: () => ends.push('done'),
    fail: () => ends.push('fail'),
    closed: false,
  };
  return { ends, client: { signal: new AbortController().signal, openStream: () => stream } };
}

describe('messages service', () => {
  it('stops the pipeline call of a turn whose transaction failed under it, and fails the client’s stream', async () => {
    let call: TurnCall | undefined;
    // The provider is still answering: the events end only when the call is aborted.
    async function* events(signal: AbortSignal): AsyncGenerator<SseMessage> {
      yield { done: false, data: { type: 'token_usage' }, raw: '{}' };
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      throw signal.reason;
    }
    const pipeline: Pick<ChatPipelineClient, 'openTurn'> = {
      openTurn: async (turn) => {
        call = turn;
        return { kind: 'stream', events: events(turn.signal) };
      },
    };
    // The database connection dies while `work` relays the reply: the transaction rejects at once.
    const turns: TurnsRepo = {
      run: (_tenant, _id, work) =>
        new Promise((_, reject) => {
          void work([]).catch(() => undefined);
          setTimeout(() => reject(Object.assign(new Error('closed'), { code: 'CONNECTION_CLOSED' })), 10);
        }),
    };
    const logged: object[] = [];
    const service = createMessagesService({ turns, pipeline, log: { error: (details) => logged.push(details) } });
    const { ends, client } = clientStream();

    await service.send(caller, 's-1', { content: 'hi', model: 'gpt-4o-mini' }, client);
    expect(ends).toEqual(['fail']);
    expect(call?.signal.aborted).toBe(true);
    expect(logged).toEqual([{ err: { type: 'Error' } }]);
  });
});
