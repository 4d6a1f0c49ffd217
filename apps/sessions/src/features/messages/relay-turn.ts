import type { StoredTurn } from '@csg/session-store';
import {
  contentRejectedEventSchema,
  errorFrameSchema,
  filteredResponseEventSchema,
  outputContentRejectedEventSchema,
  userMessageProcessedEventSchema,
  type SseEvent,
  type SseMessage,
  type SseStream,
} from '@csg/sse';
import { z } from 'zod';

/** How the pipeline's stream ended: `[DONE]` after a whole turn, or a failure (error frame, cut short). */
export interface RelayResult {
  ended: 'done' | 'failed';
  /** What to store; null when the turn produced no exchange (a locked user, a failure). */
  turn: StoredTurn | null;
}

/**
 * The events whose text the session stores, read with the pipeline's own event schemas but only
 * for the fields stored: an event that gains a field in a newer pipeline still relays and stores
 * during a rolling update. The pipeline's contract tests hold its events to the whole schema.
 */
const storedEventSchema = z.union([
  userMessageProcessedEventSchema.pick({ type: true, message_id: true, masked_content: true }).strip(),
  filteredResponseEventSchema.pick({ id: true, content: true }).strip(),
  contentRejectedEventSchema.pick({ type: true, error: true }).strip(),
  outputContentRejectedEventSchema.pick({ type: true, message: true }).strip(),
]);

/**
 * Forwards the pipeline's events to the client as they come (token_usage before the answer) and
 * collects what the session keeps: the masked message of `user_message_processed`, and the answer
 * or the rejection. `[DONE]` and a failure are left to the caller, which stores the turn first.
 */
export async function relayTurn(
  events: AsyncIterable<SseMessage>,
  client: SseStream,
  messageId: string,
): Promise<RelayResult> {
  let user: string | undefined;
  let reply: { content: string; rejected: boolean } | undefined;
  let done = false;
  for await (const message of events) {
    // After [DONE] the pipeline's body is read to its end: one left early is destroyed, which builds
    // an AbortError with its stack trace on every turn.
    if (done) continue;
    if (message.done) {
      done = true;
      continue;
    }
    // The pipeline's generic error frame: the caller writes its own, once, and stores nothing.
    if (errorFrameSchema.safeParse(message.data).success) return { ended: 'failed', turn: null };
    // The events are the pipeline's, relayed as it wrote them.
    client.send(message.data as SseEvent);
    const event = storedEventSchema.safeParse(message.data).data;
    if (event === undefined) continue;
    if ('id' in event) reply = { content: event.content, rejected: false };
    else if (event.type === 'user_message_processed') {
      if (event.message_id === messageId) user = event.masked_content;
    } else if (event.type === 'content_rejected') reply = { content: event.error, rejected: true };
    else reply = { content: event.message, rejected: true };
  }
  if (!done) return { ended: 'failed', turn: null };
  const turn =
    user !== undefined && reply
      ? { userMessageId: messageId, user, assistant: reply.content, rejected: reply.rejected }
      : null;
  return { ended: 'done', turn };
}
