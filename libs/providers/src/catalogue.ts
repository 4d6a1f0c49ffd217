import { ProviderError } from './provider-error.ts';
import { PROVIDER_CODES, type ProviderCode, type ProviderCredential } from './types.ts';

/** An item of `GET /chat/providers`. */
export interface ProviderListing {
  /** Stable across releases, so clients may store it. */
  id: number;
  code: ProviderCode;
  name: string;
  /** Whether the gateway has an adapter for it; every provider of the catalogue has one today. */
  supported: boolean;
}

interface ProviderEntry extends ProviderListing {
  /** Null when the vendor has no shared endpoint (Azure: each resource has its own). */
  defaultBaseUrl: string | null;
}

const CATALOGUE: readonly ProviderEntry[] = [
  { id: 1, code: 'openai', name: 'OpenAI', supported: true, defaultBaseUrl: 'https://api.openai.com/v1' },
  { id: 2, code: 'azure-openai', name: 'Azure OpenAI', supported: true, defaultBaseUrl: null },
  { id: 3, code: 'anthropic', name: 'Anthropic', supported: true, defaultBaseUrl: 'https://api.anthropic.com' },
  {
    id: 4,
    code: 'google',
    name: 'Google Gemini',
    supported: true,
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta',
  },
  { id: 5, code: 'ollama', name: 'Ollama', supported: true, defaultBaseUrl: 'http://127.0.0.1:11434' },
];

/** The body of `GET /chat/providers`. */
export function listProviders(): { providers: ProviderListing[]; total: number } {
  const providers = CATALOGUE.map(({ id, code, name, supported }) => ({ id, code, name, supported }));
  return { providers, total: providers.length };
}

export function isProviderCode(value: string): value is ProviderCode {
  return (PROVIDER_CODES as readonly string[]).includes(value);
}

export function defaultBaseUrl(code: ProviderCode): string | null {
  return CATALOGUE.find((entry) => entry.code === code)?.defaultBaseUrl ?? null;
}

/** The credential's base URL or the vendor's default, without trailing slashes so paths can be appended. */
export function resolveBaseUrl(code: ProviderCode, credential: ProviderCredential): string {
  const base = credential.baseUrl || defaultBaseUrl(code);
  if (!base)
    throw new ProviderError(code, 'bad_request', 'the credential has no baseUrl and the provider has no default');
  return base.replace(/\/+$/, '');
}
