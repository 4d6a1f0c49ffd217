import type { SecurityWarningEvent, UserLockedEvent } from '@csg/sse';
import type { ReviewsRepo } from './reviews.repo.ts';

interface GateDeps {
  repo: Pick<ReviewsRepo, 'gateState' | 'jailbreakRejectionsSince' | 'lockAutomatically'>;
  /** Rejected jailbreak attempts within the window that lock the tenant. */
  autoLock: { attempts: number; windowMs: number };
  now?: () => Date;
}

export type GateVerdict =
  { kind: 'locked'; event: UserLockedEvent } | { kind: 'open'; warning: SecurityWarningEvent | undefined };

export const AUTO_LOCK_REASON =
  'Repeated jailbreak attempts were blocked; chat is locked until an administrator reviews them.';

/**
 * Events 1 and 2 of the stream. A locked tenant gets `user_locked` and nothing else; otherwise a
 * pending warning is taken (delivered exactly once, even to concurrent requests).
 */
export function createReviewGate({ repo, autoLock, now = () => new Date() }: GateDeps) {
  return {
    check: async (tenantId: string): Promise<GateVerdict> => {
      const { lock, warning } = await repo.gateState(tenantId);
      if (lock) {
        return {
          kind: 'locked',
          event: {
            type: 'user_locked',
            reason: lock.reason,
            review_id: lock.id,
            locked_at: lock.createdAt.toISOString(),
            unlock_request_status: lock.unlockRequestStatus === 'none' ? null : lock.unlockRequestStatus,
          },
        };
      }
      return {
        kind: 'open',
        warning: warning && { type: 'security_warning', review_id: warning.id, message: warning.reason },
      };
    },

    /** After a prompt was rejected for a jailbreak (and recorded): lock when the threshold is reached. */
    afterJailbreakRejection: async (tenantId: string): Promise<boolean> => {
      const since = new Date(now().getTime() - autoLock.windowMs);
      if ((await repo.jailbreakRejectionsSince(tenantId, since)) < autoLock.attempts) return false;
      await repo.lockAutomatically(tenantId, AUTO_LOCK_REASON);
      return true;
    },
  };
}

export type ReviewGate = ReturnType<typeof createReviewGate>;
