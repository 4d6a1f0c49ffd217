import type { FastifyBaseLogger } from 'fastify';

export const FALLBACK_FILTER = 'content-safety-v2';

interface ResolverDeps<P> {
  load: (nickname: string) => Promise<unknown>;
  parse: (policy: unknown) => P | undefined;
  /** The built-in policy, for a database that has lost the seeded filter. */
  builtIn: P;
  cacheMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/**
 * `content_filter` → policy. An unknown or unusable nickname falls back to content-safety-v2, as
 * the specification says; lookups are cached briefly so a scan does not wait on the database.
 */
export function createFilterResolver<P>({ load, parse, builtIn, cacheMs, log, now = Date.now }: ResolverDeps<P>) {
  const cache = new Map<string, { at: number; policy: P | undefined }>();
  const lookup = async (nickname: string): Promise<P | undefined> => {
    const hit = cache.get(nickname);
    if (hit && now() - hit.at < cacheMs) return hit.policy;
    const policy = parse(await load(nickname));
    if (cache.size > 1_000) cache.clear();
    cache.set(nickname, { at: now(), policy });
    return policy;
  };
  return async (requested: string | undefined): Promise<{ nickname: string; policy: P }> => {
    if (requested && requested !== FALLBACK_FILTER) {
      const policy = await lookup(requested);
      if (policy) return { nickname: requested, policy };
      log.debug({ contentFilter: requested }, 'unknown content_filter; using the fallback');
    }
    return { nickname: FALLBACK_FILTER, policy: (await lookup(FALLBACK_FILTER)) ?? builtIn };
  };
}
