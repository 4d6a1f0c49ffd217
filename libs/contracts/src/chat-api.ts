import { z } from 'zod';
import { contentFilterSchema } from './detect-api.ts';
import { DOCUMENT_FILE_TYPES } from './document-analysis-api.ts';

/** The five provider codes of the specification: a request's `provider`, a credential's, a catalogue model's. */
export const PROVIDER_CODES = ['openai', 'azure-openai', 'anthropic', 'google', 'ollama'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

/** A prompt is at most 1 MB of text per message: bounded detection time, well inside the 50 MB body limit. */
export const MAX_MESSAGE_CHARS = 1_000_000;
export const MAX_MESSAGES = 500;

const textPart = z.object({ type: z.literal('text'), text: z.string().max(MAX_MESSAGE_CHARS) });

/**
 * OpenAI's image part (architecture.md "Contracts for images and documents in chat"). The URL is
 * checked by the pipeline, not here: a remote URL is a 400 with its own message, since the gateway
 * inspects only what it holds.
 */
export const imageUrlPartSchema = z.object({
  type: z.literal('image_url'),
  image_url: z.object({ url: z.string().min(1), detail: z.enum(['auto', 'low', 'high']).optional() }),
});
export type ImageUrlPart = z.infer<typeof imageUrlPartSchema>;

/** A document as a content part or an entry of `documents`: its type, an optional name, base64 data. */
export const documentPartSchema = z.object({
  type: z.enum(DOCUMENT_FILE_TYPES),
  name: z.string().min(1).max(255).optional(),
  data: z.string().min(1),
});
export type DocumentPart = z.infer<typeof documentPartSchema>;

const contentPart = z.discriminatedUnion('type', [textPart, imageUrlPartSchema, documentPartSchema]);

export const messageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant']),
  content: z.union([z.string().max(MAX_MESSAGE_CHARS), z.array(contentPart).min(1).max(100)]),
});
export type ChatMessage = z.infer<typeof messageSchema>;

/** The request table of POST /chat/completions; unknown fields are stripped, `stream` is ignored. */
export const completionBodySchema = z
  .object({
    model: z.string().min(1).max(200),
    messages: z.array(messageSchema).min(1).max(MAX_MESSAGES),
    provider: z.enum(PROVIDER_CODES).optional(),
    temperature: z.number().min(0).max(2).optional(),
    max_tokens: z.number().int().min(1).optional(),
    top_p: z.number().min(0).max(1).optional(),
    content_filter: contentFilterSchema.optional(),
    contexts: z.array(z.string().max(MAX_MESSAGE_CHARS)).max(100).optional(),
    documents: z.array(documentPartSchema).max(50).optional(),
    session_id: z.uuid().optional(),
    include_context_usage: z.boolean().optional(),
    stream: z.boolean().optional(),
  })
  .meta({ examples: [{ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Say hello' }] }] });
export type CompletionBody = z.infer<typeof completionBodySchema>;
