import type { ChatEvent, FinishReason, TokenUsage } from './types.ts';

export interface CollectedReply {
  text: string;
  /** The vendor's final figures; null when it reported none (the caller may estimate them). */
  usage: TokenUsage | null;
  finishReason: FinishReason;
}

/**
 * Buffers a stream into the whole reply, the way the gateway answers (output filters need all of
 * it). `onUsage` sees every usage report as it arrives, for callers that forward it early.
 */
export async function collectReply(
  events: AsyncIterable<ChatEvent>,
  onUsage?: (usage: TokenUsage) => void,
): Promise<CollectedReply> {
  let text = '';
  let usage: TokenUsage | null = null;
  for await (const event of events) {
    if (event.type === 'delta') text += event.text;
    else if (event.type === 'usage') {
      usage = event.usage;
      onUsage?.(event.usage);
    } else return { text, usage, finishReason: event.finishReason };
  }
  // streamChat always ends with `done` or throws; another source might not.
  throw new Error('the event stream ended without done');
}
