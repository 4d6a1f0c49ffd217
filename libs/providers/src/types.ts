import type { ProviderCode } from '@csg/contracts';

// The provider codes are a contract of the chat request (declared once in libs/contracts); the same
// set the database's check constraints allow.
export { PROVIDER_CODES, type ProviderCode } from '@csg/contracts';

export type ChatRole = 'system' | 'user' | 'assistant' | 'tool';

/**
 * The image formats an image may be sent in: the list OpenAI and Anthropic both document. Gemini
 * takes no GIF (its adapter refuses one); Ollama reads what its model runner decodes.
 */
export const CHAT_IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ChatImageMimeType = (typeof CHAT_IMAGE_MIME_TYPES)[number];

/** An image of a user turn, already inspected and redacted upstream. */
export interface ChatImage {
  mimeType: ChatImageMimeType;
  /** The image's bytes in standard base64, without a `data:` prefix. */
  data: string;
}

/** One conversation turn; documents are flattened to text upstream. */
export interface ChatMessage {
  role: ChatRole;
  /** The turn's text. */
  content: string;
  /**
   * User turns only: an image on a system or assistant turn is refused (`bad_request`, before any
   * call) — no vendor takes one there, and dropping it would let the model answer without it.
   * Sent after the text, in order.
   */
  images?: readonly ChatImage[];
  /** Assistant turns only: the tool calls the model made in that turn. */
  toolCalls?: readonly ToolCall[];
  /** Tool turns only: the call whose result `content` is. */
  toolCallId?: string;
}

/** A function call the model asked for; `arguments` is a JSON object as text, as OpenAI sends it. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** A function the model may call; `parameters` is its JSON Schema. */
export interface ToolDefinition {
  name: string;
  description?: string;
  parameters?: Record<string, unknown>;
  strict?: boolean;
}

/** OpenAI's vocabulary, mapped by each adapter to its vendor's. */
export type ToolChoice = 'auto' | 'none' | 'required' | { name: string };

export type ResponseFormat =
  | { type: 'json_object' }
  | { type: 'json_schema'; name: string; description?: string; schema?: Record<string, unknown>; strict?: boolean };

/** What a turn asks of the model beyond text; each adapter says which of it its vendor honours. */
export interface ChatTooling {
  tools?: readonly ToolDefinition[];
  toolChoice?: ToolChoice;
  responseFormat?: ResponseFormat;
}

/** A tenant's decrypted provider credential, as stored by the admin app. */
export interface ProviderCredential {
  apiKey: string;
  /** Overrides the provider's default base URL; required for azure-openai (the resource endpoint). */
  baseUrl?: string | null;
  /** azure-openai only: the `api-version` query parameter. */
  apiVersion?: string | null;
  /** azure-openai only: model name → deployment name; a model without an entry uses its own name. */
  deployments?: Record<string, string> | null;
}

export interface ChatRequest {
  provider: ProviderCode;
  model: string;
  messages: ChatMessage[];
  /** 0 to 2, as the gateway accepts it; adapters clamp to the vendor's own range. */
  temperature?: number;
  max_tokens?: number;
  top_p?: number;
  credential: ProviderCredential;
  tooling?: ChatTooling;
}

/**
 * Token counts in the gateway's `token_usage` shape. `prompt_tokens` always counts the whole prompt,
 * cached part included, whichever way the vendor splits it. The cache figures appear only when the
 * vendor reports them, under the names the specification gives each vendor.
 */
export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  /** OpenAI and Azure OpenAI: `prompt_tokens_details.cached_tokens`. */
  cached_input_tokens?: number;
  /** Anthropic. */
  cache_read_input_tokens?: number;
  /** Anthropic. */
  cache_creation_input_tokens?: number;
}

/** The vendors' finish reasons folded onto one vocabulary. */
export type FinishReason = 'stop' | 'length' | 'content_filter' | 'tool_calls' | 'other';

/**
 * What a provider stream yields. `usage` comes as soon as the vendor reports figures, possibly more
 * than once (running totals: the last one before `done` is final). `done` is always last.
 */
export type ChatEvent =
  | { type: 'delta'; text: string }
  /** A whole tool call, its arguments assembled from the vendor's fragments. */
  | { type: 'tool_call'; call: ToolCall }
  | { type: 'usage'; usage: TokenUsage }
  | { type: 'done'; finishReason: FinishReason };

export interface StreamChatOptions {
  /** Aborting it (the client went away) aborts the upstream request. */
  signal?: AbortSignal;
}
