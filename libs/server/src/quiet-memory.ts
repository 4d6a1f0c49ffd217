import type { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A window with at most this many requests counts as quiet (health probes, a stray click). Short,
 * so that memory comes back 5-10 s after the last busy window.
 */
export const QUIET_MAX_REQUESTS = 5;
export const QUIET_WINDOW_MS = 5_000;

export interface QuietMemoryOptions {
  windowMs?: number;
  maxRequests?: number;
  /** A full, memory-reducing collection; swapped in tests. */
  collect?: () => void;
}

/**
 * V8's own `gc()` with the flavour that also shrinks the young generation and unmaps pooled pages
 * (what V8 does under memory pressure). The flag exposes `gc` only to contexts created while it is
 * set, hence the throwaway context; it is unset again so that no later context gets one.
 */
export function memoryReducingCollection(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options: { type: 'major'; flavor: 'last-resort' }) => void;
  setFlagsFromString('--no-expose-gc');
  return () => gc({ type: 'major', flavor: 'last-resort' });
}

/**
 * Gives memory back to the system once a busy service has gone quiet.
 *
 * Why: V8 keeps what a burst made it take (a young generation grown to 128 MB, freed pages in a
 * pool: 100-200 MB per app) until a memory-reducing collection. Its memory reducer, meant to run
 * one when a process goes idle, judges an idle process's allocation rate "high" for minutes on
 * end (--trace-memory-reducer: "high alloc" every 8 s), and once it has run it starts again only
 * after a full collection that finds the old generation 10 % larger, which a burst of short-lived
 * requests need not bring. So, at the end of the first quiet window after a busy one (start-up
 * counts as busy), this runs that collection once: two full collections, 30-150 ms in all (the
 * apps that hold the detection engine take longest), while at most `maxRequests` requests a
 * window arrive, against 100-300 MB of RSS.
 */
export function releaseMemoryWhenQuiet(server: EventEmitter, options: QuietMemoryOptions = {}): () => void {
  const { windowMs = QUIET_WINDOW_MS, maxRequests = QUIET_MAX_REQUESTS } = options;
  const collect = options.collect ?? memoryReducingCollection();
  let requests = 0;
  let busySinceCollection = true;
  const onRequest = () => {
    requests += 1;
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    if (requests > maxRequests) busySinceCollection = true;
    else if (busySinceCollection) {
      busySinceCollection = false;
      collect();
    }
    requests = 0;
  }, windowMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
