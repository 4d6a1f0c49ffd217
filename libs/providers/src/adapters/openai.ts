import { resolveBaseUrl } from '../catalogue.ts';
import { JSON_HEADERS, type ProviderAdapter } from './adapter.ts';
import { decodeOpenAiChat, openAiChatBody, openAiHttpError, openAiUnsupported } from './openai-chat.ts';

/** OpenAI chat completions: `POST {baseUrl}/chat/completions`, bearer key, SSE ending in `[DONE]`. */
export function openAiAdapter(): ProviderAdapter {
  return {
    code: 'openai',
    buildCall: (request) => ({
      url: `${resolveBaseUrl('openai', request.credential)}/chat/completions`,
      headers: { ...JSON_HEADERS, accept: 'text/event-stream', authorization: `Bearer ${request.credential.apiKey}` },
      // `max_tokens` is deprecated on OpenAI and refused by its reasoning models.
      body: openAiChatBody(request, { model: request.model, maxTokensField: 'max_completion_tokens' }),
    }),
    decode: decodeOpenAiChat('openai'),
    httpError: (status, body) => openAiHttpError('openai', status, body),
    unsupported: openAiUnsupported,
  };
}
