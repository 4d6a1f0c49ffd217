import { z } from 'zod';
import { completionBodySchema } from './chat-api.ts';
import {
  openAiMessagesSchema,
  openAiResponseFormatSchema,
  openAiToolCallDeltaSchema,
  openAiToolCallSchema,
  openAiToolChoiceSchema,
  openAiToolSchema,
} from './openai-tools.ts';

// The OpenAI-compatible surface (/v1/*) beside the specification's own: OpenAI's request and
// response shapes, with what the gateway cannot honour refused by name rather than dropped.

/** A parameter the gateway cannot honour: absent or null passes, anything else is refused with this message. */
const refused = (message: string) => z.null({ error: message }).optional();

const NO_FUNCTIONS = 'functions and function_call are deprecated by OpenAI: use tools and tool_choice';
const UNSUPPORTED = (name: string) => `${name} is not supported by this gateway`;

/** Parameters refused whatever their value: the pipeline has no way to honour them. */
const REFUSED = {
  functions: refused(NO_FUNCTIONS),
  function_call: refused(NO_FUNCTIONS),
  top_logprobs: refused('top_logprobs is not supported: the filtered reply has no logprobs'),
  logit_bias: refused(UNSUPPORTED('logit_bias')),
  stop: refused(UNSUPPORTED('stop')),
  seed: refused(UNSUPPORTED('seed')),
  presence_penalty: refused(UNSUPPORTED('presence_penalty')),
  frequency_penalty: refused(UNSUPPORTED('frequency_penalty')),
  audio: refused(UNSUPPORTED('audio output')),
  modalities: refused(UNSUPPORTED('modalities')),
  prediction: refused(UNSUPPORTED('prediction')),
};

/** The parameters refused outright or in some of their values (their errors say `unsupported_parameter`). */
export const OPENAI_UNSUPPORTED_PARAMETERS: readonly string[] = [
  ...Object.keys(REFUSED),
  'n',
  'tools',
  'tool_choice',
  'parallel_tool_calls',
  'response_format',
  'logprobs',
];

/** POST /v1/chat/completions: OpenAI's body; `provider` and `content_filter` are the gateway's own extras. */
export const openAiChatBodySchema = z
  .object({
    model: z.string().min(1).max(200),
    messages: openAiMessagesSchema,
    stream: z.boolean().nullish(),
    stream_options: z.object({ include_usage: z.boolean().optional() }).nullish(),
    temperature: z.number().min(0).max(2).nullish(),
    top_p: z.number().min(0).max(1).nullish(),
    max_tokens: z.number().int().min(1).nullish(),
    max_completion_tokens: z.number().int().min(1).nullish(),
    n: z.literal(1, { error: 'n > 1 is not supported: the gateway returns one filtered choice' }).nullish(),
    tools: z.array(openAiToolSchema).min(1).max(128).nullish(),
    tool_choice: openAiToolChoiceSchema.nullish(),
    // Every vendor may make several calls in a turn; not all of them can be told not to.
    parallel_tool_calls: z
      .literal(true, {
        error: 'parallel_tool_calls: false is not supported: not every provider can be held to one call',
      })
      .nullish(),
    response_format: openAiResponseFormatSchema.nullish(),
    logprobs: z.literal(false, { error: 'logprobs are not supported: the filtered reply has none' }).nullish(),
    ...REFUSED,
    provider: completionBodySchema.shape.provider,
    content_filter: completionBodySchema.shape.content_filter,
  })
  .meta({ examples: [{ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Say hello' }] }] });
export type OpenAiChatBody = z.infer<typeof openAiChatBodySchema>;

const usageSchema = z.object({
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  total_tokens: z.number().int().nonnegative(),
});
export type OpenAiUsage = z.infer<typeof usageSchema>;

/** The gateway's extension on a blocked choice: where it was blocked and the entity types found, never values. */
export const filterVerdictSchema = z.object({
  stage: z.enum(['input', 'output']),
  types: z.array(z.string()),
});
export type FilterVerdict = z.infer<typeof filterVerdictSchema>;

const finishReason = z.enum(['stop', 'tool_calls', 'content_filter']);

const choiceSchema = z.object({
  index: z.literal(0),
  message: z.object({
    role: z.literal('assistant'),
    content: z.string().nullable(),
    tool_calls: z.array(openAiToolCallSchema).optional(),
  }),
  finish_reason: finishReason,
  csg_filter: filterVerdictSchema.optional(),
});

export const chatCompletionSchema = z
  .object({
    id: z.string(),
    object: z.literal('chat.completion'),
    created: z.number().int(),
    model: z.string(),
    choices: z.tuple([choiceSchema]),
    usage: usageSchema,
  })
  .meta({
    examples: [
      {
        id: 'chatcmpl-00000000-0000-4000-8000-000000000001',
        object: 'chat.completion',
        created: 1768469400,
        model: 'gpt-4o-mini',
        choices: [{ index: 0, message: { role: 'assistant', content: 'Hello!' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 },
      },
    ],
  });
export type ChatCompletion = z.infer<typeof chatCompletionSchema>;

const chunkChoiceSchema = z.object({
  index: z.literal(0),
  delta: z.object({
    role: z.literal('assistant').optional(),
    content: z.string().optional(),
    tool_calls: z.array(openAiToolCallDeltaSchema).optional(),
  }),
  finish_reason: finishReason.nullable(),
  csg_filter: filterVerdictSchema.optional(),
});

/** One `data:` frame of a streamed answer; the usage frame has no choices. */
export const chatCompletionChunkSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion.chunk'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(chunkChoiceSchema).max(1),
  usage: usageSchema.optional(),
});
export type ChatCompletionChunk = z.infer<typeof chatCompletionChunkSchema>;

/** GET /v1/models. */
export const openAiModelListSchema = z
  .object({
    object: z.literal('list'),
    data: z.array(
      z.object({ id: z.string(), object: z.literal('model'), created: z.number().int(), owned_by: z.string() }),
    ),
  })
  .meta({
    examples: [{ object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model', created: 0, owned_by: 'openai' }] }],
  });
export type OpenAiModelList = z.infer<typeof openAiModelListSchema>;

/** OpenAI's error object, the body of every error on /v1/*. */
export const openAiErrorSchema = z.object({
  error: z.looseObject({
    message: z.string(),
    type: z.string(),
    param: z.string().nullable(),
    code: z.string().nullable(),
  }),
});
export type OpenAiError = z.infer<typeof openAiErrorSchema>;
