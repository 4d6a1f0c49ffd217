import type { ToolingRefusal } from './adapters/adapter.ts';
import { createAdapters } from './adapters/index.ts';
import type { ChatTooling, ProviderCode } from './types.ts';

export type { ToolingRefusal } from './adapters/adapter.ts';

const adapters = createAdapters();

/**
 * What of a turn's tools, tool choice or response format the provider's model cannot honour,
 * asked before the turn runs so it is refused rather than sent and dropped.
 */
export function toolingRefusal(
  provider: ProviderCode,
  model: string,
  tooling: ChatTooling,
): ToolingRefusal | undefined {
  return adapters[provider].unsupported(tooling, model);
}
