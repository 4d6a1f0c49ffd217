import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Failed sign-ins per account name in fixed windows. The per-address limit alone lets a client
 * behind a trusted proxy rotate X-Forwarded-For and guess one password without bound; counting
 * per name caps guesses at `max` a window whatever the address.
 */
export interface SignInFailures {
  /** Seconds until the name may try again; 0 when it may try now. */
  retryAfter(username: string): Promise<number>;
  recordFailure(username: string): Promise<void>;
}

export interface SignInFailuresOptions {
  max: number;
  windowMs: number;
  /** Shares the counts across instances; without it they live in this process. */
  redis?: Redis | undefined;
  now?: () => number;
}

export const SIGN_IN_FAILURES_NAMESPACE = 'csg:sign-in-failures:';
/** Names counted at once in memory; beyond it the oldest window is forgotten, not memory grown. */
const MEMORY_LIMIT = 10_000;

// A name is matched case-insensitively at sign-in, so it is counted so; stored hashed, because a
// name typed into the wrong field may be a password.
const keyOf = (username: string) => createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');

const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

export function createSignInFailures({ max, windowMs, redis, now = Date.now }: SignInFailuresOptions): SignInFailures {
  return redis ? redisFailures(redis, max, windowMs) : memoryFailures(max, windowMs, now);
}

/** A Redis that fails lets the attempt through: sign-in limits degrade open, like the address limit. */
function redisFailures(redis: Redis, max: number, windowMs: number): SignInFailures {
  const key = (username: string) => SIGN_IN_FAILURES_NAMESPACE + keyOf(username);
  return {
    async retryAfter(username) {
      try {
        const [count, ttlMs] = await Promise.all([redis.get(key(username)), redis.pttl(key(username))]);
        return Number(count) >= max && ttlMs > 0 ? Math.ceil(ttlMs / 1000) : 0;
      } catch {
        return 0;
      }
    },
    async recordFailure(username) {
      await redis.eval(INCREMENT, 1, key(username), windowMs).catch(() => undefined);
    },
  };
}

function memoryFailures(max: number, windowMs: number, now: () => number): SignInFailures {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (k: string) => {
    const window = windows.get(k);
    if (window && window.endsAt <= now()) windows.delete(k);
    return windows.get(k);
  };
  return {
    retryAfter(username) {
      const window = current(keyOf(username));
      return Promise.resolve(window && window.count >= max ? Math.ceil((window.endsAt - now()) / 1000) : 0);
    },
    recordFailure(username) {
      const k = keyOf(username);
      const window = current(k);
      if (window) window.count += 1;
      else {
        if (windows.size >= MEMORY_LIMIT) {
          for (const [name, w] of windows) if (w.endsAt <= now()) windows.delete(name);
          // Map order is insertion order: the first key is the oldest window.
          if (windows.size >= MEMORY_LIMIT) windows.delete(windows.keys().next().value as string);
        }
        windows.set(k, { count: 1, endsAt: now() + windowMs });
      }
      return Promise.resolve();
    },
  };
}
