import { DEFAULT_POLICY } from './default-policy.ts';
import { filterPolicySchema, type FilterPolicy } from './schema.ts';

/** The seeded filter every request falls back to. */
export const FALLBACK_FILTER = 'content-safety-v2';

export interface FilterResolverDeps {
  /** The stored policy document of a filter, or undefined when there is no such filter. */
  load: (nickname: string) => Promise<unknown>;
  /** How long a looked-up policy is reused before the store is asked again. */
  cacheMs: number;
  log: { debug: (details: object, message: string) => void };
  now?: () => number;
}

export interface ResolvedFilter {
  nickname: string;
  policy: FilterPolicy;
}

/**
 * `content_filter` → policy. An unknown or unusable nickname falls back to content-safety-v2, as
 * the specification says, and a store that has lost the seeded filter falls back to the built-in
 * copy; lookups are cached briefly so a scan does not wait on the database.
 */
export function createFilterResolver({ load, cacheMs, log, now = Date.now }: FilterResolverDeps) {
  const cache = new Map<string, { at: number; policy: FilterPolicy | undefined }>();
  const lookup = async (nickname: string): Promise<FilterPolicy | undefined> => {
    const hit = cache.get(nickname);
    if (hit && now() - hit.at < cacheMs) return hit.policy;
    const policy = filterPolicySchema.safeParse(await load(nickname)).data;
    // Nicknames come from callers: a flood of made-up ones must not grow the cache without end.
    if (cache.size > 1_000) cache.clear();
    cache.set(nickname, { at: now(), policy });
    return policy;
  };
  return async (requested: string | undefined): Promise<ResolvedFilter> => {
    if (requested && requested !== FALLBACK_FILTER) {
      const policy = await lookup(requested);
      if (policy) return { nickname: requested, policy };
      log.debug({ contentFilter: requested }, 'unknown content_filter; using the fallback');
    }
    return { nickname: FALLBACK_FILTER, policy: (await lookup(FALLBACK_FILTER)) ?? DEFAULT_POLICY };
  };
}
