import { randomUUID } from 'node:crypto';
import { sessionNotFound } from '@csg/errors';
import type { SseStream } from '@csg/sse';
import type { TurnsRepo } from '@csg/session-store';
import type { ChatPipelineClient, TurnResponse } from './chat-pipeline.client.ts';
import type { SendMessage } from './messages.schemas.ts';
import { relayTurn, type RelayResult } from './relay-turn.ts';

/** The caller of a turn as the pipeline must see it: the same identity, address and request id. */
export interface TurnCaller {
  tenantId: string;
  authorization: string;
  clientAddress: string;
  requestId: string;
}

/** The client's end of the turn. */
export interface TurnClient {
  /** Aborted when the client goes away: the pipeline call is aborted and nothing is stored. */
  signal: AbortSignal;
  /** Starts the event stream; before this the answer can still be a JSON error. */
  openStream(): SseStream;
}

export type Refusal = Extract<TurnResponse, { kind: 'refused' }>;

interface Deps {
  turns: TurnsRepo;
  pipeline: Pick<ChatPipelineClient, 'openTurn'>;
  log: { error: (details: object, message: string) => void };
}

/**
 * One message of a session: the session's history and the new message go through the chat
 * pipeline, its events go to the client, and the exchange is stored only once the pipeline has
 * finished the turn, before the client's `[DONE]`. A turn that fails or that the client abandons
 * stores nothing.
 */
export function createMessagesService({ turns, pipeline, log }: Deps) {
  const send = async (
    caller: TurnCaller,
    sessionId: string,
    message: SendMessage,
    client: TurnClient,
  ): Promise<Refusal | undefined> => {
    const messageId = randomUUID();
    // A turn can fail while its pipeline call still runs (its database connection died under it):
    // the client then has its error frame, and the provider's reply is stopped rather than paid for.
    const abandoned = new AbortController();
    let stream: SseStream | undefined;
    let refusal: Refusal | undefined;
    let relayed: RelayResult | undefined;
    try {
      const found = await turns.run(caller.tenantId, sessionId, async (history) => {
        const { content, ...options } = message;
        const answer = await pipeline.openTurn({
          body: {
            ...options,
            messages: [...history, { role: 'user', content }],
            session_id: sessionId,
            message_id: messageId,
          },
          authorization: caller.authorization,
          clientAddress: caller.clientAddress,
          requestId: caller.requestId,
          signal: AbortSignal.any([client.signal, abandoned.signal]),
        });
        if (answer.kind === 'refused') {
          refusal = answer;
          return null;
        }
        stream = client.openStream();
        relayed = await relayTurn(answer.events, stream, messageId);
        return relayed.turn;
      });
      if (!found) throw sessionNotFound();
    } catch (error) {
      abandoned.abort();
      // A client gone before the stream opened gets no answer; nothing was stored.
      if (!stream && client.signal.aborted) return undefined;
      if (!stream) throw error;
      if (!client.signal.aborted) log.error({ err: { type: errorName(error) } }, 'session turn failed');
      stream.fail();
      return undefined;
    }
    if (refusal) return refusal;
    if (relayed?.ended === 'done') stream?.done();
    else stream?.fail();
    return undefined;
  };

  return { send };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

/** The error's class name only: a message could quote the prompt. */
const errorName = (error: unknown) => (error instanceof Error ? error.name : typeof error);
