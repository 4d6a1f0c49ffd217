import { conflict, notFound } from '@csg/errors';
import { tenantScope, type Caller } from '../../shared/data-scope.ts';
import { envelope } from '../../shared/pagination.ts';
import type { ReviewQueries, ReviewRow, ReviewsRepo } from './reviews.repo.ts';
import type { CreateReviewInput, ListReviewsQuery, ReviewView } from './reviews.schemas.ts';

const reviewNotFound = () => notFound('Review not found');

export function toReviewView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    username: row.username,
    kind: row.kind as ReviewView['kind'],
    reason: row.reason,
    origin: row.origin as ReviewView['origin'],
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    unlockRequestStatus: row.unlockRequestStatus as ReviewView['unlockRequestStatus'],
    unlockRequestedAt: row.unlockRequestedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
  };
}

/** Why a review cannot take a step in its current state (a 409), or undefined when it can. */
type Refusal = (review: ReviewRow) => string | undefined;

const unlockRefusal: Refusal = (r) => {
  if (r.kind !== 'lock') return 'Only a lock can be unlocked; a warning is dismissed';
  if (r.resolvedAt) return 'The lock is already resolved';
  return undefined;
};

const denyUnlockRefusal: Refusal = (r) => {
  if (r.kind !== 'lock') return 'A warning has no unlock request';
  if (r.resolvedAt) return 'The lock is already resolved';
  if (r.unlockRequestStatus !== 'pending') return 'No unlock request is pending';
  return undefined;
};

const dismissRefusal: Refusal = (r) => {
  if (r.kind !== 'warning') return 'Only a pending warning can be dismissed; a lock is unlocked';
  if (r.resolvedAt) return 'The warning has already been delivered or dismissed';
  return undefined;
};

/**
 * The review lock gate as administrators see it: locks and warnings of the tenants in the caller's
 * data scope. A review outside it is 404, like any row the caller may not see.
 */
export function createReviewsService({ repo }: { repo: ReviewsRepo }) {
  /**
   * One state change, checked on the review as it stands: the row stays locked from the check to
   * the write, so a concurrent unlock request or warning delivery by chat cannot slip between.
   */
  const step = (
    caller: Caller,
    id: string,
    refusal: Refusal,
    write: (tx: ReviewQueries) => Promise<Omit<ReviewRow, 'username'> | undefined>,
  ): Promise<ReviewView> =>
    repo.transaction(async (tx) => {
      const review = await tx.lockReview(id, tenantScope(caller, 'writes'));
      if (!review) throw reviewNotFound();
      const problem = refusal(review);
      if (problem) throw conflict(problem);
      const updated = await write(tx);
      if (!updated) throw reviewNotFound();
      return toReviewView({ ...updated, username: review.username });
    });

  return {
    list: async (caller: Caller, query: ListReviewsQuery) => {
      const { rows, total } = await repo.list(tenantScope(caller, 'reads'), query, query);
      return envelope(rows.map(toReviewView), total, query);
    },

    /** An admin's lock or warning on a live tenant the caller may act on. */
    create: async (caller: Caller, input: CreateReviewInput): Promise<ReviewView> =>
      repo.transaction(async (tx) => {
        const tenant = await tx.lockTenant(input.tenantId, tenantScope(caller, 'writes'));
        if (!tenant) throw notFound('Tenant not found');
        const row = await tx.insert({
          tenantId: tenant.id,
          kind: input.kind,
          reason: input.reason,
          createdBy: caller.tenantId,
        });
        if (!row) throw conflict('Tenant is already locked for review');
        return toReviewView({ ...row, username: tenant.username });
      }),

    /** Resolving the lock is also the answer to a pending unlock request. */
    unlock: (caller: Caller, id: string) => step(caller, id, unlockRefusal, (tx) => tx.resolve(id, caller.tenantId)),

    /** The lock stays in force and the user is told the request was denied. */
    denyUnlock: (caller: Caller, id: string) => step(caller, id, denyUnlockRefusal, (tx) => tx.denyUnlock(id)),

    /** Withdraws a warning before chat delivers it. */
    dismiss: (caller: Caller, id: string) => step(caller, id, dismissRefusal, (tx) => tx.resolve(id, caller.tenantId)),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
