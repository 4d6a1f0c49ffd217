import type { MockProviderCode, MockUsage } from './types.ts';

/**
 * The default reply: a fixed sentence echoing the last user turn, one word per delta. Echoing lets
 * a newcomer see what reached the provider (the masked prompt) in the gateway's answer.
 */
export function cannedDeltas(code: MockProviderCode, model: string, lastUser: string): string[] {
  const reply = `Mock ${code} reply from ${model || 'an unnamed model'}. You said: ${lastUser || '(nothing)'}`;
  return reply.match(/\S+\s*/g) ?? [reply];
}

/** Default figures: about four characters per prompt token, one token per delta. */
export function cannedUsage(promptTexts: readonly string[], deltas: readonly string[]): MockUsage {
  const characters = promptTexts.reduce((sum, text) => sum + text.length, 0);
  return { promptTokens: Math.max(1, Math.ceil(characters / 4)), completionTokens: deltas.length };
}
