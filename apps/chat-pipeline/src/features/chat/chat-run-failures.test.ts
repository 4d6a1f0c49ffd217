import { ProviderError } from '@csg/providers';
import { GENERIC_ERROR_MESSAGE } from '@csg/sse';
import { describe, expect, it, vi } from 'vitest';
import { chatHarness, failingAfter, JAILBREAK, names, stallingAfter, surfaces } from './test-support.ts';

const vendorDown = () => new ProviderError('openai', 'unavailable', 'upstream answered 503', { status: 503 });

/** A store error whose message quotes the prompt, as a driver's can. */
class StoreDown extends Error {
  override name = 'PostgresError';
}
const storeDown = () => new StoreDown('insert failed for "What is the capital of France?"');

describe('chat run(): the provider failing', () => {
  it.each([
    ['before any output', [] as string[]],
    ['mid-stream', ['Paris is', ' the capital']],
  ])(
    '%s: the error reaches the route (its one generic frame ends the stream); the input record is stored, the output never',
    async (_when, deltas) => {
      const failure = vendorDown();
      const h = chatHarness({ provider: failingAfter(deltas, failure) });
      await expect(h.run()).rejects.toBe(failure);
      // Nothing of the reply went out, and the stream is left open for the route's error frame.
      expect(h.stream.calls).toEqual([]);
      expect(surfaces(h.stored)).toEqual([['chat-input']]);

      h.stream.fail(); // what the route does with the rejection
      expect(h.stream.received).toEqual([{ error: GENERIC_ERROR_MESSAGE }, '[DONE]']);
    },
  );

  it('has the input record stored (the writer flushed) before the error reaches the route', async () => {
    const failure = vendorDown();
    const h = chatHarness({ provider: failingAfter([], failure) });
    await expect(h.run()).rejects.toBe(failure);
    expect(h.timeline.slice(-3)).toEqual(['provider', 'records chat-input', 'flush records']);
  });

  it('still lets the provider’s error through when the input record cannot be stored, and logs only the error’s class', async () => {
    const failure = vendorDown();
    const h = chatHarness({ provider: failingAfter(['Par'], failure), recordsFail: storeDown() });
    await expect(h.run()).rejects.toBe(failure);
    expect(h.warnings).toEqual([{ details: { error: 'PostgresError' }, message: 'input detection record failed' }]);
    expect(JSON.stringify(h.warnings)).not.toContain('capital');
  });
});

describe('chat run(): the client leaving', () => {
  it('hands the provider the run’s signal: aborting it stops the provider, and only the input record is stored', async () => {
    const h = chatHarness({ provider: stallingAfter(['Paris']) });
    const client = new AbortController();
    const running = h.run({}, { signal: client.signal });
    await vi.waitFor(() => expect(h.providerCalls).toHaveLength(1));
    expect(h.providerCalls[0]?.options?.signal).toBe(client.signal);

    client.abort();
    await expect(running).rejects.toThrow();
    expect(names(h.stream.received)).toEqual([]);
    expect(surfaces(h.stored)).toEqual([['chat-input']]);
  });
});

describe('chat run(): the records store failing', () => {
  it('after a delivered turn: the turn succeeds, the loss is logged by class name only, and grounding still runs', async () => {
    const failure = storeDown();
    const h = chatHarness({ recordsFail: failure });
    await h.run({ contexts: ['Paris is the capital of France.'] });
    expect(names(h.stream.received)).toEqual(['token_usage', 'filtered-response', '[DONE]']);
    // One statement for both records, tried once: the input record is not tried again on its own.
    expect(h.timeline.filter((step) => step.startsWith('records'))).toEqual(['records chat-input+chat-output']);
    expect(h.warnings).toEqual([
      { details: { error: failure.name }, message: 'detection records of a delivered turn were not stored' },
    ]);
    expect(h.groundings).toHaveLength(1);
  });

  it('on a rejected prompt: the turn fails before content_rejected and the automatic lock; the provider is still never called', async () => {
    const failure = storeDown();
    const h = chatHarness({ findings: [JAILBREAK], recordsFail: failure });
    await expect(h.run({ messages: [{ role: 'user', content: JAILBREAK.text }] })).rejects.toBe(failure);
    expect(h.timeline).toEqual(['gate', 'detect', 'records chat-input']);
    expect(h.providerCalls).toEqual([]);
  });
});
