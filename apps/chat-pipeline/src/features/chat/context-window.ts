import { estimateChatTokens } from '@csg/providers';
import type { TextMessage } from './message-text.ts';

/** Room left for the reply when the request names no `max_tokens`: an eighth of the window, at most 4096 tokens. */
export function replyReserve(contextWindow: number, maxTokens: number | undefined): number {
  return maxTokens ?? Math.min(4_096, Math.floor(contextWindow / 8));
}

/**
 * A conversation cut to fit the model's window with `reserve` tokens left for the reply: system
 * messages and the last message always stay, the oldest of the rest go first, and an assistant
 * turn is never left leading the history without the user turn it answered. When the kept
 * messages alone exceed the window they are still sent: the provider answers with its own error
 * rather than the gateway dropping the message the caller just wrote.
 */
export function fitToWindow(messages: readonly TextMessage[], contextWindow: number, reserve: number): TextMessage[] {
  const budget = contextWindow - reserve;
  let total = estimateChatTokens(messages);
  if (messages.length <= 1 || total <= budget) return [...messages];

  const last = messages.length - 1;
  const overhead = estimateChatTokens([]);
  const cost = (m: TextMessage) => estimateChatTokens([m]) - overhead;
  const dropped = new Set<number>();
  for (let i = 0; i < last && total > budget; i++) {
    if (messages[i]?.role === 'system') continue;
    dropped.add(i);
    total -= cost(messages[i] as TextMessage);
  }
  // The history must open with a user turn: drop the assistant replies now leading it.
  for (let i = 0; i < last; i++) {
    const message = messages[i] as TextMessage;
    if (message.role === 'system' || dropped.has(i)) continue;
    if (message.role !== 'assistant') break;
    dropped.add(i);
  }
  return messages.filter((_, i) => !dropped.has(i));
}
