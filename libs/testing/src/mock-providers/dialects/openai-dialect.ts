import {
  bearer,
  contentParts,
  functionTools,
  halves,
  header,
  messagesPrompt,
  record,
  sse,
  text,
  type StreamContext,
  type WireDialect,
  type WireError,
} from './dialect.ts';
import { decodeBase64, readImages, recordImage, sniffImageType, type ImageReading } from './image-payload.ts';

const OPENAI_ERRORS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  404: { type: 'invalid_request_error', code: 'model_not_found', message: 'The model does not exist.' },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests.' },
  500: { type: 'server_error', code: null, message: 'The server had an error while processing your request.' },
};

const AZURE_ERRORS: Record<number, { code: string; message: string }> = {
  401: { code: '401', message: 'Access denied due to invalid subscription key or wrong API endpoint.' },
  404: { code: 'DeploymentNotFound', message: 'The API deployment for this resource does not exist.' },
  429: { code: '429', message: 'Requests to the ChatCompletions Operation have exceeded the rate limit.' },
};

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const DATA_URL = /^data:([^;,]*);base64,/;
const UNSUPPORTED_IMAGE: WireError = {
  status: 400,
  code: 'invalid_image_format',
  message:
    "You uploaded an unsupported image. Please make sure your image has of one the following formats: ['png', 'jpeg', 'gif', 'webp'].",
};

/** `image_url` parts as data URLs; bytes that are no image in the four formats are refused as OpenAI does. */
function openAiImages(body: unknown): ImageReading {
  const parts = contentParts(body).filter(({ part }) => part['type'] === 'image_url');
  return readImages(parts, ({ part, message, index }) => {
    const param = `messages[${message}].content[${index}].image_url.url`;
    const invalid = (got: string): WireError => ({
      status: 400,
      code: 'invalid_value',
      param,
      message: `Invalid image URL: '${param}'. Expected a base64-encoded data URL with an image MIME type (e.g. 'data:image/png;base64,aW1nIGJ5dGVzIGhlcmU='), but got ${got}.`,
    });
    const url = text(record(part['image_url'])['url']);
    // OpenAI would fetch an http(s) URL; the mock has no network to fetch it from.
    if (/^https?:/i.test(url)) return invalid('a URL this mock cannot fetch (it takes data URLs only)');
    const prefix = DATA_URL.exec(url.slice(0, 256));
    if (!prefix) return invalid("a value without the 'data:' prefix");
    const mimeType = prefix[1] ?? '';
    const bytes = decodeBase64(url.slice(prefix[0].length), { padding: 'optional' });
    if (bytes?.length === 0) return invalid('empty base64-encoded bytes');
    if (!bytes || !IMAGE_TYPES.has(mimeType) || !IMAGE_TYPES.has(sniffImageType(bytes) ?? '')) return UNSUPPORTED_IMAGE;
    return recordImage(mimeType, bytes);
  });
}

const AZURE_DEPLOYMENT = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/;

function chunk(ctx: StreamContext, choices: unknown[]) {
  return {
    id: 'chatcmpl-mock',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: ctx.model,
    system_fingerprint: 'fp_mock',
    choices,
    // With include_usage every chunk carries the field, null until the last one.
    ...(ctx.includeUsage ? { usage: null } : {}),
  };
}

const choice = (delta: unknown, finishReason: string | null = null) => ({
  index: 0,
  delta,
  logprobs: null,
  finish_reason: finishReason,
});

function usageChunk(ctx: StreamContext) {
  const { promptTokens, completionTokens, cachedTokens } = ctx.usage;
  return {
    ...chunk(ctx, []),
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: cachedTokens ?? 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0 },
    },
  };
}

/** Each call as OpenAI streams it: id and name with empty arguments, then the arguments in two pieces. */
const toolCallChunks = (ctx: StreamContext) =>
  ctx.toolCalls.flatMap((call, index) => [
    sse(
      chunk(ctx, [
        choice({
          tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
        }),
      ]),
    ),
    ...halves(call.arguments).map((part) =>
      sse(chunk(ctx, [choice({ tool_calls: [{ index, function: { arguments: part } }] })])),
    ),
  ]);

/** OpenAI chat completions, or its Azure variant (deployment in the path, `api-key`, filter results). */
export function openAiDialect(variant: 'openai' | 'azure-openai'): WireDialect {
  const azure = variant === 'azure-openai';
  const errorBody = ({ status, code, message, param }: WireError) => {
    if (azure) {
      const known = AZURE_ERRORS[status];
      return {
        error: { code: code ?? known?.code ?? String(status), message: message ?? known?.message ?? 'Request failed.' },
      };
    }
    const known = OPENAI_ERRORS[status] ?? OPENAI_ERRORS[status >= 500 ? 500 : 400];
    return {
      error: {
        message: message ?? known?.message,
        type: known?.type,
        param: param ?? null,
        code: code ?? known?.code ?? null,
      },
    };
  };
  return {
    code: variant,
    basePath: azure ? '' : '/v1',
    contentType: 'text/event-stream; charset=utf-8',
    route(method, url, body) {
      if (method !== 'POST') return undefined;
      if (!azure) return url.pathname === '/v1/chat/completions' ? text(record(body)['model']) : undefined;
      // Azure answers 404 when api-version is missing, as it does for an unknown path.
      const deployment = AZURE_DEPLOYMENT.exec(url.pathname)?.[1];
      return deployment && url.searchParams.has('api-version') ? decodeURIComponent(deployment) : undefined;
    },
    apiKey: (headers) => (azure ? header(headers, 'api-key') : bearer(headers)),
    includesUsage: (body) => record(record(body)['stream_options'])['include_usage'] === true,
    validate: (body) =>
      record(body)['stream'] === true ? undefined : { status: 400, message: 'This mock serves only stream: true.' },
    images: openAiImages,
    promptTexts: messagesPrompt,
    tools: functionTools,
    errorBody,
    authError: { status: 401 },
    open: (ctx) => [
      ...(azure
        ? [
            sse({
              id: '',
              object: '',
              created: 0,
              model: '',
              choices: [],
              prompt_filter_results: [{ prompt_index: 0 }],
            }),
          ]
        : []),
      sse(chunk(ctx, [choice({ role: 'assistant', content: '', refusal: null })])),
    ],
    delta: (content, ctx) => sse(chunk(ctx, [choice({ content })])),
    close: (ctx) => [
      ...toolCallChunks(ctx),
      sse(chunk(ctx, [choice({}, ctx.toolCalls.length > 0 ? 'tool_calls' : ctx.finishReason)])),
      ...(ctx.includeUsage ? [sse(usageChunk(ctx))] : []),
      sse('[DONE]'),
    ],
    streamError: ({ code, message }) =>
      sse({
        error: {
          message: message ?? 'The server had an error while processing your request.',
          type: 'server_error',
          param: null,
          code: code ?? null,
        },
      }),
    malformed: 'data: {"id":"chatcmpl-mock","choices":[{"delta":\n\n',
  };
}
