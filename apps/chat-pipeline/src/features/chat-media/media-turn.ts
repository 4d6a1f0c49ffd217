import type { ReportedEntity } from '@csg/contracts';
import { strongestAction } from '@csg/detection-engine';
import { CHAT_IMAGE_MIME_TYPES, type ChatImage, type ChatImageMimeType } from '@csg/providers';
import type { DocumentsProcessedEvent } from '@csg/sse';
import type { InputVerdict } from '../chat/input-filter.ts';
import type { TextMessage } from '../chat/message-text.ts';
import type { ChatMedia } from './chat-media.ts';

/** Event 3: one summary per document, in the order they were sent; absent when there were none. */
export function documentsProcessedEvent(media: ChatMedia): DocumentsProcessedEvent | undefined {
  if (media.documents.length === 0) return undefined;
  return {
    type: 'documents_processed',
    count: media.documents.length,
    summaries: media.documents.map(({ inspected: { name, type, pages, characters, piiCount, action } }) => ({
      name,
      type,
      pages,
      characters,
      piiCount,
      action,
    })),
    processing_time_ms: media.processingTimeMs,
  };
}

/** The documents as one message of context: each introduced by its name, masked values as placeholders. */
function documentContext(media: ChatMedia): TextMessage | undefined {
  if (media.documents.length === 0) return undefined;
  const sections = media.documents.map(
    ({ inspected }, i) => `[Document ${i + 1}: ${inspected.name} (${inspected.type})]\n${inspected.maskedText}`,
  );
  return { role: 'user', content: `Documents attached to this conversation:\n\n${sections.join('\n\n')}` };
}

/** Media analysis answers only the formats providers take; anything else is a broken contract, not input. */
function chatImage({ mimeType, data }: { mimeType: string; data: string }): ChatImage {
  if (!(CHAT_IMAGE_MIME_TYPES as readonly string[]).includes(mimeType)) {
    throw new Error(`media analysis answered an image type no provider takes: ${mimeType}`);
  }
  return { mimeType: mimeType as ChatImageMimeType, data };
}

/**
 * The input verdict with the attachments in it: their findings (offsets into the attachment's own
 * text, so without a message index) and action join the prompt's; the provider is sent each image
 * as inspected (painted, metadata stripped) on its message, and the documents' masked text as a
 * message just before the user's turn.
 */
export function withMedia(input: InputVerdict, media: ChatMedia): InputVerdict {
  if (media.documents.length === 0 && media.images.length === 0) return input;
  const found = [...media.documents, ...media.images].map(({ inspected }) => inspected);
  const entities: ReportedEntity[] = found.flatMap((inspected) =>
    inspected.entities.map(({ message_index: _index, ...entity }) => entity),
  );
  const messages = input.messages.map((message, index) => {
    const images = media.images
      .filter((image) => image.messageIndex === index)
      .map(({ inspected }) => chatImage(inspected));
    return images.length > 0 ? { ...message, images } : message;
  });
  const context = documentContext(media);
  if (context)
    messages.splice(
      Math.max(
        0,
        messages.findLastIndex((m) => m.role === 'user'),
      ),
      0,
      context,
    );
  return {
    ...input,
    action: strongestAction([input.action, ...found.map((inspected) => inspected.action)]),
    messages,
    entities: [...input.entities, ...entities],
  };
}
