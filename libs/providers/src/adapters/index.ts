import type { ProviderCode } from '../types.ts';
import type { ProviderAdapter } from './adapter.ts';
import { anthropicAdapter } from './anthropic.ts';
import { azureOpenAiAdapter } from './azure-openai.ts';
import { googleAdapter } from './google.ts';
import { ollamaAdapter } from './ollama.ts';
import { openAiAdapter } from './openai.ts';

/** One adapter per provider code; adapters hold no state, so a fresh set per client costs nothing. */
export function createAdapters(): Record<ProviderCode, ProviderAdapter> {
  return {
    openai: openAiAdapter(),
    'azure-openai': azureOpenAiAdapter(),
    anthropic: anthropicAdapter(),
    google: googleAdapter(),
    ollama: ollamaAdapter(),
  };
}
