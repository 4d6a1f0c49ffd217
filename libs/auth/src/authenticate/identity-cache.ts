import { createBoundedCache, type ChangeFeed } from '@csg/db';
import type { JwtClaims, JwtService } from '../jwt.ts';
import type { ActiveTenant, ApiKeyIdentity, IdentityRepo } from './identity-repo.ts';

export interface IdentityCacheOptions {
  changes: Pick<ChangeFeed, 'subscribe'>;
  /** How long a tenant or key is kept at most, should a change go unannounced. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** The rows that decide who a credential is. They change rarely: a change to any drops every identity. */
const IDENTITY_TABLES = ['tenants', 'api_keys', 'tenant_group_members'] as const;

const IDENTITY_CACHE_MS = 30_000;

/**
 * The authenticator's reads, kept in memory. A verified token is kept until it expires (it depends
 * on nothing stored); a tenant and a key until the change feed announces a change to the identity
 * tables, or for `ttlMs` at most. Only what was found is kept: a refusal is read again each time.
 * A key's expiry stays the authenticator's to judge at each use.
 */
export function cacheIdentity(
  { repo, jwt }: { repo: Pick<IdentityRepo, 'findActiveTenant' | 'findApiKey'>; jwt: Pick<JwtService, 'verify'> },
  { changes, ttlMs = IDENTITY_CACHE_MS, maxEntries = 10_000, now = Date.now }: IdentityCacheOptions,
) {
  const tokens = createBoundedCache<string, JwtClaims>({
    maxEntries,
    ttlMs: Infinity,
    expiresAt: (claims) => claims.exp * 1000,
    now,
  });
  const tenants = createBoundedCache<string, ActiveTenant | undefined>({ maxEntries, ttlMs, now });
  const keys = createBoundedCache<string, ApiKeyIdentity | undefined>({ maxEntries, ttlMs, now });
  const found = (value: unknown) => value !== undefined;
  const dropAll = () => {
    tenants.invalidateAll();
    keys.invalidateAll();
  };
  changes.subscribe(IDENTITY_TABLES, dropAll, dropAll);

  return {
    jwt: { verify: (token: string) => tokens.get(token, () => jwt.verify(token)) },
    repo: {
      findActiveTenant: (id: string) => tenants.get(id, () => repo.findActiveTenant(id), found),
      findApiKey: (keyHash: string) => keys.get(keyHash, () => repo.findApiKey(keyHash), found),
    },
  };
}
