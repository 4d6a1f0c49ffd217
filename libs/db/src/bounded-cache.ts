export interface BoundedCacheOptions<V> {
  /** Beyond this many entries, the least recently used is dropped. */
  maxEntries: number;
  /**
   * How long an entry is served at most, counted from the start of the load that produced it: the
   * safety net for a change the feed did not deliver.
   */
  ttlMs: number;
  /** An earlier end for an entry, from its value (a token's expiry), in epoch milliseconds. */
  expiresAt?: (value: V) => number;
  now?: () => number;
}

export interface BoundedCache<K, V> {
  /** The cached value, or `load`'s result; concurrent misses of a key share one load. */
  get(key: K, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  /** The cached value, if any. */
  peek(key: K): V | undefined;
  /** Runs `load` for this caller alone (its result is never shared) and stores it as `get` does. */
  fill(key: K, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  invalidate(key: K): void;
  invalidateWhere(drop: (key: K) => boolean): void;
  invalidateAll(): void;
}

/**
 * An in-memory cache of facts read from the database. A failed load is not cached, a result
 * `keep` refuses is not either, and a load that began before any invalidation does not store what
 * it read: it may have read the row as it was before the change. One generation counter serves the
 * whole cache, so an invalidation also voids other keys' loads in flight; invalidations are rare,
 * and a voided load only costs its next caller a query.
 */
export function createBoundedCache<K, V>({
  maxEntries,
  ttlMs,
  expiresAt,
  now = Date.now,
}: BoundedCacheOptions<V>): BoundedCache<K, V> {
  const entries = new Map<K, { value: V; until: number }>();
  const loading = new Map<K, Promise<V>>();
  let generation = 0;

  const fresh = (key: K) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    if (now() >= entry.until) return undefined;
    // Put back last: the map's order is then least recently used first.
    entries.set(key, entry);
    return entry;
  };

  const fill = async (key: K, load: () => Promise<V>, keep: (value: V) => boolean = () => true) => {
    const started = generation;
    const at = now();
    const value = await load();
    if (started !== generation || !keep(value)) return value;
    entries.delete(key);
    entries.set(key, { value, until: Math.min(at + ttlMs, expiresAt?.(value) ?? Infinity) });
    const oldest = entries.keys().next();
    if (entries.size > maxEntries && !oldest.done) entries.delete(oldest.value);
    return value;
  };

  const invalidated = () => {
    generation += 1;
    loading.clear();
  };

  return {
    get(key, load, keep) {
      const entry = fresh(key);
      if (entry) return Promise.resolve(entry.value);
      const shared = loading.get(key);
      if (shared) return shared;
      const pending = fill(key, load, keep).finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
      loading.set(key, pending);
      return pending;
    },
    peek: (key) => fresh(key)?.value,
    fill,
    invalidate(key) {
      entries.delete(key);
      invalidated();
    },
    invalidateWhere(drop) {
      for (const key of entries.keys()) if (drop(key)) entries.delete(key);
      invalidated();
    },
    invalidateAll() {
      entries.clear();
      invalidated();
    },
  };
}
