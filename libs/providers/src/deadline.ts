import { errors } from 'undici';
import { ProviderError } from './provider-error.ts';
import { NonPublicAddressError } from './public-address-connector.ts';
import type { ProviderCode } from './types.ts';

export interface ProviderTimeouts {
  /** Name resolution, TCP and TLS set-up. */
  connectMs: number;
  /** From sending the request to the first byte of the body: headers and the vendor's time to first token. */
  firstByteMs: number;
  /** The whole exchange, last byte included. */
  totalMs: number;
}

export const DEFAULT_PROVIDER_TIMEOUTS: ProviderTimeouts = {
  connectMs: 10_000,
  // Long prompts on large models can take tens of seconds before the first token.
  firstByteMs: 60_000,
  // Below the edge's 600 s body timeout, so the gateway reports the failure itself.
  totalMs: 300_000,
};

type StopReason = 'aborted' | 'first_byte' | 'total';

/**
 * The upstream request's own abort signal, fired by the caller's signal or by a timer, remembering
 * which, so that whatever error undici then raises is reported for what actually happened.
 */
export function createDeadline(provider: ProviderCode, timeouts: ProviderTimeouts, callerSignal?: AbortSignal) {
  const controller = new AbortController();
  let stopped: StopReason | undefined;
  const stop = (reason: StopReason) => {
    stopped ??= reason;
    controller.abort();
  };
  const onCallerAbort = () => stop('aborted');
  if (callerSignal?.aborted) stop('aborted');
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const firstByteTimer = setTimeout(() => stop('first_byte'), timeouts.firstByteMs);
  const totalTimer = setTimeout(() => stop('total'), timeouts.totalMs);

  return {
    signal: controller.signal,
    firstByte: () => clearTimeout(firstByteTimer),

    /** The ProviderError an exception means: what stopped the request wins over how undici noticed. */
    failure(err: unknown): ProviderError {
      if (stopped === 'aborted') return new ProviderError(provider, 'aborted', 'the caller went away');
      if (stopped === 'first_byte')
        return new ProviderError(provider, 'timeout', `no first byte within ${timeouts.firstByteMs} ms`);
      if (stopped === 'total')
        return new ProviderError(provider, 'timeout', `not finished within ${timeouts.totalMs} ms`);
      if (err instanceof ProviderError) return err;
      if (err instanceof NonPublicAddressError)
        return new ProviderError(provider, 'unavailable', 'the provider address is not public', { cause: err });
      if (err instanceof errors.ConnectTimeoutError)
        return new ProviderError(provider, 'timeout', 'connect timed out', { cause: err });
      if (err instanceof errors.HeadersTimeoutError || err instanceof errors.BodyTimeoutError) {
        return new ProviderError(provider, 'timeout', 'the dispatcher timed out', { cause: err });
      }
      // Refused, reset, DNS, TLS: transport errors name a host and port at most, so they are chained.
      return new ProviderError(provider, 'unavailable', 'the connection failed', { cause: err });
    },

    /** Clears the timers; aborts the request unless it completed (the consumer stopped early). */
    dispose(completed: boolean) {
      clearTimeout(firstByteTimer);
      clearTimeout(totalTimer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      if (!completed) controller.abort();
    },
  };
}
