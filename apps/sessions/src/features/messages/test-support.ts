// Fakes for the unit tests of the session turn: the turns store, the pipeline and the client swapped.
import type { ContextMessage, StoredTurn } from '@csg/session-store';
import type { SseEvent, SseMessage } from '@csg/sse';
import { RecordingSseStream, type ReceivedFrame } from '@csg/sse/testing';
import type { TurnCall, TurnResponse } from './chat-pipeline.client.ts';
import { createMessagesService } from './messages.service.ts';

// Derived from the service's own parameter, so a dependency's type moving changes nothing here.
type Deps = Parameters<typeof createMessagesService>[0];

export const HISTORY: ContextMessage[] = [
  { role: 'user', content: 'Hello' },
  { role: 'assistant', content: 'Hi, how can I help?' },
];

/** The turn's `message_id`, as the service sent it to the pipeline. */
export const messageIdOf = (call: TurnCall) => (call.body as { message_id: string }).message_id;

const frame = (data: object): SseMessage => ({ done: false, data, raw: JSON.stringify(data) });

/** The pipeline's event stream: `frames` (given the call, to echo its message id), then how it ends. */
export function streaming(
  frames: (call: TurnCall) => object[],
  end: 'done' | 'cut' | Error = 'done',
): (call: TurnCall) => TurnResponse {
  return (call) => ({
    kind: 'stream',
    events: (async function* () {
      for (const data of frames(call)) yield frame(data);
      if (end instanceof Error) throw end;
      if (end === 'done') yield { done: true };
    })(),
  });
}

/** A whole turn of the pipeline: the masked message, token_usage, the answer. */
export const answered = (call: TurnCall) => [
  { type: 'user_message_processed', message_id: messageIdOf(call), masked_content: 'Mail [EMAIL] now', entities: [] },
  { type: 'token_usage', usage: { prompt_tokens: 5, completion_tokens: 1, total_tokens: 6 } },
  { id: 'filtered-response', content: 'Done.', finish_reason: 'stop', filtered: false, entities_masked: 0 },
];

export interface TurnScenario {
  /** The pipeline's answer; thrown errors are what the client's `openTurn` throws. */
  pipeline: (call: TurnCall) => TurnResponse | Promise<TurnResponse>;
  /** The turn's transaction fails when it stores the exchange. */
  storeFails?: Error;
  /** The turn's transaction rejects 10 ms in, while the turn still runs (its connection died). */
  connectionDies?: Error;
  /** The tenant has no such session. */
  noSession?: boolean;
}

/**
 * A messages service over fakes, with one timeline: `pipeline`, `open` (the client's stream),
 * `stored`, and the stream's calls (`send <event>`, `done`, `fail`).
 */
export function turnHarness({ pipeline, storeFails, connectionDies, noSession = false }: TurnScenario) {
  const timeline: string[] = [];
  const stored: StoredTurn[] = [];
  const calls: TurnCall[] = [];
  const logged: object[] = [];
  const client = new AbortController();
  const stream = new RecordingSseStream((call) => timeline.push(typeof call === 'string' ? call : label(call.send)));

  const deps: Deps = {
    // The repository's contract: `work` runs with the history, what it returns is stored in the
    // same transaction, and a `work` that throws stores nothing.
    turns: {
      run: async (_tenantId, _id, work) => {
        if (noSession) return false;
        if (connectionDies) {
          void work(HISTORY).catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 10));
          throw connectionDies;
        }
        const turn = await work(HISTORY);
        if (!turn) return true;
        if (storeFails) throw storeFails;
        timeline.push('stored');
        stored.push(turn);
        return true;
      },
    },
    pipeline: {
      openTurn: async (call) => {
        timeline.push('pipeline');
        calls.push(call);
        return pipeline(call);
      },
    },
    log: { error: (details) => logged.push(details) },
  };
  const service = createMessagesService(deps);

  const send = () =>
    service.send(
      { tenantId: 't-1', authorization: 'Bearer x', clientAddress: '203.0.113.7', requestId: 'r-1' },
      's-1',
      { content: 'Mail jo@example.com now', model: 'gpt-4o-mini' },
      {
        signal: client.signal,
        openStream: () => {
          timeline.push('open');
          return stream;
        },
      },
    );

  return { send, client, stream, timeline, stored, calls, logged };
}

const label = (event: SseEvent) => `send ${'type' in event ? event.type : event.id}`;

/** The number of generic error frames the client read. */
export const errorFrames = (received: readonly ReceivedFrame[]) =>
  received.filter((f) => typeof f === 'object' && 'error' in f && !('type' in f)).length;
