import { estimateChatTokens, estimateTokens, type TokenUsage } from '@csg/providers';
import type { TextMessage } from './message-text.ts';

/** A provider that reports no usage still gets the three counts the specification promises, estimated. */
export function estimatedUsage(prompt: TextMessage[], reply: string): TokenUsage & { estimated: true } {
  const prompt_tokens = estimateChatTokens(prompt);
  const completion_tokens = estimateTokens(reply);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens, estimated: true };
}

/** `include_context_usage`: how much of the model's context window this turn used. */
export function contextUsage(usage: TokenUsage, contextWindow: number) {
  const used = usage.prompt_tokens + usage.completion_tokens;
  return {
    context_window: contextWindow,
    context_used_tokens: used,
    context_remaining_tokens: Math.max(0, contextWindow - used),
    context_used_pct: Math.round((used / contextWindow) * 10_000) / 100,
  };
}
