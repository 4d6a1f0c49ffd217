import { createBoundedCache, type ChangeFeed } from '@csg/db';
import { seesRedTeamModels } from '@csg/models';
import type { ModelResolver, ResolvedModel } from './model-resolver.ts';

export interface ModelCacheOptions {
  changes: Pick<ChangeFeed, 'subscribe'>;
  /** How long a resolution is kept at most, should a change go unannounced. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Resolutions kept in memory, the credential already opened, per tenant, red-team visibility,
 * provider and model name. A change to a tenant's credentials drops that tenant's; a change to the
 * catalogue drops them all. A refusal is not kept: it is resolved again at each request.
 */
export function cacheModelResolutions(
  resolve: ModelResolver,
  { changes, ttlMs = 30_000, maxEntries = 10_000, now }: ModelCacheOptions,
): ModelResolver {
  const resolved = createBoundedCache<string, ResolvedModel>({ maxEntries, ttlMs, now });
  changes.subscribe(
    ['models', 'provider_credentials'],
    ({ table, tenantId }) =>
      table === 'provider_credentials' && tenantId
        ? resolved.invalidateWhere((key) => key.startsWith(`${tenantId}|`))
        : resolved.invalidateAll(),
    () => resolved.invalidateAll(),
  );
  // Tenant ids are UUIDs and provider codes plain words: neither holds the separator.
  return (caller, model, provider) =>
    resolved.get(`${caller.tenantId}|${seesRedTeamModels(caller.role)}|${provider ?? ''}|${model}`, () =>
      resolve(caller, model, provider),
    );
}
