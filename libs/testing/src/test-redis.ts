import { randomBytes } from 'node:crypto';
import { describe, inject } from 'vitest';
import './provided-context.ts';

/**
 * describe() for suites that need Redis: skipped, with the reason printed, when the run has none.
 */
export function describeWithRedis(name: string, fn: (redisUrl: string) => void): void {
  const url = inject('redisUrl');
  if (!url) {
    console.warn(`[skipped] ${name}: ${inject('redisSkipReason') ?? 'no Redis'}`);
    describe.skip(name, () => fn(''));
    return;
  }
  describe(name, () => fn(url));
}

/** A key prefix of the calling file's own, so test files sharing one Redis do not collide. */
export const redisKeyPrefix = () => `csg-test:${randomBytes(4).toString('hex')}:`;
