import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const BOOT_WAIT_MS = 1_000;

/**
 * REDIS_URL's client for the sign-in limits, shared by the per-address budgets and the per-name
 * failure counts. It never makes a request wait on a Redis that is not there: no offline queue (a
 * command while disconnected fails at once), short connect and command timeouts, one retry, and
 * reconnection in the background forever. Its state changes are logged once each, not per error.
 * The boot waits at most a second for it: a Redis that is down, or that accepts connections and
 * never answers, does not hold up the app, and the client goes on connecting in the background.
 */
export async function connectRateLimitStore(url: string, log: FastifyBaseLogger): Promise<Redis> {
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
  await Promise.race([redis.connect().catch(() => undefined), sleep(BOOT_WAIT_MS, undefined, { ref: false })]);
  return redis;
}

/** A connected client says goodbye; one still connecting is cut off. */
export async function closeRateLimitStore(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
