import { PROVIDER_CODES } from '@csg/providers';
import { z } from 'zod';

/** The pipeline's own limit for one message. */
export const MAX_CONTENT_CHARS = 1_000_000;

/** POST /sessions/:id/messages: the new message and the chat options of `/chat/completions`. */
export const sendMessageSchema = z.object({
  content: z
    .string()
    .max(MAX_CONTENT_CHARS)
    .refine((v) => v.trim().length > 0, 'must not be empty'),
  model: z.string().min(1).max(200),
  provider: z.enum(PROVIDER_CODES).optional(),
  content_filter: z.string().min(1).max(64).optional(),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().min(1).optional(),
  top_p: z.number().min(0).max(1).optional(),
});

export type SendMessage = z.infer<typeof sendMessageSchema>;
