import { describe, expect, it } from 'vitest';
import { stepRefusal, type Review, type ReviewStep } from './review-states.ts';

type State = Pick<Review, 'kind' | 'resolvedAt' | 'unlockRequestStatus'>;

const openLock: State = { kind: 'lock', resolvedAt: null, unlockRequestStatus: 'none' };
const pendingLock: State = { ...openLock, unlockRequestStatus: 'pending' };
const resolvedLock: State = { ...pendingLock, resolvedAt: new Date() };
const pendingWarning: State = { kind: 'warning', resolvedAt: null, unlockRequestStatus: 'none' };
const deliveredWarning: State = { ...pendingWarning, resolvedAt: new Date() };

describe('review steps', () => {
  it.each<[ReviewStep, State]>([
    ['unlock', openLock],
    ['unlock', pendingLock],
    ['deny-unlock', pendingLock],
    ['dismiss', pendingWarning],
  ])('allow %s on a review in force', (step, review) => {
    expect(stepRefusal(step, review)).toBeUndefined();
  });

  it.each<[ReviewStep, State, string]>([
    ['unlock', pendingWarning, 'Only a lock can be unlocked; a warning is dismissed'],
    ['unlock', resolvedLock, 'The lock is already resolved'],
    ['deny-unlock', pendingWarning, 'A warning has no unlock request'],
    ['deny-unlock', resolvedLock, 'The lock is already resolved'],
    ['deny-unlock', openLock, 'No unlock request is pending'],
    ['dismiss', openLock, 'Only a pending warning can be dismissed; a lock is unlocked'],
    ['dismiss', deliveredWarning, 'The warning has already been delivered or dismissed'],
  ])('refuse %s on a review whose state does not allow it', (step, review, refusal) => {
    expect(stepRefusal(step, review)).toBe(refusal);
  });
});
