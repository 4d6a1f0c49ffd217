import { kindForStatus, ProviderError, type ProviderErrorKind } from '../provider-error.ts';
import type {
  ChatEvent,
  ChatMessage,
  ChatRequest,
  ChatTooling,
  FinishReason,
  ProviderCode,
  ResponseFormat,
  TokenUsage,
  ToolCall,
} from '../types.ts';
import { arrayAt, numberAt, objectAt, parseErrorBody, parseFrame, stringAt, type JsonObject } from '../wire/json.ts';
import { sseFrames } from '../wire/frames.ts';
import { defined, type ToolingRefusal } from './adapter.ts';
import { checkImageRoles, contentParts, imagesOf } from './message-images.ts';

// The chat-completions protocol that OpenAI and Azure OpenAI share; only the URL, the
// authentication header and a few body fields differ between the two.

const FINISH_REASONS: Record<string, FinishReason> = {
  stop: 'stop',
  length: 'length',
  content_filter: 'content_filter',
  tool_calls: 'tool_calls',
  function_call: 'tool_calls',
};

export interface OpenAiBodyOptions {
  /** Azure routes by deployment in the path and ignores `model`. */
  model: string | undefined;
  maxTokensField: 'max_tokens' | 'max_completion_tokens';
}

const wireCall = (call: ToolCall) => ({
  id: call.id,
  type: 'function',
  function: { name: call.name, arguments: call.arguments },
});

/** A turn with images becomes text and `image_url` parts; a text-only turn keeps its plain string. */
function openAiMessage(message: ChatMessage) {
  if (message.role === 'tool') return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  if (message.toolCalls?.length) {
    return { role: message.role, content: message.content || null, tool_calls: message.toolCalls.map(wireCall) };
  }
  if (imagesOf(message).length === 0) return { role: message.role, content: message.content };
  return {
    role: message.role,
    content: contentParts(
      message,
      (text) => ({ type: 'text', text }),
      (image) => ({ type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.data}` } }),
    ),
  };
}

/** json_schema nests its schema under `json_schema` on the wire. */
function openAiResponseFormat(format: ResponseFormat) {
  if (format.type === 'json_object') return format;
  const { name, description, schema, strict } = format;
  return { type: 'json_schema', json_schema: defined({ name, description, schema, strict }) };
}

/** The tooling in OpenAI's own spelling: the gateway's vocabulary is OpenAI's. */
function openAiTooling({ tools, toolChoice, responseFormat }: ChatTooling = {}) {
  return defined({
    tools: tools?.map((tool) => ({ type: 'function', function: tool })),
    tool_choice:
      typeof toolChoice === 'object' ? { type: 'function', function: { name: toolChoice.name } } : toolChoice,
    response_format: responseFormat && openAiResponseFormat(responseFormat),
  });
}

export function openAiChatBody(request: ChatRequest, options: OpenAiBodyOptions): string {
  checkImageRoles(request);
  return JSON.stringify({
    ...defined({ model: options.model }),
    messages: request.messages.map(openAiMessage),
    ...openAiTooling(request.tooling),
    ...defined({ temperature: request.temperature, top_p: request.top_p }),
    ...defined({ [options.maxTokensField]: request.max_tokens }),
    stream: true,
    // Without it the stream carries no usage at all.
    stream_options: { include_usage: true },
  });
}

function toUsage(usage: JsonObject): TokenUsage {
  const prompt = numberAt(usage, 'prompt_tokens') ?? 0;
  const completion = numberAt(usage, 'completion_tokens') ?? 0;
  const cached = numberAt(objectAt(usage, 'prompt_tokens_details'), 'cached_tokens');
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: numberAt(usage, 'total_tokens') ?? prompt + completion,
    ...defined({ cached_input_tokens: cached }),
  };
}

/** OpenAI's error `code` is the specific one (`invalid_api_key`); `type` is the family. */
function vendorCodeOf(error: JsonObject | undefined): string | undefined {
  const code = error?.['code'];
  return typeof code === 'string' ? code : typeof code === 'number' ? String(code) : stringAt(error, 'type');
}

function streamErrorKind(code: string | undefined): ProviderErrorKind {
  if (code === 'rate_limit_exceeded' || code === 'insufficient_quota') return 'rate_limited';
  if (code === 'invalid_request_error' || code === 'content_filter') return 'bad_request';
  return 'unavailable';
}

export function openAiHttpError(provider: ProviderCode, status: number, body: string): ProviderError {
  const vendorCode = vendorCodeOf(objectAt(parseErrorBody(body), 'error'));
  return new ProviderError(provider, kindForStatus(status), 'the provider refused the request', { status, vendorCode });
}

// Structured outputs came with gpt-4o-2024-08-06; the older families take tools and json_object only.
const NO_JSON_SCHEMA = /^gpt-(3\.5|35|4-turbo|4-\d{4}|4$)/;

export function openAiUnsupported(tooling: ChatTooling, model: string): ToolingRefusal | undefined {
  if (tooling.responseFormat?.type !== 'json_schema' || !NO_JSON_SCHEMA.test(model)) return undefined;
  return { param: 'response_format', message: `${model} does not support response_format json_schema` };
}

/** Tool calls arrive in fragments keyed by index: the id and name first, the arguments in pieces. */
function createCallAssembler() {
  const calls: ToolCall[] = [];
  return {
    add(fragment: unknown) {
      const index = numberAt(fragment, 'index') ?? calls.length;
      const call = (calls[index] ??= { id: '', name: '', arguments: '' });
      call.id ||= stringAt(fragment, 'id') ?? '';
      const fn = objectAt(fragment, 'function');
      call.name ||= stringAt(fn, 'name') ?? '';
      call.arguments += stringAt(fn, 'arguments') ?? '';
    },
    calls: () => calls.filter(Boolean),
  };
}

export function decodeOpenAiChat(provider: ProviderCode) {
  return async function* decode(body: AsyncIterable<Uint8Array>): AsyncGenerator<ChatEvent> {
    let finishReason: FinishReason = 'other';
    let finished = false;
    const assembler = createCallAssembler();
    for await (const frame of sseFrames(body)) {
      // Read on to the body's end (ProviderAdapter.decode).
      if (finished) continue;
      if (frame.data === '[DONE]') {
        finished = true;
        for (const call of assembler.calls()) yield { type: 'tool_call', call };
        yield { type: 'done', finishReason };
        continue;
      }
      const chunk = parseFrame(provider, frame.data);
      const error = objectAt(chunk, 'error');
      if (error) {
        const vendorCode = vendorCodeOf(error);
        throw new ProviderError(provider, streamErrorKind(vendorCode), 'the provider failed mid-stream', {
          vendorCode,
        });
      }
      const usage = objectAt(chunk, 'usage');
      if (usage) yield { type: 'usage', usage: toUsage(usage) };
      // Azure sends chunks with no choices (prompt filter results); n is 1, so only choice 0 counts.
      const choice = arrayAt(chunk, 'choices')[0];
      const delta = objectAt(choice, 'delta');
      const text = stringAt(delta, 'content');
      if (text) yield { type: 'delta', text };
      for (const fragment of arrayAt(delta, 'tool_calls')) assembler.add(fragment);
      const finish = stringAt(choice, 'finish_reason');
      if (finish) finishReason = FINISH_REASONS[finish] ?? 'other';
    }
  };
}
