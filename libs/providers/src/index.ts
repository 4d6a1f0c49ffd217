export { createProviderClient } from './provider-client.ts';
export type { ProviderClient, ProviderClientOptions } from './provider-client.ts';
export { DEFAULT_PROVIDER_TIMEOUTS } from './deadline.ts';
export type { ProviderTimeouts } from './deadline.ts';
export { ProviderError } from './provider-error.ts';
export type { ProviderErrorDetails, ProviderErrorKind } from './provider-error.ts';
export { collectReply } from './collect-reply.ts';
export { toolingRefusal } from './tooling-support.ts';
export type { ToolingRefusal } from './tooling-support.ts';
export type { CollectedReply } from './collect-reply.ts';
export { defaultBaseUrl, isProviderCode, listProviders, resolveBaseUrl } from './catalogue.ts';
export { baseUrlProblem, resolvedBaseUrlProblem } from './credentials/base-url.ts';
export type { BaseUrlPolicy } from './credentials/base-url.ts';
export { systemLookup } from './host-lookup.ts';
export type { LookupAll } from './host-lookup.ts';
export type { ProviderListing } from './catalogue.ts';
export { estimateChatTokens, estimateTokens, TOKENS_PER_IMAGE } from './token-estimate.ts';
export { CHAT_IMAGE_MIME_TYPES, PROVIDER_CODES } from './types.ts';
export type {
  ChatEvent,
  ChatImage,
  ChatImageMimeType,
  ChatMessage,
  ChatRequest,
  ChatRole,
  ChatTooling,
  FinishReason,
  ProviderCode,
  ProviderCredential,
  StreamChatOptions,
  TokenUsage,
  ToolCall,
  ToolChoice,
  ToolDefinition,
  ResponseFormat,
} from './types.ts';
export {
  credentialSecretContext,
  decryptSecret,
  encryptSecret,
  parseEncryptionKey,
  SecretDecryptionError,
  SECRET_FORMAT_VERSION,
} from './credentials/secret-box.ts';
