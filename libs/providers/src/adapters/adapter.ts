import type { ProviderError } from '../provider-error.ts';
import type { ChatEvent, ChatRequest, ChatTooling, ProviderCode } from '../types.ts';

/** The one HTTP request a chat turn becomes; always a POST with a JSON body. */
export interface HttpCall {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * One vendor's wire protocol, without any I/O: the client sends the call, hands a successful body
 * to `decode` and an error response to `httpError`, so timeouts, aborts and transport failures are
 * handled once for all vendors.
 */
export interface ProviderAdapter {
  readonly code: ProviderCode;
  /** Throws a `bad_request` ProviderError when the credential lacks what the vendor needs. */
  buildCall(request: ChatRequest): HttpCall;
  /**
   * The events of a 2xx body. Ends without `done` when the body ended before the vendor's end
   * marker; throws a ProviderError on an error frame or a malformed one. After the end marker it
   * reads the body to its end, yielding nothing more: a body left early is destroyed, which builds
   * an AbortError with its stack trace on every turn (the client's deadlines bound a vendor that
   * never ends its response).
   */
  decode(body: AsyncIterable<Uint8Array>): AsyncGenerator<ChatEvent>;
  /** What an HTTP error status with this body means. */
  httpError(status: number, body: string): ProviderError;
  /**
   * What of the turn's tooling the vendor (or this model of it) cannot honour, named by its OpenAI
   * parameter: refused before the turn runs, never dropped.
   */
  unsupported(tooling: ChatTooling, model: string): ToolingRefusal | undefined;
}

export interface ToolingRefusal {
  param: 'tools' | 'tool_choice' | 'response_format';
  message: string;
}

export const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/** Drops undefined fields, so a vendor never receives a parameter the caller did not set. */
export function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
