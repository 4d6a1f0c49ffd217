import { createBoundedCache, type ChangeFeed } from '@csg/db';
import type { GateState } from './gate-state.ts';
import type { ReviewsRepo } from './reviews.repo.ts';

export interface GateCacheOptions {
  changes: Pick<ChangeFeed, 'subscribe'>;
  /** How long "nothing open" is believed at most, should a change go unannounced. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

const nothingOpen = (state: GateState) => !state.lock && !state.warning;

/**
 * The gate's reading writes (it takes a pending warning), so only one fact is kept: this tenant
 * was found with no open lock and no pending warning. While that holds, the reading is skipped;
 * any change to the tenant's reviews drops it, and a tenant not known to be clear is read as
 * before, each request on its own (a warning is still delivered exactly once). The automatic lock
 * is this instance's own write: it drops the fact at once, not at its announcement.
 */
export function cacheOpenGate(
  repo: Pick<ReviewsRepo, 'takeGateState' | 'lockAutomatically'>,
  { changes, ttlMs = 30_000, maxEntries = 10_000, now }: GateCacheOptions,
): Pick<ReviewsRepo, 'takeGateState' | 'lockAutomatically'> {
  const clear = createBoundedCache<string, GateState>({ maxEntries, ttlMs, now });
  changes.subscribe(
    ['reviews'],
    (change) => (change.tenantId ? clear.invalidate(change.tenantId) : clear.invalidateAll()),
    () => clear.invalidateAll(),
  );
  return {
    takeGateState: async (tenantId) =>
      clear.peek(tenantId) ?? clear.fill(tenantId, () => repo.takeGateState(tenantId), nothingOpen),
    lockAutomatically: async (tenantId, reason) => {
      await repo.lockAutomatically(tenantId, reason);
      clear.invalidate(tenantId);
    },
  };
}
