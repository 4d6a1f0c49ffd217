import { completionBodySchema, MAX_MESSAGE_CHARS } from '@csg/contracts';
import { z } from 'zod';

/**
 * POST /sessions/:id/messages: the new message, the documents it comes with (read for this turn,
 * not stored), and the chat options of `/chat/completions`, as the pipeline declares them.
 */
export const sendMessageSchema = completionBodySchema
  .pick({
    model: true,
    provider: true,
    content_filter: true,
    temperature: true,
    max_tokens: true,
    top_p: true,
    documents: true,
  })
  .extend({
    content: z
      .string()
      .max(MAX_MESSAGE_CHARS)
      .refine((v) => v.trim().length > 0, 'must not be empty'),
  })
  .meta({ examples: [{ content: 'Plan a weekend in Lisbon', model: 'gpt-4o-mini' }] });
export type SendMessage = z.infer<typeof sendMessageSchema>;
