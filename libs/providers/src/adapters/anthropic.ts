import { resolveBaseUrl } from '../catalogue.ts';
import { kindForStatus, ProviderError, type ProviderErrorKind } from '../provider-error.ts';
import type { ChatEvent, ChatMessage, ChatRequest, ChatTooling, FinishReason, TokenUsage, ToolCall } from '../types.ts';
import { sseFrames } from '../wire/frames.ts';
import { numberAt, objectAt, parseErrorBody, parseFrame, stringAt, type JsonObject } from '../wire/json.ts';
import { defined, JSON_HEADERS, type ProviderAdapter } from './adapter.ts';
import { checkImageRoles, contentParts, imagesOf } from './message-images.ts';
import { argumentsObject } from './tool-calls.ts';

const API_VERSION = '2023-06-01';
// The Messages API requires max_tokens; every catalogued Claude model can produce at least this many.
const DEFAULT_MAX_TOKENS = 4096;

const FINISH_REASONS: Record<string, FinishReason> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  model_context_window_exceeded: 'length',
  tool_use: 'tool_calls',
  refusal: 'content_filter',
};

const ERROR_KINDS: Record<string, ProviderErrorKind> = {
  authentication_error: 'auth',
  permission_error: 'auth',
  rate_limit_error: 'rate_limited',
  overloaded_error: 'unavailable',
  api_error: 'unavailable',
  timeout_error: 'timeout',
  invalid_request_error: 'bad_request',
  not_found_error: 'bad_request',
  request_too_large: 'bad_request',
};

/**
 * A tool result is a `tool_result` block of a user turn; an assistant turn's calls are `tool_use`
 * blocks after its text. A turn with images becomes text and base64 image blocks; a text-only turn
 * keeps its plain string.
 */
function anthropicMessage(message: ChatMessage) {
  if (message.role === 'tool') {
    return {
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: message.toolCallId, content: message.content }],
    };
  }
  if (message.toolCalls?.length) {
    const uses = message.toolCalls.map((call) => ({
      type: 'tool_use',
      id: call.id,
      name: call.name,
      input: argumentsObject(call),
    }));
    return {
      role: message.role,
      content: [...(message.content ? [{ type: 'text', text: message.content }] : []), ...uses],
    };
  }
  if (imagesOf(message).length === 0) return { role: message.role, content: message.content };
  return {
    role: message.role,
    content: contentParts(
      message,
      (text) => ({ type: 'text', text }),
      (image) => ({ type: 'image', source: { type: 'base64', media_type: image.mimeType, data: image.data } }),
    ),
  };
}

/** OpenAI's `required` is Anthropic's `any`; a named function is a `tool` choice. */
function anthropicToolChoice(choice: ChatTooling['toolChoice']) {
  if (choice === undefined) return undefined;
  if (typeof choice === 'object') return { type: 'tool', name: choice.name };
  return { type: choice === 'required' ? 'any' : choice };
}

function anthropicTools({ tools, toolChoice }: ChatTooling = {}) {
  return defined({
    tools: tools?.map((tool) => ({
      name: tool.name,
      ...defined({ description: tool.description }),
      // Anthropic requires a schema; a function without parameters takes an empty object.
      input_schema: tool.parameters ?? { type: 'object', properties: {} },
    })),
    tool_choice: anthropicToolChoice(toolChoice),
  });
}

function messagesBody(request: ChatRequest): string {
  checkImageRoles(request);
  const system = request.messages.filter((m) => m.role === 'system').map((m) => m.content);
  // Anthropic's temperature runs 0–1 where the gateway accepts 0–2; the newest models refuse
  // temperature and top_p together, so top_p is sent only when temperature is not.
  const temperature = request.temperature === undefined ? undefined : Math.min(request.temperature, 1);
  return JSON.stringify({
    model: request.model,
    max_tokens: request.max_tokens ?? DEFAULT_MAX_TOKENS,
    ...(system.length > 0 ? { system: system.join('\n\n') } : {}),
    messages: request.messages.filter((m) => m.role !== 'system').map(anthropicMessage),
    ...anthropicTools(request.tooling),
    ...defined({ temperature, top_p: temperature === undefined ? request.top_p : undefined }),
    stream: true,
  });
}

