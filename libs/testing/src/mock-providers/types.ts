export type MockProviderCode = 'openai' | 'azure-openai' | 'anthropic' | 'google' | 'ollama';

export const MOCK_PROVIDER_CODES: readonly MockProviderCode[] = [
  'openai',
  'azure-openai',
  'anthropic',
  'google',
  'ollama',
];

/** Vendor-neutral figures; each mock renders them under its vendor's names. */
export interface MockUsage {
  /** The whole prompt, cached part included (Anthropic's `input_tokens` is rendered without it). */
  promptTokens: number;
  completionTokens: number;
  /** OpenAI/Azure `cached_tokens`, Anthropic `cache_read_input_tokens`, Gemini `cachedContentTokenCount`. */
  cachedTokens?: number;
  /** Anthropic `cache_creation_input_tokens`. */
  cacheCreationTokens?: number;
}

/**
 * What goes wrong. `http`: an error status with the vendor's error JSON instead of a stream. The
 * others happen after `afterDeltas` deltas: `stream-error` the vendor's error frame, `drop` the
 * socket destroyed, `stall` nothing more sent (the connection stays open), `malformed` a frame that
 * is not JSON, `truncate` the body ended cleanly without the vendor's end marker.
 */
export type MockFault =
  | { kind: 'http'; status: number; code?: string; message?: string }
  | { kind: 'stream-error'; afterDeltas: number; code?: string; message?: string }
  | { kind: 'drop' | 'stall' | 'malformed' | 'truncate'; afterDeltas: number };

/** A function call the mock's model makes; `arguments` is JSON text, as OpenAI sends it. */
export interface MockToolCall {
  /** Default: `call_mock_<n>` (Gemini and Ollama send none). */
  id?: string;
  name: string;
  arguments: string;
}

/** The script of the replies to come. Every field is optional; the default is the canned echo. */
export interface MockReply {
  /** The reply, one element per delta frame; default: the canned echo, one word per delta. */
  deltas?: string[];
  /** Default: prompt characters / 4, and one token per delta. */
  usage?: MockUsage;
  finishReason?: 'stop' | 'length' | 'content_filter';
  /**
   * The model calls these functions after its text. Default: when the request declares tools and
   * its last turn is not a tool result, one call of the first tool with the last user turn as
   * `{"input": …}` and no text; otherwise none.
   */
  toolCalls?: MockToolCall[];
  /** Before the status line: a slow first byte. */
  firstByteDelayMs?: number;
  /** Between two deltas. */
  deltaDelayMs?: number;
  fault?: MockFault;
}

/** An image the request carried, as the mock decoded it. */
export interface RecordedImage {
  /** The media type the request declared; Ollama declares none: the format its bytes start with, if known. */
  mimeType: string | undefined;
  /** Decoded size in bytes. */
  bytes: number;
  /** Hex SHA-256 of the decoded bytes. */
  sha256: string;
}

export interface RecordedRequest {
  method: string;
  /** Path and query string; a key passed in the query is redacted. */
  path: string;
  /** Lower-case names; credentials (authorization, api-key, x-api-key, x-goog-api-key) read `[redacted]`. */
  headers: Record<string, string>;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
  /** From the body, or from the path for Azure (the deployment) and Gemini. */
  model: string | undefined;
  /** Every image of the request, in message order; empty when the mock refused one of them. */
  images: RecordedImage[];
  /** The client closed the connection before the response was complete. */
  clientAborted: boolean;
}

export interface MockProvider {
  readonly code: MockProviderCode;
  /** What a credential's `baseUrl` should be (with `/v1` for OpenAI, `/v1beta` for Gemini). */
  readonly url: string;
  readonly port: number;
  /** Every request received, in order, recorded before it is answered. */
  readonly requests: readonly RecordedRequest[];
  /** The script for every following request, until the next call or `reset`. */
  reply(script: MockReply): void;
  /** Back to the canned echo; forgets the requests received. */
  reset(): void;
  /** Resolves with the first request whose client went away (at once if one already has). */
  waitForClientAbort(): Promise<RecordedRequest>;
  close(): Promise<void>;
}

export interface MockProviderOptions {
  /** Default 0 (any free port). */
  port?: number;
  /** When set, a request with another key gets the vendor's authentication error. */
  apiKey?: string;
}
