import type { ChatMessage } from './types.ts';

// An estimate, not a count: English prose averages about four characters per token in the BPE
// vocabularies of all five vendors. It overestimates code and underestimates CJK text; context-window
// accounting only needs the order of magnitude, and a real tokenizer per vendor is a heavy dependency.
const CHARS_PER_TOKEN = 4;
// Each turn costs a few tokens of role and separator markup on every vendor, and the reply is primed
// with a few more (OpenAI documents 3 and 3 for its chat format; the others are of the same size).
const TOKENS_PER_MESSAGE = 3;
const TOKENS_PER_REPLY = 3;
// An image costs what the vendor makes of it after its own downscaling, from its pixel size: up to
// about 1,600 tokens on Anthropic (width × height / 750, images past ~1.15 megapixels resized down),
// 765 for a 1024×1024 image at OpenAI's default detail (85 + 170 per 512-px tile), 258 per 768-px
// tile on Gemini. The size is not read here, so the estimate takes the largest usual figure: an
// underestimate overflows the window, an overestimate only drops one more old turn.
export const TOKENS_PER_IMAGE = 1_600;

/** Estimated tokens of a text: its length / 4, rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Estimated prompt tokens of a conversation: markup of each turn, its text and images, the reply priming. */
export function estimateChatTokens(messages: readonly ChatMessage[]): number {
  const turns = messages.reduce(
    (sum, message) =>
      sum + TOKENS_PER_MESSAGE + estimateTokens(message.content) + TOKENS_PER_IMAGE * (message.images?.length ?? 0),
    0,
  );
  return turns + TOKENS_PER_REPLY;
}
