/**
 * The review lock gate's states. A `lock` stops the tenant's chat until an administrator resolves
 * it; the locked user may ask once per lock (`unlock_request_status` none → pending), and an
 * administrator may deny the request (pending → denied) while the lock stays. A `warning` waits
 * until chat delivers it on the tenant's next request, or an administrator dismisses it; either
 * resolves it. The database's CHECK constraints hold the same lists (migration 0006).
 */
export const REVIEW_KINDS = ['lock', 'warning'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** `automatic`: repeated rejected jailbreak attempts; `admin`: an administrator's decision. */
export const REVIEW_ORIGINS = ['admin', 'automatic'] as const;
export type ReviewOrigin = (typeof REVIEW_ORIGINS)[number];

export const UNLOCK_REQUEST_STATUSES = ['none', 'pending', 'denied'] as const;
export type UnlockRequestStatus = (typeof UNLOCK_REQUEST_STATUSES)[number];

/** `open`: still in force (a lock not resolved, a warning not delivered nor dismissed). */
export const REVIEW_STATUS_FILTERS = ['open', 'resolved', 'all'] as const;
export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTERS)[number];

export interface Review {
  id: string;
  tenantId: string;
  kind: ReviewKind;
  reason: string;
  origin: ReviewOrigin;
  /** Null for an automatic lock. */
  createdBy: string | null;
  createdAt: Date;
  unlockRequestStatus: UnlockRequestStatus;
  unlockRequestedAt: Date | null;
  resolvedAt: Date | null;
  /** Null while open, and for a warning resolved by its delivery. */
  resolvedBy: string | null;
}

/** The lock that stops a tenant's chat, as the gate and the unlock request read it. */
export type OpenLock = Pick<Review, 'id' | 'reason' | 'createdAt' | 'unlockRequestStatus'>;

/** A warning taken for delivery: it is resolved as it is read. */
export type DeliveredWarning = Pick<Review, 'id' | 'reason'>;

/** An administrator's step on a review in force. */
export type ReviewStep = 'unlock' | 'deny-unlock' | 'dismiss';

type StepState = Pick<Review, 'kind' | 'resolvedAt' | 'unlockRequestStatus'>;

/** Why `step` cannot be taken on the review as it stands (a conflict), or undefined when it can. */
export function stepRefusal(step: ReviewStep, review: StepState): string | undefined {
  switch (step) {
    case 'unlock':
      if (review.kind !== 'lock') return 'Only a lock can be unlocked; a warning is dismissed';
      if (review.resolvedAt) return 'The lock is already resolved';
      return undefined;
    case 'deny-unlock':
      if (review.kind !== 'lock') return 'A warning has no unlock request';
      if (review.resolvedAt) return 'The lock is already resolved';
      if (review.unlockRequestStatus !== 'pending') return 'No unlock request is pending';
      return undefined;
    case 'dismiss':
      if (review.kind !== 'warning') return 'Only a pending warning can be dismissed; a lock is unlocked';
      if (review.resolvedAt) return 'The warning has already been delivered or dismissed';
      return undefined;
  }
}
