import { REVIEW_KINDS, REVIEW_ORIGINS, REVIEW_STATUS_FILTERS, UNLOCK_REQUEST_STATUSES } from '@csg/reviews';
import { z } from 'zod';
import { paginationQuerySchema } from '../../shared/pagination.ts';

const reviewKindSchema = z.enum(REVIEW_KINDS);

export const createReviewBodySchema = z
  .object({
    tenantId: z.uuid(),
    kind: reviewKindSchema,
    /** Free text shown to the locked or warned user: any character an admin types is kept. */
    reason: z.string().trim().min(1).max(1000),
  })
  .meta({
    examples: [
      { tenantId: '00000000-0000-4000-8000-000000000002', kind: 'lock', reason: 'Repeated jailbreak attempts' },
    ],
  });
export type CreateReviewInput = z.infer<typeof createReviewBodySchema>;

/** `open` is the default: the list is the queue of locks and warnings still in force. */
export const listReviewsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(REVIEW_STATUS_FILTERS).default('open'),
  kind: reviewKindSchema.optional(),
  tenantId: z.uuid().optional(),
});
export type ListReviewsQuery = z.infer<typeof listReviewsQuerySchema>;

export const reviewSchema = z
  .object({
    id: z.uuid(),
    tenantId: z.uuid(),
    username: z.string(),
    kind: reviewKindSchema,
    reason: z.string(),
    origin: z.enum(REVIEW_ORIGINS),
    /** Null for an automatic lock. */
    createdBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    unlockRequestStatus: z.enum(UNLOCK_REQUEST_STATUSES),
    unlockRequestedAt: z.iso.datetime().nullable(),
    resolvedAt: z.iso.datetime().nullable(),
    /** Null while open, and for a warning resolved by its delivery. */
    resolvedBy: z.uuid().nullable(),
  })
  .meta({
    examples: [
      {
        id: '00000000-0000-4000-8000-000000000009',
        tenantId: '00000000-0000-4000-8000-000000000002',
        username: 'jane',
        kind: 'lock',
        reason: 'Repeated jailbreak attempts',
        origin: 'admin',
        createdBy: '00000000-0000-4000-8000-000000000001',
        createdAt: '2026-01-15T09:30:00.000Z',
        unlockRequestStatus: 'none',
        unlockRequestedAt: null,
        resolvedAt: null,
        resolvedBy: null,
      },
    ],
  });
export type ReviewView = z.infer<typeof reviewSchema>;