/** Running totals: message_start reports the input side, message_delta the output so far. */
function createUsageTally() {
  const figures = {
    input: 0,
    output: 0,
    cacheRead: undefined as number | undefined,
    cacheCreation: undefined as number | undefined,
  };
  return (usage: JsonObject): TokenUsage => {
    figures.input = numberAt(usage, 'input_tokens') ?? figures.input;
    figures.output = numberAt(usage, 'output_tokens') ?? figures.output;
    figures.cacheRead = numberAt(usage, 'cache_read_input_tokens') ?? figures.cacheRead;
    figures.cacheCreation = numberAt(usage, 'cache_creation_input_tokens') ?? figures.cacheCreation;
    // Anthropic's input_tokens leaves out the cached part; the gateway's prompt_tokens counts it.
    const prompt = figures.input + (figures.cacheRead ?? 0) + (figures.cacheCreation ?? 0);
    return {
      prompt_tokens: prompt,
      completion_tokens: figures.output,
      total_tokens: prompt + figures.output,
      ...defined({
        cache_read_input_tokens: figures.cacheRead,
        cache_creation_input_tokens: figures.cacheCreation,
      }),
    };
  };
}

async function* decode(body: AsyncIterable<Uint8Array>): AsyncGenerator<ChatEvent> {
  const tally = createUsageTally();
  // tool_use blocks by index: the id and name at their start, the input as JSON fragments.
  const calls = new Map<number, ToolCall>();
  let finishReason: FinishReason = 'other';
  let finished = false;
  for await (const frame of sseFrames(body)) {
    // Read on to the body's end (ProviderAdapter.decode).
    if (finished) continue;
    const event = parseFrame('anthropic', frame.data);
    switch (stringAt(event, 'type')) {
      case 'message_start': {
        const usage = objectAt(objectAt(event, 'message'), 'usage');
        if (usage) yield { type: 'usage', usage: tally(usage) };
        break;
      }
      case 'content_block_start': {
        const block = objectAt(event, 'content_block');
        if (stringAt(block, 'type') === 'tool_use') {
          const call = { id: stringAt(block, 'id') ?? '', name: stringAt(block, 'name') ?? '', arguments: '' };
          calls.set(numberAt(event, 'index') ?? calls.size, call);
          break;
        }
        const text = stringAt(block, 'text');
        if (text) yield { type: 'delta', text };
        break;
      }
      case 'content_block_delta': {
        const delta = objectAt(event, 'delta');
        const call = calls.get(numberAt(event, 'index') ?? -1);
        if (call && stringAt(delta, 'type') === 'input_json_delta')
          call.arguments += stringAt(delta, 'partial_json') ?? '';
        const text = stringAt(delta, 'type') === 'text_delta' ? stringAt(delta, 'text') : undefined;
        if (text) yield { type: 'delta', text };
        break;
      }
      case 'content_block_stop': {
        const index = numberAt(event, 'index') ?? -1;
        const call = calls.get(index);
        // A call without input streams no fragment at all.
        if (call) yield { type: 'tool_call', call: { ...call, arguments: call.arguments || '{}' } };
        calls.delete(index);
        break;
      }
      case 'message_delta': {
        const stop = stringAt(objectAt(event, 'delta'), 'stop_reason');
        if (stop) finishReason = FINISH_REASONS[stop] ?? 'other';
        const usage = objectAt(event, 'usage');
        if (usage) yield { type: 'usage', usage: tally(usage) };
        break;
      }
      case 'message_stop':
        finished = true;
        yield { type: 'done', finishReason };
        break;
      case 'error': {
        const vendorCode = stringAt(objectAt(event, 'error'), 'type');
        const kind = (vendorCode && ERROR_KINDS[vendorCode]) || 'unavailable';
        throw new ProviderError('anthropic', kind, 'the provider failed mid-stream', { vendorCode });
      }
      default:
      // ping, and event types added later: Anthropic asks clients to ignore them.
    }
  }
}

/** Anthropic Messages API: `POST {baseUrl}/v1/messages`, `x-api-key`, SSE of typed events. */
export function anthropicAdapter(): ProviderAdapter {
  return {
    code: 'anthropic',
    buildCall: (request) => ({
      url: `${resolveBaseUrl('anthropic', request.credential)}/v1/messages`,
      headers: {
        ...JSON_HEADERS,
        accept: 'text/event-stream',
        'x-api-key': request.credential.apiKey,
        'anthropic-version': API_VERSION,
      },
      body: messagesBody(request),
    }),
    decode,
    httpError: (status, body) => {
      const vendorCode = stringAt(objectAt(parseErrorBody(body), 'error'), 'type');
      const kind = (vendorCode && ERROR_KINDS[vendorCode]) || kindForStatus(status);
      return new ProviderError('anthropic', kind, 'the provider refused the request', { status, vendorCode });
    },
    // The Messages API of the pinned version has no JSON mode: a response format is refused, not dropped.
    unsupported: (tooling) =>
      tooling.responseFormat
        ? { param: 'response_format', message: 'Anthropic models do not support response_format on this gateway' }
        : undefined,
  };
}
