import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from './default-policy.ts';
import { createFilterResolver, FALLBACK_FILTER } from './filter-resolver.ts';

const strict = {
  ...DEFAULT_POLICY,
  categories: { ...DEFAULT_POLICY.categories, pii: { action: 'reject', threshold: 0.5 } },
};
const silent = { debug: () => undefined };

function resolverWith(store: Record<string, unknown>, clock = { now: 0 }) {
  const loads: string[] = [];
  const resolve = createFilterResolver({
    load: async (nickname) => {
      loads.push(nickname);
      return store[nickname];
    },
    cacheMs: 1_000,
    log: silent,
    now: () => clock.now,
  });
  return { resolve, loads };
}

describe('createFilterResolver', () => {
  it('returns the stored policy of a known filter under its own nickname', async () => {
    const { resolve } = resolverWith({ strict });
    const resolved = await resolve('strict');
    expect(resolved.nickname).toBe('strict');
    expect(resolved.policy.categories.pii?.action).toBe('reject');
  });

  it('falls back to content-safety-v2 for an unknown nickname, a missing one and an unusable document', async () => {
    const { resolve } = resolverWith({ [FALLBACK_FILTER]: DEFAULT_POLICY, broken: { version: 'x' } });
    for (const requested of ['nope', undefined, 'broken']) {
      expect((await resolve(requested)).nickname).toBe(FALLBACK_FILTER);
    }
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
