import { resolveBaseUrl } from '../catalogue.ts';
import { kindForStatus, ProviderError, type ProviderErrorKind } from '../provider-error.ts';
import type { ChatEvent, ChatImageMimeType, ChatMessage, ChatRequest, FinishReason, TokenUsage } from '../types.ts';
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

function generateContentBody(request: ChatRequest): string {
  checkImageRoles(request);
  const system = request.messages.filter((m) => m.role === 'system').map((m) => ({ text: m.content }));
  const generationConfig = defined({
    temperature: request.temperature,
    maxOutputTokens: request.max_tokens,
    topP: request.top_p,
  });
  return JSON.stringify({
    contents: request.messages
      .filter((m) => m.role !== 'system')
      .map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: geminiParts(m) })),
    ...(system.length > 0 ? { systemInstruction: { parts: system } } : {}),
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
    }
    const finish = stringAt(candidate, 'finishReason');
    if (finish) finishReason = FINISH_REASONS[finish] ?? 'other';
    if (stringAt(objectAt(chunk, 'promptFeedback'), 'blockReason')) finishReason = 'content_filter';
  }
  // Gemini has no end marker: a finish reason seen is what tells a whole stream from a cut one.
  if (finishReason) yield { type: 'done', finishReason };
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
  };
}
