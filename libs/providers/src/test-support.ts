// Shared by this library's tests only; not exported from index.ts.
import { createHash } from 'node:crypto';
import { startMockProvider, type MockProvider, type MockProviderCode } from '@csg/testing/mock-providers';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createProviderClient, type ProviderClient, type ProviderClientOptions } from './provider-client.ts';
import { ProviderError } from './provider-error.ts';
import type { ChatEvent, ChatImage, ChatRequest, ProviderTimeouts } from './index.ts';

export const API_KEY = 'sk-test-DO-NOT-LEAK-1234567890';
/** A prompt whose words must never appear in an error message. */
export const PROMPT = 'Summarise the dossier of patient Zebulon Quaxwright';

/** A 1×1 PNG (70 bytes) and a 1×1 JPEG (267 bytes), real images any decoder reads. */
export const PNG_IMAGE: ChatImage = {
  mimeType: 'image/png',
  data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};
export const JPEG_IMAGE: ChatImage = {
  mimeType: 'image/jpeg',
  data:
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMo' +
    'GhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAA' +
    'AAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/' +
    'AKpAB//Z',
};

/** What the mock records of an image: its declared type, decoded size and digest. */
export function recordOf(image: ChatImage) {
  const bytes = Buffer.from(image.data, 'base64');
  return { mimeType: image.mimeType, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export interface MockedProvider {
  readonly mock: MockProvider;
  /** Private addresses allowed unless `options` say otherwise: the mock listens on loopback. */
  client(timeouts?: Partial<ProviderTimeouts>, options?: Partial<ProviderClientOptions>): ProviderClient;
  request(overrides?: Partial<ChatRequest>): ChatRequest;
}

/** One mock of `code` for the file (checking the key), reset after each test; clients closed after each test. */
export function useMockProvider(code: MockProviderCode, model: string): MockedProvider {
  let mock: MockProvider | undefined;
  const clients: ProviderClient[] = [];
  beforeAll(async () => {
    mock = await startMockProvider(code, { apiKey: API_KEY });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    mock?.reset();
  });
  afterAll(async () => {
    await mock?.close();
  });
  const started = () => mock ?? expect.fail('the mock provider has not started');
  return {
    get mock() {
      return started();
    },
    client(timeouts, options) {
      const client = createProviderClient({
        allowPrivateAddresses: true,
        ...options,
        timeouts: { firstByteMs: 5_000, totalMs: 10_000, ...timeouts },
      });
      clients.push(client);
      return client;
    },
    request: (overrides = {}) => ({
      provider: code,
      model,
      messages: [
        { role: 'system', content: 'You are terse.' },
        { role: 'user', content: PROMPT },
      ],
      credential: {
        apiKey: API_KEY,
        baseUrl: started().url,
        ...(code === 'azure-openai' ? { apiVersion: '2024-10-21' } : {}),
      },
      ...overrides,
    }),
  };
}

export async function collect(events: AsyncIterable<ChatEvent>): Promise<ChatEvent[]> {
  const seen: ChatEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

export const textOf = (events: readonly ChatEvent[]) =>
  events.map((event) => (event.type === 'delta' ? event.text : '')).join('');

/** The ProviderError a stream fails with, after the events it yielded first. */
export async function failure(
  events: AsyncIterable<ChatEvent>,
): Promise<{ error: ProviderError; before: ChatEvent[] }> {
  const before: ChatEvent[] = [];
  try {
    for await (const event of events) before.push(event);
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    assertNoSecrets(error as ProviderError);
    return { error: error as ProviderError, before };
  }
  return expect.fail('the stream did not fail');
}

/** Neither the key nor any word of the prompt, in the message or anywhere down the cause chain. */
export function assertNoSecrets(error: Error): void {
  let current: unknown = error;
  while (current instanceof Error) {
    for (const secret of [API_KEY, ...PROMPT.split(' ').filter((word) => word.length > 6)]) {
      expect(current.message).not.toContain(secret);
      expect(current.stack ?? '').not.toContain(secret);
    }
    current = current.cause;
  }
}
