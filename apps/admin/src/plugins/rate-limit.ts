import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '@csg/errors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { createSignInFailures, type SignInFailures } from './sign-in-failures.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins per account name, in the same store as the per-address budgets. */
    signInFailures: SignInFailures;
  }
}

/** The specification's limits: per client IP, per minute, each route its own budget. */
export const SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
/** Failed sign-ins per account name, whatever the address: the same budget as per address. */
export const SIGN_IN_FAILURES_PER_NAME = { max: 10, windowMs: 60_000 };
export const RESET_RATE_LIMIT = { max: 5, timeWindow: 60_000 };
export const RATE_LIMITED_MESSAGE = 'Too many requests, retry later';
export const RATE_LIMIT_NAMESPACE = 'csg:rate-limit:';
const BOOT_WAIT_MS = 1_000;

export interface RateLimitPluginOptions {
  /** REDIS_URL: shares the budgets across instances; unset keeps them in this process's memory. */
  redisUrl?: string | undefined;
}

/**
 * A Redis client that never makes a request wait on a Redis that is not there: no offline queue
 * (a command while disconnected fails at once), short connect and command timeouts, one retry,
 * and reconnection in the background forever. Its state changes are logged once each, not per error.
 */
function createRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: 250,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let available: boolean | undefined;
  redis.on('ready', () => {
    if (available !== true) log.info('rate-limit store connected');
    available = true;
  });
  redis.on('error', (err: Error & { code?: string }) => {
    // The code only: a driver message can name the host and the user.
    if (available !== false)
      log.warn(
        { err: err.code ?? 'failed' },
        'rate-limit store unavailable; sign-in limits are not enforced until it returns',
      );
    available = false;
  });
  return redis;
}

/**
 * @fastify/rate-limit for the routes that ask for it with `config: { rateLimit: … }` (none
 * otherwise: `global: false`). The client is request.ip, which honours X-Forwarded-For only from
 * TRUSTED_PROXIES. A refusal is 429 in the framework body with Retry-After; no X-RateLimit-*
 * header is ever sent. With Redis, a store error lets the request through (degrade open).
 *
 * Wrapped with fastify-plugin, so it applies to the context that registers it.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: RateLimitPluginOptions) => {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      redis = createRedis(opts.redisUrl, app.log);
      // At most a second: a Redis that is down, or that accepts connections and never answers,
      // does not hold up the boot. The client goes on connecting in the background.
      await Promise.race([redis.connect().catch(() => undefined), sleep(BOOT_WAIT_MS, undefined, { ref: false })]);
      const client = redis;
      app.addHook('onClose', async () => {
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      });
    }

    app.decorate('signInFailures', createSignInFailures({ ...SIGN_IN_FAILURES_PER_NAME, redis }));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE } : {}),
      skipOnError: true,
      errorResponseBuilder: () => new HttpError(429, RATE_LIMITED_MESSAGE),
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeaders: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
        'retry-after': true,
      },
    });
  },
  { name: 'csg-rate-limit', fastify: '5.x' },
);
