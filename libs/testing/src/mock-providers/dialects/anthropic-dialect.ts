import {
  contentParts,
  contentText,
  halves,
  header,
  list,
  record,
  sse,
  text,
  type StreamContext,
  type WireDialect,
  type WireError,
} from './dialect.ts';
import { decodeBase64, readImages, recordImage, sniffImageType, type ImageReading } from './image-payload.ts';

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

const STOP_REASONS = { stop: 'end_turn', length: 'max_tokens', content_filter: 'refusal' } as const;

const errorJson = (type: string, message: string) => ({
  type: 'error',
  error: { type, message },
  request_id: 'req_mock',
});

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** `image` blocks with a base64 source, checked field by field under the path Anthropic's messages name. */
function anthropicImages(body: unknown): ImageReading {
  const blocks = contentParts(body).filter(({ part }) => part['type'] === 'image');
  return readImages(blocks, ({ part, message, index }) => {
    const path = `messages.${message}.content.${index}.image.source`;
    const refuse = (problem: string): WireError => ({ status: 400, message: `${path}${problem}` });
    const source = record(part['source']);
    // Anthropic would fetch a `url` source; the mock has no network to fetch it from.
    if (source['type'] !== 'base64') return refuse('.type: this mock takes base64 image sources only');
    const mediaType = text(source['media_type']);
    if (!IMAGE_TYPES.has(mediaType)) {
      return refuse(".base64.media_type: Input should be 'image/jpeg', 'image/png', 'image/gif' or 'image/webp'");
    }
    const data = text(source['data']);
    if (data === '') return refuse('.base64: image cannot be empty');
    const bytes = decodeBase64(data, { padding: 'optional' });
    if (!bytes) return refuse('.base64.data: invalid base64 data');
    if (sniffImageType(bytes) !== mediaType) {
      return refuse(`.base64.data: Image does not match the provided media type ${mediaType}`);
    }
    return recordImage(mediaType, bytes);
  });
}

/** Anthropic's input_tokens leaves out what was read from or written to the prompt cache. */
function startUsage({ usage }: StreamContext) {
  const cacheRead = usage.cachedTokens ?? 0;
  const cacheCreation = usage.cacheCreationTokens ?? 0;
  return {
    input_tokens: usage.promptTokens - cacheRead - cacheCreation,
    cache_creation_input_tokens: cacheCreation,
    cache_read_input_tokens: cacheRead,
    output_tokens: 1,
  };
}

/** Each call a tool_use block after the text block: id and name at its start, the input in two fragments. */
const toolUseBlocks = (ctx: StreamContext) =>
  ctx.toolCalls.flatMap((call, i) => {
    const index = i + 1;
    return [
      sse(
        {
          type: 'content_block_start',
          index,
          content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
        },
        'content_block_start',
      ),
      ...halves(call.arguments).map((partial_json) =>
        sse(
          { type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } },
          'content_block_delta',
        ),
      ),
      sse({ type: 'content_block_stop', index }, 'content_block_stop'),
    ];
  });

/** The Messages API: typed SSE events, usage first in message_start, final output count in message_delta. */
export function anthropicDialect(): WireDialect {
  return {
    code: 'anthropic',
    basePath: '',
    contentType: 'text/event-stream; charset=utf-8',
    route: (method, url, body) =>
      method === 'POST' && url.pathname === '/v1/messages' ? text(record(body)['model']) : undefined,
    apiKey: (headers) => header(headers, 'x-api-key'),
    includesUsage: () => true,
    validate(body, headers) {
      if (!header(headers, 'anthropic-version'))
        return { status: 400, message: 'anthropic-version: header is required' };
      if (typeof record(body)['max_tokens'] !== 'number') return { status: 400, message: 'max_tokens: Field required' };
      return record(body)['stream'] === true
        ? undefined
        : { status: 400, message: 'This mock serves only stream: true.' };
    },
    images: anthropicImages,
    promptTexts(body) {
      const messages = list(record(body)['messages']).map(record);
      const users = messages.filter((m) => m['role'] === 'user');
      const system = text(record(body)['system']);
      return {
        all: [...(system ? [system] : []), ...messages.map((m) => contentText(m['content']))],
        lastUser: contentText(users.at(-1)?.['content']),
      };
    },
    tools(body) {
      const last = record(list(record(body)['messages']).at(-1));
      return {
        names: list(record(body)['tools']).map((tool) => text(record(tool)['name'])),
        afterToolResult: list(last['content']).some((block) => record(block)['type'] === 'tool_result'),
      };
    },
    errorBody: ({ status, code, message }) =>
      errorJson(
        code ?? ERROR_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error'),
        message ?? 'Request failed.',
      ),
    authError: { status: 401, message: 'invalid x-api-key' },
    open: (ctx) => [
      sse(
        {
          type: 'message_start',
          message: {
            id: 'msg_mock',
            type: 'message',
            role: 'assistant',
            model: ctx.model,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: startUsage(ctx),
          },
        },
        'message_start',
      ),
      sse({ type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } }, 'content_block_start'),
      sse({ type: 'ping' }, 'ping'),
    ],
    delta: (content) =>
      sse(
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: content } },
        'content_block_delta',
      ),
    close: (ctx) => [
      sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
      ...toolUseBlocks(ctx),
      sse(
        {
          type: 'message_delta',
          delta: {
            stop_reason: ctx.toolCalls.length > 0 ? 'tool_use' : STOP_REASONS[ctx.finishReason],
            stop_sequence: null,
          },
          usage: { output_tokens: ctx.usage.completionTokens },
        },
        'message_delta',
      ),
      sse({ type: 'message_stop' }, 'message_stop'),
    ],
    streamError: ({ code, message }) => sse(errorJson(code ?? 'overloaded_error', message ?? 'Overloaded'), 'error'),
    malformed: 'event: content_block_delta\ndata: {"type":"content_block_delta","delta":\n\n',
  };
}
