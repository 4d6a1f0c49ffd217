import { ProviderError } from '../provider-error.ts';
import type { ChatImage, ChatMessage, ChatRequest } from '../types.ts';

/**
 * Refuses an image on a system or assistant turn before any call: no vendor takes one there, and
 * dropping it would let the model answer as if it had seen it.
 */
export function checkImageRoles(request: ChatRequest): void {
  const misplaced = request.messages.find((m) => m.role !== 'user' && (m.images?.length ?? 0) > 0);
  if (misplaced) {
    throw new ProviderError(
      request.provider,
      'bad_request',
      `images are sent on user messages only, not on a ${misplaced.role} message`,
    );
  }
}

/** The turn's images; none (or an empty list) keeps the vendor's plain text form of the turn. */
export const imagesOf = (message: ChatMessage): readonly ChatImage[] => message.images ?? [];

/**
 * The turn as a vendor's content parts: its text (left out when empty: Anthropic refuses an empty
 * text block), then its images in order.
 */
export function contentParts<TextPart, ImagePart>(
  message: ChatMessage,
  text: (text: string) => TextPart,
  image: (image: ChatImage) => ImagePart,
): (TextPart | ImagePart)[] {
  return [...(message.content === '' ? [] : [text(message.content)]), ...imagesOf(message).map(image)];
}
