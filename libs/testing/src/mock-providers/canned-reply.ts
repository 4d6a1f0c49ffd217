import type { MockProviderCode, MockToolCall, MockUsage, RecordedImage } from './types.ts';

// Twelve hex digits tell apart any two images a test or a demo sends.
const SHA256_SHOWN = 12;

const describeImage = (image: RecordedImage) =>
  `${image.mimeType ?? 'unknown type'} ${image.bytes} bytes sha256 ${image.sha256.slice(0, SHA256_SHOWN)}`;

/**
 * The default reply: a fixed sentence echoing the last user turn, one word per delta, then the
 * images of the request, if any. Echoing lets a newcomer see what reached the provider (the masked
 * prompt, the redacted image's size and digest) in the gateway's answer.
 */
export function cannedDeltas(
  code: MockProviderCode,
  model: string,
  lastUser: string,
  images: readonly RecordedImage[],
): string[] {
  const seen =
    images.length === 0 ? '' : ` Images received: ${images.length} (${images.map(describeImage).join('; ')}).`;
  const reply = `Mock ${code} reply from ${model || 'an unnamed model'}. You said: ${lastUser || '(nothing)'}${seen}`;
  return reply.match(/\S+\s*/g) ?? [reply];
}

/** Default figures: about four characters per prompt token, one token per delta. */
export function cannedUsage(promptTexts: readonly string[], deltas: readonly string[]): MockUsage {
  const characters = promptTexts.reduce((sum, text) => sum + text.length, 0);
  return { promptTokens: Math.max(1, Math.ceil(characters / 4)), completionTokens: deltas.length };
}

/** The default call: the first declared tool, given the last user turn, unless a tool has just answered. */
export function cannedToolCalls(
  tools: { names: readonly string[]; afterToolResult: boolean },
  lastUser: string,
): MockToolCall[] {
  const [first] = tools.names;
  if (first === undefined || tools.afterToolResult) return [];
  return [{ name: first, arguments: JSON.stringify({ input: lastUser }) }];
}
