import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from './default-policy.ts';
import { createFilterResolver, FALLBACK_FILTER } from './filter-resolver.ts';

const strict = {
  ...DEFAULT_POLICY,
  categories: { ...DEFAULT_POLICY.categories, pii: { action: 'reject', threshold: 0.5 } },
};
class Unusable extends Error {}

function resolverWith(store: Record<string, unknown>, clock = { now: 0 }) {
  const loads: string[] = [];
  const errors: object[] = [];
  const resolve = createFilterResolver({
    load: async (nickname) => {
      loads.push(nickname);
      return store[nickname];
    },
    cacheMs: 1_000,
    unusable: (nickname) => new Unusable(nickname),
    log: { debug: () => undefined, error: (details) => errors.push(details) },
    now: () => clock.now,
  });
  return { resolve, loads, errors };
}

describe('createFilterResolver', () => {
  it('returns the stored policy of a known filter under its own nickname', async () => {
    const { resolve } = resolverWith({ strict });
    const resolved = await resolve('strict');
    expect(resolved.nickname).toBe('strict');
    expect(resolved.policy.categories.pii?.action).toBe('reject');
  });

  it('falls back to content-safety-v2 for an unknown nickname and a missing one', async () => {
    const { resolve } = resolverWith({ [FALLBACK_FILTER]: DEFAULT_POLICY });
    for (const requested of ['nope', undefined]) {
      expect((await resolve(requested)).nickname).toBe(FALLBACK_FILTER);
    }
  });

  it('refuses a filter whose stored policy does not parse, never using another in its place', async () => {
    const broken = { ...DEFAULT_POLICY, entities: { EMAIL_ADDRESS: { action: 'hide-it-all' } } };
    const { resolve, errors } = resolverWith({ [FALLBACK_FILTER]: DEFAULT_POLICY, broken });
    await expect(resolve('broken')).rejects.toEqual(new Unusable('broken'));
    await expect(resolve('broken')).rejects.toBeInstanceOf(Unusable);
    // Loud once per cache period, with where and which rule: not the value found there.
    expect(errors).toEqual([
      { contentFilter: 'broken', issues: [{ path: 'entities.EMAIL_ADDRESS.action', code: 'invalid_value' }] },
    ]);
    expect(JSON.stringify(errors)).not.toContain('hide-it-all');
  });

  it('refuses content-safety-v2 itself when its stored policy does not parse, rather than the built-in copy', async () => {
    const { resolve } = resolverWith({ [FALLBACK_FILTER]: { version: 2 } });
    await expect(resolve(undefined)).rejects.toEqual(new Unusable(FALLBACK_FILTER));
    await expect(resolve('unknown-filter')).rejects.toEqual(new Unusable(FALLBACK_FILTER));
  });

  it('uses the built-in policy when the store has lost the seeded filter', async () => {
    const { resolve } = resolverWith({});
    expect((await resolve(undefined)).policy).toEqual(DEFAULT_POLICY);
  });

  it('asks the store again only after the cache period', async () => {
    const clock = { now: 0 };
    const { resolve, loads } = resolverWith({ strict }, clock);
    await resolve('strict');
    await resolve('strict');
    expect(loads).toEqual(['strict']);
    clock.now = 1_001;
    await resolve('strict');
    expect(loads).toEqual(['strict', 'strict']);
  });
});
