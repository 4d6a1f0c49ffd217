// The behaviour every adapter shares, run by each adapter's test file against its own mock.
import type { MockUsage } from '@csg/testing/mock-providers';
import { describe, expect, it } from 'vitest';
import { imageContract } from './image-contract.ts';
import type { ProviderErrorKind } from './provider-error.ts';
import { collect, failure, textOf, type MockedProvider } from './test-support.ts';
import type { TokenUsage } from './types.ts';

export interface ContractExpectations {
  /** What the adapter makes of the mock's {promptTokens: 120, completionTokens: 7, cached 100, creation 10}. */
  usage: TokenUsage;
  /** The vendor reports usage before the reply's last delta (Anthropic's message_start, Gemini's chunks). */
  usageBeforeLastDelta: boolean;
  /** The kind the vendor's default mid-stream error frame means. */
  streamErrorKind: ProviderErrorKind;
}

export const CACHED_USAGE: MockUsage = {
  promptTokens: 120,
  completionTokens: 7,
  cachedTokens: 100,
  cacheCreationTokens: 10,
};

export function adapterContract(provider: MockedProvider, expected: ContractExpectations): void {
  describe('adapter contract', () => {
    it('reassembles the streamed reply and ends with done', async () => {
      provider.mock.reply({ deltas: ['Hel', 'lo, ', 'wörld ', '✓'] });
      const events = await collect(provider.client().streamChat(provider.request()));
      expect(textOf(events)).toBe('Hello, wörld ✓');
      expect(events.filter((e) => e.type === 'delta')).toHaveLength(4);
      expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'stop' });
      expect(provider.mock.requests).toHaveLength(1);
    });

    it('maps usage, cache figures included, the last report being final', async () => {
      provider.mock.reply({ deltas: ['a', 'b'], usage: CACHED_USAGE });
      const events = await collect(provider.client().streamChat(provider.request()));
      const usages = events.flatMap((e) => (e.type === 'usage' ? [e.usage] : []));
      expect(usages.at(-1)).toEqual(expected.usage);
    });

    it(`yields usage ${expected.usageBeforeLastDelta ? 'before' : 'after'} the last delta, as the vendor sends it`, async () => {
      provider.mock.reply({ deltas: ['one ', 'two ', 'three'], usage: CACHED_USAGE });
      const events = await collect(provider.client().streamChat(provider.request()));
      const firstUsage = events.findIndex((e) => e.type === 'usage');
      const lastDelta = events.findLastIndex((e) => e.type === 'delta');
      expect(firstUsage).toBeGreaterThanOrEqual(0);
      expect(firstUsage < lastDelta).toBe(expected.usageBeforeLastDelta);
    });

    it('maps the length finish reason', async () => {
      provider.mock.reply({ deltas: ['cut'], finishReason: 'length' });
      const events = await collect(provider.client().streamChat(provider.request()));
      expect(events.at(-1)).toEqual({ type: 'done', finishReason: 'length' });
    });

    it.each([
      [400, 'bad_request'],
      [401, 'auth'],
      [403, 'auth'],
      [429, 'rate_limited'],
      [500, 'unavailable'],
      [503, 'unavailable'],
    ] as const)('maps HTTP %i in the vendor error JSON to %s', async (status, kind) => {
      provider.mock.reply({
        fault: { kind: 'http', status, message: `rejected: ${provider.request().messages[1]?.content}` },
      });
      const { error, before } = await failure(provider.client().streamChat(provider.request()));
      expect(before).toEqual([]);
      expect(error).toMatchObject({ kind, status, provider: provider.request().provider });
    });

    it('reports a wrong key as auth, without the key', async () => {
      const request = provider.request();
      const wrongKey = { ...request, credential: { ...request.credential, apiKey: 'sk-wrong-key-0000' } };
      const { error } = await failure(provider.client().streamChat(wrongKey));
      expect(error.kind).toBe('auth');
      expect(error.message).not.toContain('sk-wrong-key-0000');
    });

    it('fails on an error frame mid-stream, after the deltas sent before it', async () => {
      provider.mock.reply({ deltas: ['partial ', 'reply'], fault: { kind: 'stream-error', afterDeltas: 1 } });
      const { error, before } = await failure(provider.client().streamChat(provider.request()));
      expect(error.kind).toBe(expected.streamErrorKind);
      expect(textOf(before)).toBe('partial ');
    });

    it.each([
      ['malformed', 'protocol'],
      ['truncate', 'protocol'],
      ['drop', 'unavailable'],
    ] as const)('maps a %s stream to %s', async (fault, kind) => {
      provider.mock.reply({ deltas: ['a ', 'b ', 'c'], fault: { kind: fault, afterDeltas: 2 } });
      const { error } = await failure(provider.client().streamChat(provider.request()));
      expect(error.kind).toBe(kind);
    });

    it('times out on a slow first byte and closes the upstream request', async () => {
      provider.mock.reply({ firstByteDelayMs: 5_000 });
      const { error } = await failure(provider.client({ firstByteMs: 150 }).streamChat(provider.request()));
      expect(error.kind).toBe('timeout');
      expect((await provider.mock.waitForClientAbort()).clientAborted).toBe(true);
    });

    it('aborts the upstream request when the caller signal fires', async () => {
      provider.mock.reply({ deltas: ['first ', 'second'], fault: { kind: 'stall', afterDeltas: 1 } });
      const controller = new AbortController();
      const stream = provider.client().streamChat(provider.request(), { signal: controller.signal });
      const seen: string[] = [];
      const outcome = failure(
        (async function* () {
          for await (const event of stream) {
            if (event.type === 'delta') {
              seen.push(event.text);
              controller.abort();
            }
            yield event;
          }
        })(),
      );
      expect((await outcome).error.kind).toBe('aborted');
      expect(seen).toEqual(['first ']);
      await provider.mock.waitForClientAbort();
    });

    it('aborts the upstream request when the consumer stops reading', async () => {
      provider.mock.reply({ deltas: ['first ', 'second'], fault: { kind: 'stall', afterDeltas: 1 } });
      for await (const event of provider.client().streamChat(provider.request())) {
        if (event.type === 'delta') break;
      }
      await provider.mock.waitForClientAbort();
    });
  });
  imageContract(provider);
}
