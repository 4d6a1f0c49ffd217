import type { ProviderCode } from './types.ts';

export type ProviderErrorKind =
  'auth' | 'rate_limited' | 'bad_request' | 'unavailable' | 'timeout' | 'protocol' | 'aborted';

export interface ProviderErrorDetails {
  /** The upstream HTTP status, when the vendor answered with one. */
  status?: number;
  /** The vendor's own error code or type (`invalid_api_key`, `overloaded_error`, `RESOURCE_EXHAUSTED`). */
  vendorCode?: string;
  cause?: unknown;
}

/**
 * The one error every adapter throws. The message is built only from the provider code, the kind,
 * the status and the vendor's error code: never the vendor's message, which may quote the prompt,
 * and never a credential.
 */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly provider: ProviderCode;
  readonly status: number | undefined;
  readonly vendorCode: string | undefined;

  constructor(provider: ProviderCode, kind: ProviderErrorKind, detail: string, details: ProviderErrorDetails = {}) {
    const status = details.status === undefined ? '' : ` (HTTP ${details.status})`;
    const vendorCode = safeVendorCode(details.vendorCode);
    const code = vendorCode === undefined ? '' : ` [${vendorCode}]`;
    super(`${provider} ${kind}: ${detail}${status}${code}`, { cause: details.cause });
    this.name = 'ProviderError';
    this.kind = kind;
    this.provider = provider;
    this.status = details.status;
    this.vendorCode = vendorCode;
  }
}

/** Vendor codes are identifiers; anything else (free text that might quote input) is dropped. */
function safeVendorCode(code: string | undefined): string | undefined {
  return code !== undefined && /^[\w.-]{1,64}$/.test(code) ? code : undefined;
}

/** The kind an HTTP error status means, before any vendor-specific refinement. */
export function kindForStatus(status: number): ProviderErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate_limited';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'unavailable';
  return 'bad_request';
}
