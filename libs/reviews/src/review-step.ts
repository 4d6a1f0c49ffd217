import type { ReviewQueries, ReviewWithUsername, TenantCondition } from './reviews.repo.ts';
import { stepRefusal, type ReviewStep } from './review-states.ts';

export type StepOutcome =
  { outcome: 'done'; review: ReviewWithUsername } | { outcome: 'missing' } | { outcome: 'refused'; refusal: string };

/**
 * An administrator's step, checked on the review as it stands. Run it inside a transaction: the
 * row stays locked from the check to the write, so a concurrent unlock request or warning delivery
 * by chat cannot slip between. A review outside `scope` is missing, like any row the caller may not see.
 */
export async function takeReviewStep(
  tx: Pick<ReviewQueries, 'lockReview' | 'applyStep'>,
  step: ReviewStep,
  id: string,
  scope: TenantCondition,
  actorId: string,
): Promise<StepOutcome> {
  const review = await tx.lockReview(id, scope);
  if (!review) return { outcome: 'missing' };
  const refusal = stepRefusal(step, review);
  if (refusal) return { outcome: 'refused', refusal };
  const updated = await tx.applyStep(step, id, actorId);
  if (!updated) return { outcome: 'missing' };
  return { outcome: 'done', review: { ...updated, username: review.username } };
}
