import { resolveBaseUrl } from '../catalogue.ts';
import { kindForStatus, ProviderError, type ProviderErrorKind } from '../provider-error.ts';
import type {
  ChatEvent,
  ChatImageMimeType,
  ChatMessage,
  ChatRequest,
  ChatTooling,
  FinishReason,
  TokenUsage,
} from '../types.ts';
import { sseFrames } from '../wire/frames.ts';
import {
  arrayAt,
  isObject,
  numberAt,
  objectAt,
  parseErrorBody,
  parseFrame,
  stringAt,
  type JsonObject,
} from '../wire/json.ts';
import { defined, JSON_HEADERS, type ProviderAdapter } from './adapter.ts';
import { checkImageRoles, contentParts, imagesOf } from './message-images.ts';
import { argumentsObject, generatedCallId, toolNameOf } from './tool-calls.ts';

const FINISH_REASONS: Record<string, FinishReason> = {
  STOP: 'stop',
  MAX_TOKENS: 'length',
  SAFETY: 'content_filter',
  RECITATION: 'content_filter',
  BLOCKLIST: 'content_filter',
  PROHIBITED_CONTENT: 'content_filter',
  SPII: 'content_filter',
};

const STATUS_KINDS: Record<string, ProviderErrorKind> = {
  UNAUTHENTICATED: 'auth',
  PERMISSION_DENIED: 'auth',
  RESOURCE_EXHAUSTED: 'rate_limited',
  DEADLINE_EXCEEDED: 'timeout',
  UNAVAILABLE: 'unavailable',
  INTERNAL: 'unavailable',
};

// The Gemini API's documented image types (PNG, JPEG, WEBP, HEIC, HEIF) hold no GIF; Gemini answers
// one with a 400, refused here before the call instead.
const GEMINI_IMAGE_TYPES: ReadonlySet<ChatImageMimeType> = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** A turn's text, then its images as `inlineData` parts (camelCase, as the rest of the body). */
function geminiParts(message: ChatMessage) {
  const refused = imagesOf(message).find((image) => !GEMINI_IMAGE_TYPES.has(image.mimeType));
  if (refused) throw new ProviderError('google', 'bad_request', `Gemini takes no ${refused.mimeType} image`);
  if (imagesOf(message).length === 0) return [{ text: message.content }];
  return contentParts(
    message,
    (text) => ({ text }),
    (image) => ({ inlineData: { mimeType: image.mimeType, data: image.data } }),
  );
}

/**
 * A tool result is a `functionResponse` part of a user turn, matched by the function's name (its
 * `response` must be an object: text that is not one is wrapped); an assistant turn's calls are
 * `functionCall` parts after its text.
 */
function geminiContent(message: ChatMessage, messages: readonly ChatMessage[]) {
  if (message.role === 'tool') {
    const parsed = parseErrorBody(message.content);
    const response = isObject(parsed) ? parsed : { result: message.content };
    return {
      role: 'user',
      parts: [{ functionResponse: { name: toolNameOf(messages, message.toolCallId), response } }],
    };
  }
  const calls = (message.toolCalls ?? []).map((call) => ({
    functionCall: { name: call.name, args: argumentsObject(call) },
  }));
  const parts = calls.length > 0 && message.content === '' ? [] : geminiParts(message);
  return { role: message.role === 'assistant' ? 'model' : 'user', parts: [...parts, ...calls] };
}

/** OpenAI's tool choice as a function-calling mode; a named function is ANY limited to it. */
function toolConfig(choice: ChatTooling['toolChoice']) {
  if (choice === undefined) return undefined;
  if (typeof choice === 'object')
    return { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: [choice.name] } };
  const mode = { auto: 'AUTO', none: 'NONE', required: 'ANY' }[choice];
  return { functionCallingConfig: { mode } };
}

/** JSON output: the MIME type, and for json_schema the schema as JSON Schema (not Gemini's OpenAPI subset). */
function responseConfig(format: ChatTooling['responseFormat']) {
  if (!format) return {};
  return {
    responseMimeType: 'application/json',
    ...(format.type === 'json_schema' && format.schema ? { responseJsonSchema: format.schema } : {}),
  };
}

function geminiTools({ tools, toolChoice }: ChatTooling = {}) {
  return defined({
    tools: tools && [
      {
        functionDeclarations: tools.map((tool) => ({
          name: tool.name,
          ...defined({ description: tool.description, parametersJsonSchema: tool.parameters }),
        })),
      },
    ],
    toolConfig: toolConfig(toolChoice),
  });
}

function generateContentBody(request: ChatRequest): string {
  checkImageRoles(request);
  const system = request.messages.filter((m) => m.role === 'system').map((m) => ({ text: m.content }));
  const generationConfig = defined({
    temperature: request.temperature,
    maxOutputTokens: request.max_tokens,
    topP: request.top_p,
    ...responseConfig(request.tooling?.responseFormat),
  });
  return JSON.stringify({
    contents: request.messages.filter((m) => m.role !== 'system').map((m) => geminiContent(m, request.messages)),
    ...(system.length > 0 ? { systemInstruction: { parts: system } } : {}),
    ...geminiTools(request.tooling),
    ...(Object.keys(generationConfig).length > 0 ? { generationConfig } : {}),
  });
}

