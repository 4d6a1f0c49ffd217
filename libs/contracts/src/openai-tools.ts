import { z } from 'zod';
import { MAX_MESSAGE_CHARS, MAX_MESSAGES, messageSchema } from './chat-api.ts';

// Tool calling on the OpenAI-compatible surface: OpenAI's shapes for functions, the calls a model
// makes, and the conversation turns that carry them.

const functionName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'a function name is 1-64 of A-Z a-z 0-9 _ -' });
/** A JSON Schema, passed to the vendor as given. */
const jsonSchema = z.record(z.string(), z.unknown());

export const openAiToolSchema = z.object({
  type: z.literal('function'),
  function: z.object({
    name: functionName,
    description: z.string().max(10_000).optional(),
    parameters: jsonSchema.optional(),
    strict: z.boolean().nullish(),
  }),
});

export const openAiToolChoiceSchema = z.union([
  z.enum(['auto', 'none', 'required']),
  z.object({ type: z.literal('function'), function: z.object({ name: functionName }) }),
]);

export const openAiResponseFormatSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text') }),
  z.object({ type: z.literal('json_object') }),
  z.object({
    type: z.literal('json_schema'),
    json_schema: z.object({
      name: functionName,
      description: z.string().max(10_000).optional(),
      schema: jsonSchema.optional(),
      strict: z.boolean().nullish(),
    }),
  }),
]);

/** A call the model made, as OpenAI returns it and as clients send it back in the conversation. */
export const openAiToolCallSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('function'),
  function: z.object({ name: z.string().max(64), arguments: z.string().max(MAX_MESSAGE_CHARS) }),
});
export type OpenAiToolCall = z.infer<typeof openAiToolCallSchema>;

/** A streamed call: the whole call in one fragment, since the gateway answers after filtering it. */
export const openAiToolCallDeltaSchema = openAiToolCallSchema.extend({ index: z.number().int().nonnegative() });

/** The conversation turns: the specification's three roles, plus assistant calls and tool results. */
export const openAiMessagesSchema = z
  .array(
    // By role, so an unknown role is refused naming `role` (a plain union names only the message).
    z.discriminatedUnion('role', [
      messageSchema.extend({ role: z.enum(['system', 'user']) }),
      z.object({
        role: z.literal('assistant'),
        content: messageSchema.shape.content.nullish(),
        tool_calls: z.array(openAiToolCallSchema).min(1).max(128).optional(),
      }),
      // A tool's result is text: media in it would reach the model on a turn no vendor takes it on.
      z.object({
        role: z.literal('tool'),
        tool_call_id: z.string().min(1).max(200),
        content: z.union([
          z.string().max(MAX_MESSAGE_CHARS),
          z
            .array(z.object({ type: z.literal('text'), text: z.string().max(MAX_MESSAGE_CHARS) }))
            .min(1)
            .max(100),
        ]),
      }),
    ]),
  )
  .min(1)
  .max(MAX_MESSAGES);
export type OpenAiMessage = z.infer<typeof openAiMessagesSchema>[number];
