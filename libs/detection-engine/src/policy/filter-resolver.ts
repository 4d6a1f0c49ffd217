import { DEFAULT_POLICY } from './default-policy.ts';
import { readFilterPolicy, type FilterPolicy, type PolicyReading } from './schema.ts';

/** The seeded filter every request falls back to. */
export const FALLBACK_FILTER = 'content-safety-v2';

export interface FilterResolverDeps {
  /** The stored policy document of a filter, or undefined when there is no such filter. */
  load: (nickname: string) => Promise<unknown>;
  /** How long a looked-up policy is reused before the store is asked again. */
  cacheMs: number;
  /** The error a request fails with when the filter it gets has a stored policy that does not parse. */
  unusable: (nickname: string) => Error;
  log: {
    debug: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
  now?: () => number;
}

export interface ResolvedFilter {
  nickname: string;
  policy: FilterPolicy;
}

/**
 * `content_filter` → policy. An unknown nickname falls back to content-safety-v2, as the
 * specification says, and a store that has lost the seeded filter falls back to the built-in copy.
 * A filter that exists but whose stored policy no longer parses is refused (`unusable`) and logged
 * at error level, once per cache period: replacing it with another filter's rules would let through
 * what it was written to stop. Lookups are cached briefly so a scan does not wait on the database.
 */
export function createFilterResolver({ load, cacheMs, unusable, log, now = Date.now }: FilterResolverDeps) {
  const cache = new Map<string, { at: number; reading: PolicyReading | undefined }>();
  const lookup = async (nickname: string): Promise<PolicyReading | undefined> => {
    const hit = cache.get(nickname);
    if (hit && now() - hit.at < cacheMs) return hit.reading;
    const document = await load(nickname);
    const reading = document === undefined ? undefined : readFilterPolicy(document);
    if (reading?.issues) {
      // Paths and rule codes only: the document is the administrator's, but a value is never logged.
      const issues = reading.issues.map(({ path, code }) => ({ path: path.join('.'), code }));
      log.error(
        { contentFilter: nickname, issues },
        'stored filter policy does not parse; requests for it are refused',
      );
    }
    // Nicknames come from callers: a flood of made-up ones must not grow the cache without end.
    if (cache.size > 1_000) cache.clear();
    cache.set(nickname, { at: now(), reading });
    return reading;
  };
  const applicable = (nickname: string, reading: PolicyReading): ResolvedFilter => {
    if (reading.issues) throw unusable(nickname);
    return { nickname, policy: reading.policy };
  };
  return async (requested: string | undefined): Promise<ResolvedFilter> => {
    if (requested && requested !== FALLBACK_FILTER) {
      const reading = await lookup(requested);
      if (reading) return applicable(requested, reading);
      log.debug({ contentFilter: requested }, 'unknown content_filter; using the fallback');
    }
    const fallback = await lookup(FALLBACK_FILTER);
    return fallback ? applicable(FALLBACK_FILTER, fallback) : { nickname: FALLBACK_FILTER, policy: DEFAULT_POLICY };
  };
}
