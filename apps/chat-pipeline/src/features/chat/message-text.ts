import { HttpError } from '@csg/errors';
import type { ChatMessage, CompletionBody } from '@csg/contracts';

/** A conversation turn as providers receive it: the text of its parts, in order. */
export interface TextMessage {
  role: ChatMessage['role'];
  content: string;
}

/**
 * Flattens content parts to text. Image and document content must be inspected and redacted
 * before it reaches a model; this deployment cannot do that yet, so such requests are refused
 * rather than forwarded uninspected.
 */
export function toTextMessages(body: Pick<CompletionBody, 'messages' | 'documents'>): TextMessage[] {
  if (body.documents && body.documents.length > 0) {
    throw new HttpError(400, 'Documents cannot be inspected by this deployment; send their text as message content');
  }
  return body.messages.map(({ role, content }) => {
    if (typeof content === 'string') return { role, content };
    const texts: string[] = [];
    for (const part of content) {
      if (part.type !== 'text') {
        throw new HttpError(
          400,
          `Content parts of type "${part.type}" cannot be inspected by this deployment; send text parts`,
        );
      }
      texts.push(part.text);
    }
    return { role, content: texts.join('\n') };
  });
}
