import { conflict, notFound } from '@csg/errors';
import { takeReviewStep, type ReviewStep, type ReviewWithUsername } from '@csg/reviews';
import { tenantScope, type Caller } from '../../shared/data-scope.ts';
import { envelope, offsetOf } from '../../shared/pagination.ts';
import type { ReviewDeskRepo } from './review-desk.repo.ts';
import type { CreateReviewInput, ListReviewsQuery, ReviewView } from './reviews.schemas.ts';

const reviewNotFound = () => notFound('Review not found');

export function toReviewView(row: ReviewWithUsername): ReviewView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    username: row.username,
    kind: row.kind,
    reason: row.reason,
    origin: row.origin,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    unlockRequestStatus: row.unlockRequestStatus,
    unlockRequestedAt: row.unlockRequestedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy,
  };
}

/**
 * The review lock gate as administrators see it: locks and warnings of the tenants in the caller's
 * data scope. A review outside it is 404, like any row the caller may not see; a step the review's
 * state does not allow is 409 (the state rules are libs/reviews').
 */
export function createReviewsService({ repo }: { repo: ReviewDeskRepo }) {
  const step = async (caller: Caller, id: string, name: ReviewStep): Promise<ReviewView> => {
    const result = await repo.transaction((tx) =>
      takeReviewStep(tx, name, id, tenantScope(caller, 'writes'), caller.tenantId),
    );
    if (result.outcome === 'missing') throw reviewNotFound();
    if (result.outcome === 'refused') throw conflict(result.refusal);
    return toReviewView(result.review);
  };

  return {
    list: async (caller: Caller, query: ListReviewsQuery) => {
      const page = { limit: query.limit, offset: offsetOf(query) };
      const { rows, total } = await repo.list(tenantScope(caller, 'reads'), query, page);
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
    unlock: (caller: Caller, id: string) => step(caller, id, 'unlock'),

    /** The lock stays in force and the user is told the request was denied. */
    denyUnlock: (caller: Caller, id: string) => step(caller, id, 'deny-unlock'),

    /** Withdraws a warning before chat delivers it. */
    dismiss: (caller: Caller, id: string) => step(caller, id, 'dismiss'),
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
