import { PROVIDER_CODES } from '@csg/providers';
import { z } from 'zod';

export const DOCUMENT_PART_TYPES = ['pdf', 'docx', 'txt', 'csv', 'xlsx'] as const;

/** A prompt is at most 1 MB of text per message: bounded detection time, well inside the 50 MB body limit. */
export const MAX_MESSAGE_CHARS = 1_000_000;
export const MAX_MESSAGES = 500;

const textPart = z.object({ type: z.literal('text'), text: z.string().max(MAX_MESSAGE_CHARS) });
// Image and document parts are validated here and refused by the service until media analysis can
// inspect them: nothing uninspected may reach a provider.
const imagePart = z.looseObject({ type: z.enum(['image_url', 'image']) });
const documentPart = z.looseObject({ type: z.enum(DOCUMENT_PART_TYPES) });
const contentPart = z.discriminatedUnion('type', [textPart, imagePart, documentPart]);

export const messageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.union([z.string().max(MAX_MESSAGE_CHARS), z.array(contentPart).min(1).max(100)]),
});

/** The request table of POST /chat/completions; unknown fields are stripped, `stream` is ignored. */
export const completionBodySchema = z.object({
  model: z.string().min(1).max(200),
  messages: z.array(messageSchema).min(1).max(MAX_MESSAGES),
  provider: z.enum(PROVIDER_CODES).optional(),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().min(1).optional(),
  top_p: z.number().min(0).max(1).optional(),
  content_filter: z.string().min(1).max(64).optional(),
  contexts: z.array(z.string().max(MAX_MESSAGE_CHARS)).max(100).optional(),
  documents: z.array(z.unknown()).max(50).optional(),
  session_id: z.uuid().optional(),
  include_context_usage: z.boolean().optional(),
  stream: z.boolean().optional(),
});

export type CompletionBody = z.infer<typeof completionBodySchema>;
export type ChatMessage = z.infer<typeof messageSchema>;

/**
 * A session's turn, sent by the sessions app: the session's history and the new message, the
 * session it belongs to, and the id the new message will be stored under.
 */
export const sessionTurnBodySchema = completionBodySchema
  .omit({ contexts: true, documents: true, stream: true })
  .extend({ session_id: z.uuid(), message_id: z.uuid() });
