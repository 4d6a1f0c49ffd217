export {
  REVIEW_KINDS,
  REVIEW_ORIGINS,
  REVIEW_STATUS_FILTERS,
  UNLOCK_REQUEST_STATUSES,
  stepRefusal,
} from './review-states.ts';
export type {
  DeliveredWarning,
  OpenLock,
  Review,
  ReviewKind,
  ReviewOrigin,
  ReviewStatusFilter,
  ReviewStep,
  UnlockRequestStatus,
} from './review-states.ts';
export { AUTO_LOCK_REASON, createAutoLock } from './auto-lock.ts';
export type { AutoLock, AutoLockPolicy } from './auto-lock.ts';
export { createReviewsRepo, reviewQueries } from './reviews.repo.ts';
export type {
  AdminReview,
  ReviewFilter,
  ReviewQueries,
  ReviewsRepo,
  ReviewWithUsername,
  TenantCondition,
} from './reviews.repo.ts';
export type { GateState } from './gate-state.ts';
export { takeReviewStep } from './review-step.ts';
export type { StepOutcome } from './review-step.ts';
export { cacheOpenGate } from './gate-cache.ts';
export type { GateCacheOptions } from './gate-cache.ts';
