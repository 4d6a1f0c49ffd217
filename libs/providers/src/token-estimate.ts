import type { ChatMessage } from './types.ts';

// An estimate, not a count: English prose averages about four characters per token in the BPE
// vocabularies of all five vendors. It overestimates code and underestimates CJK text; context-window
// accounting only needs the order of magnitude, and a real tokenizer per vendor is a heavy dependency.
const CHARS_PER_TOKEN = 4;
// Each turn costs a few tokens of role and separator markup on every vendor, and the reply is primed
// with a few more (OpenAI documents 3 and 3 for its chat format; the others are of the same size).
const TOKENS_PER_MESSAGE = 3;
const TOKENS_PER_REPLY = 3;

/** Estimated tokens of a text: its length / 4, rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Estimated prompt tokens of a conversation, markup of each turn and the reply priming included. */
export function estimateChatTokens(messages: readonly ChatMessage[]): number {
  const turns = messages.reduce((sum, message) => sum + TOKENS_PER_MESSAGE + estimateTokens(message.content), 0);
  return turns + TOKENS_PER_REPLY;
}
