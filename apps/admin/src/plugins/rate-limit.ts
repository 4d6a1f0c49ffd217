import { HttpError } from '@csg/errors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** The specification's limits: per client IP, per minute, each route its own budget. */
export const SIGN_IN_RATE_LIMIT = { max: 10, timeWindow: 60_000 };
/** Failed sign-ins per account name, whatever the address: the same budget as per address. */
export const SIGN_IN_FAILURES_PER_NAME = { max: 10, windowMs: 60_000 };
export const RESET_RATE_LIMIT = { max: 5, timeWindow: 60_000 };
export const RATE_LIMITED_MESSAGE = 'Too many requests, retry later';
export const RATE_LIMIT_NAMESPACE = 'csg:rate-limit:';

export interface RateLimitPluginOptions {
  /** The store shared across instances (rate-limit-store.ts); without it budgets live in this process. */
  redis?: Redis | undefined;
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
  async (app: FastifyInstance, { redis }: RateLimitPluginOptions) => {
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
