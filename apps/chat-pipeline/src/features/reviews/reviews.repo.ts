import { schema, type Database } from '@csg/db';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';

const { reviews, detections } = schema;

export interface OpenLock {
  id: string;
  reason: string;
  createdAt: Date;
  unlockRequestStatus: string;
}

const openLockOf = (tenantId: string) =>
  and(eq(reviews.tenantId, tenantId), eq(reviews.kind, 'lock'), isNull(reviews.resolvedAt));

export function createReviewsRepo(db: Database) {
  return {
    openLock: async (tenantId: string): Promise<OpenLock | undefined> => {
      const [row] = await db
        .select({
          id: reviews.id,
          reason: reviews.reason,
          createdAt: reviews.createdAt,
          unlockRequestStatus: reviews.unlockRequestStatus,
        })
        .from(reviews)
        .where(openLockOf(tenantId))
        .limit(1);
      return row;
    },

    /** Marks the oldest pending warning delivered and returns it; concurrent requests never both get it. */
    takePendingWarning: async (tenantId: string): Promise<{ id: string; reason: string } | undefined> => {
      const oldest = db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.tenantId, tenantId), eq(reviews.kind, 'warning'), isNull(reviews.resolvedAt)))
        .orderBy(asc(reviews.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(reviews)
        .set({ resolvedAt: sql`now()` })
        .where(and(sql`${reviews.id} = (${oldest})`, isNull(reviews.resolvedAt)))
        .returning({ id: reviews.id, reason: reviews.reason });
      return row;
    },

    /** The locked user's request; a request already pending is not renewed. */
    requestUnlock: async (tenantId: string): Promise<OpenLock | undefined> => {
      const [row] = await db
        .update(reviews)
        .set({
          unlockRequestStatus: 'pending',
          unlockRequestedAt: sql`coalesce(${reviews.unlockRequestedAt}, now())`,
        })
        .where(openLockOf(tenantId))
        .returning({
          id: reviews.id,
          reason: reviews.reason,
          createdAt: reviews.createdAt,
          unlockRequestStatus: reviews.unlockRequestStatus,
        });
      return row;
    },

    /** Rejected prompts of the tenant that carried a jailbreak finding, since `since`. */
    jailbreakRejectionsSince: async (tenantId: string, since: Date): Promise<number> => {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(detections)
        .where(
          and(
            eq(detections.tenantId, tenantId),
            eq(detections.surface, 'chat-input'),
            eq(detections.action, 'reject'),
            gte(detections.createdAt, since),
            sql`${detections.entities} @> '[{"category":"jailbreak","action":"reject"}]'::jsonb`,
          ),
        );
      return row?.count ?? 0;
    },

    /** Locks the tenant unless a lock is already open (then nothing changes). */
    lockAutomatically: async (tenantId: string, reason: string): Promise<void> => {
      await db
        .insert(reviews)
        .values({ tenantId, kind: 'lock', origin: 'automatic', reason })
        .onConflictDoNothing({
          target: reviews.tenantId,
          where: sql`${reviews.kind} = 'lock' and ${reviews.resolvedAt} is null`,
        });
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
