import type { AutoLock, GateState } from '@csg/reviews';
import type { SecurityWarningEvent, UserLockedEvent } from '@csg/sse';

interface GateDeps {
  /** The open lock, or else a pending warning, taken for delivery as it is read (libs/reviews). */
  takeGateState: (tenantId: string) => Promise<GateState>;
  autoLock: AutoLock;
}

export type GateVerdict =
  { kind: 'locked'; event: UserLockedEvent } | { kind: 'open'; warning: SecurityWarningEvent | undefined };

/**
 * Events 1 and 2 of the stream. A locked tenant gets `user_locked` and nothing else; otherwise a
 * pending warning is taken (delivered exactly once, even to concurrent requests).
 */
export function createReviewGate({ takeGateState, autoLock }: GateDeps) {
  return {
    check: async (tenantId: string): Promise<GateVerdict> => {
      const { lock, warning } = await takeGateState(tenantId);
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
    afterJailbreakRejection: autoLock,
  };
}

export type ReviewGate = ReturnType<typeof createReviewGate>;
