export { startMockProvider } from './mock-server.ts';
export { MOCK_PROVIDER_PORTS, startMockProviders } from './mock-fleet.ts';
export type { MockProviderFleet } from './mock-fleet.ts';
export { MOCK_PROVIDER_CODES } from './types.ts';
export type {
  MockFault,
  MockProvider,
  MockProviderCode,
  MockProviderOptions,
  MockReply,
  MockToolCall,
  MockUsage,
  RecordedImage,
  RecordedRequest,
} from './types.ts';
