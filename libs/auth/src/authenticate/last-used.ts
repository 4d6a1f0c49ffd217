import type { FastifyBaseLogger } from 'fastify';

interface LastUsedDeps {
  touch: (ids: readonly string[], at: Date) => Promise<void>;
  log: FastifyBaseLogger;
  flushEveryMs: number;
}

/**
 * API-key last-used times are collected in memory and written in one UPDATE per interval, so a
 * request never waits on that write; a failed write is logged and the next interval retries.
 */
export function createLastUsedTracker({ touch, log, flushEveryMs }: LastUsedDeps) {
  let pending = new Set<string>();
  const flush = async () => {
    if (pending.size === 0) return;
    const ids = [...pending];
    pending = new Set();
    try {
      await touch(ids, new Date());
    } catch (err) {
      for (const id of ids) pending.add(id);
      log.warn({ err: (err as { code?: string }).code ?? 'failed' }, 'could not record API key use');
    }
  };
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();
  return {
    record: (keyId: string) => void pending.add(keyId),
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}

export type LastUsedTracker = ReturnType<typeof createLastUsedTracker>;
