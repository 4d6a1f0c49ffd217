import { randomBytes } from 'node:crypto';
import { describeWithRedis } from '@csg/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInFailures, SIGN_IN_FAILURES_NAMESPACE } from './sign-in-failures.ts';

const name = () => `user-${randomBytes(4).toString('hex')}`;

describe('sign-in failures in memory', () => {
  it('refuses a name once it has max failures in the window, case-insensitively, until the window ends', async () => {
    let clock = 1_000_000;
    const failures = createSignInFailures({ max: 3, windowMs: 60_000, now: () => clock });
    const alice = name();
    for (let i = 0; i < 2; i++) await failures.recordFailure(alice);
    expect(await failures.retryAfter(alice)).toBe(0);
    await failures.recordFailure(` ${alice.toUpperCase()} `);
    expect(await failures.retryAfter(alice)).toBe(60);
    expect(await failures.retryAfter(name())).toBe(0);
    clock += 45_500;
    expect(await failures.retryAfter(alice)).toBe(15);
    clock += 15_000;
    expect(await failures.retryAfter(alice)).toBe(0);
  });

  it('keeps at most 10,000 names, forgetting expired windows first', async () => {
    let clock = 0;
    const failures = createSignInFailures({ max: 1, windowMs: 1_000, now: () => clock });
    const target = name();
    await failures.recordFailure(target);
    clock = 500;
    for (let i = 0; i < 9_999; i++) await failures.recordFailure(`filler-${i}`);
    // Full: the next new name evicts the oldest window, the target's.
    await failures.recordFailure('one-more');
    expect(await failures.retryAfter(target)).toBe(0);
    expect(await failures.retryAfter('filler-0')).toBe(1);
  });
});

describeWithRedis('sign-in failures in Redis', (redisUrl) => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('counts in a key that expires with the window and never holds the name itself', async () => {
    const failures = createSignInFailures({ max: 2, windowMs: 5_000, redis });
    const bob = name();
    await failures.recordFailure(bob);
    expect(await failures.retryAfter(bob)).toBe(0);
    await failures.recordFailure(bob.toUpperCase());
    expect(await failures.retryAfter(bob)).toBeGreaterThan(3);
    expect(await failures.retryAfter(bob)).toBeLessThanOrEqual(5);
    const keys = await redis.keys(`${SIGN_IN_FAILURES_NAMESPACE}*`);
    expect(keys.some((k) => k.includes(bob))).toBe(false);
    const ttls = await Promise.all(keys.map((k) => redis.pttl(k)));
    expect(ttls.every((ttl) => ttl > 0)).toBe(true);
  });

  it('lets every attempt through when Redis does not answer (degrades open)', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const failures = createSignInFailures({ max: 1, windowMs: 5_000, redis: down });
    await failures.recordFailure('x');
    expect(await failures.retryAfter('x')).toBe(0);
    down.disconnect();
  });
});
