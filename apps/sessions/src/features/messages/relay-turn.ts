import type { StoredTurn } from '@csg/session-store';
import type { SseEvent, SseMessage, SseStream } from '@csg/sse';

/** How the pipeline's stream ended: `[DONE]` after a whole turn, or a failure (error frame, cut short). */
export interface RelayResult {
  ended: 'done' | 'failed';
  /** What to store; null when the turn produced no exchange (a locked user, a failure). */
  turn: StoredTurn | null;
}

type Frame = Record<string, unknown>;

const isErrorFrame = (frame: Frame) => 'error' in frame && frame['type'] === undefined;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

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
    const frame = message.data as Frame;
    // The pipeline's generic error frame: the caller writes its own, once, and stores nothing.
    if (isErrorFrame(frame)) return { ended: 'failed', turn: null };
    client.send(frame as SseEvent);

    if (frame['type'] === 'user_message_processed' && frame['message_id'] === messageId) {
      user = text(frame['masked_content']);
    } else if (frame['id'] === 'filtered-response') {
      reply = { content: text(frame['content']), rejected: false };
    } else if (frame['type'] === 'content_rejected') {
      reply = { content: text(frame['error']), rejected: true };
    } else if (frame['type'] === 'output_content_rejected') {
      reply = { content: text(frame['message']), rejected: true };
    }
  }
  if (!done) return { ended: 'failed', turn: null };
  const turn =
    user !== undefined && reply
      ? { userMessageId: messageId, user, assistant: reply.content, rejected: reply.rejected }
      : null;
  return { ended: 'done', turn };
}
