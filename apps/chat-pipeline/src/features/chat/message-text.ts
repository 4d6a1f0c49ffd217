import type { CompletionBody } from '@csg/contracts';
import type { ChatMessage } from '@csg/providers';

/** A conversation turn as providers receive it: its text, and the images inspected for it (if any). */
export type TextMessage = ChatMessage;

/**
 * Each message's text parts joined in order. Image and document parts are not text: they are read
 * and inspected by media analysis (chat-media) and join the turn as redacted images and masked
 * context, never as they were sent.
 */
export function toTextMessages(body: Pick<CompletionBody, 'messages'>): TextMessage[] {
  return body.messages.map(({ role, content }) => {
    if (typeof content === 'string') return { role, content };
    const texts: string[] = [];
    for (const part of content) if (part.type === 'text') texts.push(part.text);
    return { role, content: texts.join('\n') };
  });
}
