import { resolveBaseUrl } from '../catalogue.ts';
import { ProviderError } from '../provider-error.ts';
import { JSON_HEADERS, type ProviderAdapter } from './adapter.ts';
import { decodeOpenAiChat, openAiChatBody, openAiHttpError, openAiUnsupported } from './openai-chat.ts';

/**
 * Azure OpenAI: the OpenAI protocol on `{resource}/openai/deployments/{deployment}/chat/completions
 * ?api-version=…` with an `api-key` header. A model is served by the deployment the credential maps
 * it to, or by a deployment of its own name.
 */
export function azureOpenAiAdapter(): ProviderAdapter {
  return {
    code: 'azure-openai',
    buildCall: (request) => {
      const { credential } = request;
      if (!credential.apiVersion)
        throw new ProviderError('azure-openai', 'bad_request', 'the credential has no apiVersion');
      const deployment = credential.deployments?.[request.model] ?? request.model;
      const path = `/openai/deployments/${encodeURIComponent(deployment)}/chat/completions`;
      return {
        url: `${resolveBaseUrl('azure-openai', credential)}${path}?api-version=${encodeURIComponent(credential.apiVersion)}`,
        headers: { ...JSON_HEADERS, accept: 'text/event-stream', 'api-key': credential.apiKey },
        // Every GA api-version takes `max_tokens`; `max_completion_tokens` only the recent ones.
        body: openAiChatBody(request, { model: undefined, maxTokensField: 'max_tokens' }),
      };
    },
    decode: decodeOpenAiChat('azure-openai'),
    httpError: (status, body) => openAiHttpError('azure-openai', status, body),
    unsupported: openAiUnsupported,
  };
}
