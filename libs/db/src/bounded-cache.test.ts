import { describe, expect, it } from 'vitest';
import { createBoundedCache } from './bounded-cache.ts';

/** A load that counts its calls and resolves when told to. */
function gatedLoad<V>(value: V) {
  let calls = 0;
  let release = () => undefined as void;
  const load = () => {
    calls += 1;
    return new Promise<V>((resolve) => {
      release = () => resolve(value);
    });
  };
  return { load, release: () => release(), calls: () => calls };
}

describe('createBoundedCache', () => {
  it('answers a hit without loading, until the time bound counted from the load', async () => {
    let clock = 1_000;
    const cache = createBoundedCache<string, number>({ maxEntries: 10, ttlMs: 100, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock += 99;
    expect(await cache.get('a', load)).toBe(1);
    clock += 1;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('ends an entry earlier when its value says so (expiresAt)', async () => {
    let clock = 1_000;
    const cache = createBoundedCache<string, { exp: number }>({
      maxEntries: 10,
      ttlMs: Infinity,
      expiresAt: (v) => v.exp,
      now: () => clock,
    });
    await cache.get('t', async () => ({ exp: 1_050 }));
    clock = 1_049;
    expect(cache.peek('t')).toEqual({ exp: 1_050 });
    clock = 1_050;
    expect(cache.peek('t')).toBeUndefined();
  });

  it('drops the least recently used entry beyond maxEntries', async () => {
    const cache = createBoundedCache<string, string>({ maxEntries: 2, ttlMs: 60_000 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    expect(cache.peek('a')).toBe('a');
    await cache.get('c', async () => 'c');
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual(['a', undefined, 'c']);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createBoundedCache<string, string>({ maxEntries: 10, ttlMs: 60_000 });
    const gate = gatedLoad('v');
    const both = Promise.all([cache.get('k', gate.load), cache.get('k', gate.load)]);
    gate.release();
    expect(await both).toEqual(['v', 'v']);
    expect(gate.calls()).toBe(1);
  });

  it('does not cache a failed load, nor a value keep refuses', async () => {
    const cache = createBoundedCache<string, string | undefined>({ maxEntries: 10, ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek('k')).toBeUndefined();
    await cache.get(
      'k',
      async () => undefined,
      (v) => v !== undefined,
    );
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', async () => 'up')).toBe('up');
    expect(cache.peek('k')).toBe('up');
  });

  it('does not store what a load read when an invalidation came while it ran', async () => {
    const cache = createBoundedCache<string, string>({ maxEntries: 10, ttlMs: 60_000 });
    const shared = gatedLoad('before the change');
    const pending = cache.get('k', shared.load);
    const alone = gatedLoad('also before');
    const filling = cache.fill('other', alone.load);
    cache.invalidate('unrelated');
    // A caller after the invalidation does not join the load that began before it.
    const after = gatedLoad('after the change');
    const fresh = cache.get('k', after.load);
    shared.release();
    alone.release();
    after.release();
    expect(await pending).toBe('before the change');
    expect(await filling).toBe('also before');
    expect(await fresh).toBe('after the change');
    expect(cache.peek('k')).toBe('after the change');
    expect(cache.peek('other')).toBeUndefined();
  });

  it('runs fill for each caller, never sharing its result', async () => {
    const cache = createBoundedCache<string, number>({ maxEntries: 10, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.fill('k', load), cache.fill('k', load)])).toEqual([1, 2]);
  });

  it('invalidates one key, the keys a predicate picks, or all', async () => {
    const cache = createBoundedCache<string, string>({ maxEntries: 10, ttlMs: 60_000 });
    for (const key of ['t1|a', 't1|b', 't2|a', 't3|a']) await cache.get(key, async () => key);
    cache.invalidate('t3|a');
    cache.invalidateWhere((key) => key.startsWith('t1|'));
    expect(['t1|a', 't1|b', 't2|a', 't3|a'].map((k) => cache.peek(k))).toEqual([
      undefined,
      undefined,
      't2|a',
      undefined,
    ]);
    cache.invalidateAll();
    expect(cache.peek('t2|a')).toBeUndefined();
  });
});
