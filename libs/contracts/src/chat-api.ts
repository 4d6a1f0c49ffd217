import { z } from 'zod';
import { contentFilterSchema } from './detect-api.ts';

/** The five provider codes of the specification: a request's `provider`, a credential's, a catalogue model's. */
export const PROVIDER_CODES = ['openai', 'azure-openai', 'anthropic', 'google', 'ollama'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

export const DOCUMENT_PART_TYPES = ['pdf', 'docx', 'txt', 'csv', 'xlsx'] as const;

/** A prompt is at most 1 MB of text per message: bounded detection time, well inside the 50 MB body limit. */
export const MAX_MESSAGE_CHARS = 1_000_000;
export const MAX_MESSAGES = 500;

const textPart = z.object({ type: z.literal('text'), text: z.string().max(MAX_MESSAGE_CHARS) });
// Image and document parts are validated here and refused by the pipeline until media analysis can
// inspect them: nothing uninspected may reach a provider.
const imagePart = z.looseObject({ type: z.enum(['image_url', 'image']) });
const documentPart = z.looseObject({ type: z.enum(DOCUMENT_PART_TYPES) });
const contentPart = z.discriminatedUnion('type', [textPart, imagePart, documentPart]);

export const messageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.union([z.string().max(MAX_MESSAGE_CHARS), z.array(contentPart).min(1).max(100)]),
});
export type ChatMessage = z.infer<typeof messageSchema>;

/** The request table of POST /chat/completions; unknown fields are stripped, `stream` is ignored. */
export const completionBodySchema = z.object({
  model: z.string().min(1).max(200),
  messages: z.array(messageSchema).min(1).max(MAX_MESSAGES),
  provider: z.enum(PROVIDER_CODES).optional(),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().min(1).optional(),
  top_p: z.number().min(0).max(1).optional(),
  content_filter: contentFilterSchema.optional(),
  contexts: z.array(z.string().max(MAX_MESSAGE_CHARS)).max(100).optional(),
  documents: z.array(z.unknown()).max(50).optional(),
  session_id: z.uuid().optional(),
  include_context_usage: z.boolean().optional(),
  stream: z.boolean().optional(),
});
export type CompletionBody = z.infer<typeof completionBodySchema>;
