import { startMockProvider } from './mock-server.ts';
import { MOCK_PROVIDER_CODES, type MockProvider, type MockProviderCode } from './types.ts';

/** The fixed ports of `pnpm mock:providers`; clear of the fleet's 3000 and 3101–3106 and of Ollama's 11434. */
export const MOCK_PROVIDER_PORTS: Readonly<Record<MockProviderCode, number>> = {
  openai: 4101,
  'azure-openai': 4102,
  anthropic: 4103,
  google: 4104,
  ollama: 4105,
};

export interface MockProviderFleet {
  providers: Record<MockProviderCode, MockProvider>;
  close(): Promise<void>;
}

/** All five mocks at once; on free ports unless `ports` says otherwise. */
export async function startMockProviders(
  options: { ports?: Partial<Record<MockProviderCode, number>>; apiKey?: string } = {},
): Promise<MockProviderFleet> {
  const started = await Promise.allSettled(
    MOCK_PROVIDER_CODES.map((code) => startMockProvider(code, { port: options.ports?.[code], apiKey: options.apiKey })),
  );
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // One port taken must not leave the other four listening.
    await Promise.all(running.map((mock) => mock.close()));
    throw failed.reason;
  }
  return {
    providers: Object.fromEntries(running.map((mock) => [mock.code, mock])) as Record<MockProviderCode, MockProvider>,
    close: async () => {
      await Promise.all(running.map((mock) => mock.close()));
    },
  };
}
