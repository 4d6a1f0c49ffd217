import { describe, expect, it } from 'vitest';
import { defaultBaseUrl, isProviderCode, listProviders, resolveBaseUrl } from './catalogue.ts';
import { ProviderError } from './provider-error.ts';
import { PROVIDER_CODES } from './types.ts';

describe('provider catalogue', () => {
  it('lists the five providers for GET /chat/providers', () => {
    const { providers, total } = listProviders();
    expect(total).toBe(5);
    expect(providers.map((p) => p.code)).toEqual([...PROVIDER_CODES]);
    expect(providers[0]).toEqual({ id: 1, code: 'openai', name: 'OpenAI', supported: true });
    expect(new Set(providers.map((p) => p.id)).size).toBe(5);
  });

  it('has the vendors’ default base URLs, none for Azure', () => {
    expect(defaultBaseUrl('openai')).toBe('https://api.openai.com/v1');
    expect(defaultBaseUrl('anthropic')).toBe('https://api.anthropic.com');
    expect(defaultBaseUrl('google')).toBe('https://generativelanguage.googleapis.com/v1beta');
    expect(defaultBaseUrl('ollama')).toBe('http://127.0.0.1:11434');
    expect(defaultBaseUrl('azure-openai')).toBeNull();
  });

  it("prefers the credential's base URL, without trailing slashes", () => {
    expect(resolveBaseUrl('openai', { apiKey: 'k', baseUrl: 'https://proxy.example/v1//' })).toBe(
      'https://proxy.example/v1',
    );
    expect(resolveBaseUrl('anthropic', { apiKey: 'k', baseUrl: null })).toBe('https://api.anthropic.com');
    expect(() => resolveBaseUrl('azure-openai', { apiKey: 'k' })).toThrow(ProviderError);
  });

  it('recognises provider codes', () => {
    expect(isProviderCode('azure-openai')).toBe(true);
    expect(isProviderCode('cohere')).toBe(false);
  });
});