function toUsage(metadata: JsonObject): TokenUsage {
  const prompt = numberAt(metadata, 'promptTokenCount') ?? 0;
  // Thinking models bill their thoughts as output, as OpenAI counts reasoning in completion_tokens.
  const completion =
    (numberAt(metadata, 'candidatesTokenCount') ?? 0) + (numberAt(metadata, 'thoughtsTokenCount') ?? 0);
  // The specification names cache figures for two vendors only; Gemini's cachedContentTokenCount is
  // already inside promptTokenCount and is not reported separately.
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: numberAt(metadata, 'totalTokenCount') ?? prompt + completion,
  };
}

/** Google's `error` object: `{code, message, status, details}`, the key problem named in details. */
function errorOf(error: JsonObject | undefined, status: number | undefined) {
  const reasons = arrayAt(error, 'details').map((detail) => stringAt(detail, 'reason'));
  // An invalid key is a 400 INVALID_ARGUMENT; only the detail's reason tells it apart.
  if (reasons.includes('API_KEY_INVALID')) return { kind: 'auth' as const, vendorCode: 'API_KEY_INVALID' };
  const vendorCode = stringAt(error, 'status');
  const code = status ?? numberAt(error, 'code');
  const kind = (vendorCode && STATUS_KINDS[vendorCode]) || (code === undefined ? 'unavailable' : kindForStatus(code));
  return { kind, vendorCode };
}

async function* decode(body: AsyncIterable<Uint8Array>): AsyncGenerator<ChatEvent> {
  let finishReason: FinishReason | undefined;
  let lastUsage = '';
  let calls = 0;
  for await (const frame of sseFrames(body)) {
    const chunk = parseFrame('google', frame.data);
    const error = objectAt(chunk, 'error');
    if (error) {
      const { kind, vendorCode } = errorOf(error, undefined);
      throw new ProviderError('google', kind, 'the provider failed mid-stream', { vendorCode });
    }
    // Every chunk repeats usageMetadata; only a change is news.
    const metadata = objectAt(chunk, 'usageMetadata');
    const usage = metadata && toUsage(metadata);
    if (usage && JSON.stringify(usage) !== lastUsage) {
      lastUsage = JSON.stringify(usage);
      yield { type: 'usage', usage };
    }
    const candidate = arrayAt(chunk, 'candidates')[0];
    for (const part of arrayAt(objectAt(candidate, 'content'), 'parts')) {
      const text = isObject(part) && part['thought'] !== true ? stringAt(part, 'text') : undefined;
      if (text) yield { type: 'delta', text };
      // A functionCall part is whole (Gemini does not split one across chunks); its id is optional.
      const call = objectAt(part, 'functionCall');
      if (call) {
        const id = stringAt(call, 'id') ?? generatedCallId(calls);
        calls += 1;
        const args = JSON.stringify(objectAt(call, 'args') ?? {});
        yield { type: 'tool_call', call: { id, name: stringAt(call, 'name') ?? '', arguments: args } };
      }
    }
    const finish = stringAt(candidate, 'finishReason');
    if (finish) finishReason = FINISH_REASONS[finish] ?? 'other';
    if (stringAt(objectAt(chunk, 'promptFeedback'), 'blockReason')) finishReason = 'content_filter';
  }
  // Gemini has no end marker: a finish reason seen is what tells a whole stream from a cut one.
  // Gemini ends a turn of calls with its ordinary STOP.
  if (finishReason)
    yield { type: 'done', finishReason: calls > 0 && finishReason === 'stop' ? 'tool_calls' : finishReason };
}

/** Gemini API: `POST {baseUrl}/models/{model}:streamGenerateContent?alt=sse`, `x-goog-api-key`. */
export function googleAdapter(): ProviderAdapter {
  return {
    code: 'google',
    buildCall: (request) => ({
      url: `${resolveBaseUrl('google', request.credential)}/models/${encodeURIComponent(request.model)}:streamGenerateContent?alt=sse`,
      headers: { ...JSON_HEADERS, accept: 'text/event-stream', 'x-goog-api-key': request.credential.apiKey },
      body: generateContentBody(request),
    }),
    decode,
    httpError: (status, body) => {
      const parsed = parseErrorBody(body);
      // The streaming endpoint wraps its error in an array.
      const error = objectAt(Array.isArray(parsed) ? parsed[0] : parsed, 'error');
      const { kind, vendorCode } = errorOf(error, status);
      return new ProviderError('google', kind, 'the provider refused the request', { status, vendorCode });
    },
    // Gemini honours tools, every tool choice and both JSON formats.
    unsupported: () => undefined,
  };
}
