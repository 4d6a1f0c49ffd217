import type { CompletionBody, DocumentPart, InspectedDocument, InspectedImage } from '@csg/contracts';
import { badRequest } from '@csg/errors';
import type { MediaAnalysisClient, MediaCaller } from './media-analysis.client.ts';

export const REMOTE_IMAGE_MESSAGE =
  'Remote image URLs are not accepted: send the image as a data URI (data:image/png;base64,…)';
export const IMAGE_ROLE_MESSAGE = 'Images may only be sent in user messages';

/** A chat document inspected, with where it came from: a message's content part, or `documents`. */
export interface ChatDocument {
  messageIndex?: number;
  inspected: InspectedDocument;
}

export interface ChatImage {
  messageIndex: number;
  inspected: InspectedImage;
}

/** What the turn's attachments hold, as media-analysis read them; empty for a text-only turn. */
export interface ChatMedia {
  documents: ChatDocument[];
  images: ChatImage[];
  processingTimeMs: number;
}

export const NO_MEDIA: ChatMedia = { documents: [], images: [], processingTimeMs: 0 };

interface Attachments {
  documents: { messageIndex?: number; part: DocumentPart }[];
  images: { messageIndex: number; url: string }[];
}

/**
 * The documents and images of a request, in order. Checked before anything is read: a remote image
 * URL (the gateway inspects only what it holds) and an image outside a user message are 400.
 */
export function attachmentsOf(body: Pick<CompletionBody, 'messages' | 'documents'>): Attachments {
  const found: Attachments = {
    documents: (body.documents ?? []).map((part) => ({ part })),
    images: [],
  };
  body.messages.forEach(({ role, content }, messageIndex) => {
    if (typeof content === 'string') return;
    for (const part of content) {
      if (part.type === 'text') continue;
      if (part.type !== 'image_url') {
        found.documents.push({ messageIndex, part });
        continue;
      }
      if (role !== 'user') throw badRequest(IMAGE_ROLE_MESSAGE);
      if (!/^data:/i.test(part.image_url.url)) throw badRequest(REMOTE_IMAGE_MESSAGE);
      found.images.push({ messageIndex, url: part.image_url.url });
    }
  });
  return found;
}

/**
 * Has media-analysis read every attachment with the request's filter, one after another (its OCR
 * queue is shared by the fleet; a burst from one turn must not crowd others out).
 */
export async function inspectChatMedia(
  attachments: Attachments,
  client: Pick<MediaAnalysisClient, 'inspectDocument' | 'inspectImage'>,
  caller: MediaCaller | undefined,
  contentFilter: string | undefined,
): Promise<ChatMedia> {
  if (attachments.documents.length === 0 && attachments.images.length === 0) return NO_MEDIA;
  // Never forwarded uninspected, never silently dropped: a caller that cannot be named is a bug.
  if (!caller) throw new Error('attachments to inspect, but no caller to inspect them for');
  const began = performance.now();
  const filter = contentFilter === undefined ? {} : { content_filter: contentFilter };
  const documents: ChatDocument[] = [];
  for (const { messageIndex, part } of attachments.documents) {
    const inspected = await client.inspectDocument({ ...part, ...filter }, caller);
    documents.push({ ...(messageIndex === undefined ? {} : { messageIndex }), inspected });
  }
  const images: ChatImage[] = [];
  for (const { messageIndex, url } of attachments.images) {
    images.push({ messageIndex, inspected: await client.inspectImage({ image: url, ...filter }, caller) });
  }
  return { documents, images, processingTimeMs: Math.round(performance.now() - began) };
}
