import type { ChatEvent, FinishReason, TokenUsage, ToolCall } from './types.ts';

export interface CollectedReply {
  text: string;
  /** The tool calls the model made, in order; empty when it made none. */
  toolCalls: ToolCall[];
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
  const toolCalls: ToolCall[] = [];
  let usage: TokenUsage | null = null;
  for await (const event of events) {
    if (event.type === 'delta') text += event.text;
    else if (event.type === 'tool_call') toolCalls.push(event.call);
    else if (event.type === 'usage') {
      usage = event.usage;
      onUsage?.(event.usage);
    } else return { text, toolCalls, usage, finishReason: event.finishReason };
  }
  // streamChat always ends with `done` or throws; another source might not.
  throw new Error('the event stream ended without done');
}
