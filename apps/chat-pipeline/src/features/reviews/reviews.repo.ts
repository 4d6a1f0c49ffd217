import { schema, type Database } from '@csg/db';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';

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
    /**
     * The gate's reading in one round trip: the open lock, or else the oldest pending warning,
     * marked delivered as it is read (row-locked and skipped by concurrent readers, so two requests
     * never both get it). A locked tenant's warnings stay pending.
     */
    gateState: async (tenantId: string): Promise<{ lock?: OpenLock; warning?: { id: string; reason: string } }> => {
      const rows = await db.execute<{
        kind: 'lock' | 'warning';
        id: string;
        reason: string;
        created_at: string | null;
        unlock_request_status: string | null;
      }>(sql`
        with open_lock as (
          select id, reason, created_at, unlock_request_status from ${reviews}
          where tenant_id = ${tenantId} and kind = 'lock' and resolved_at is null
          limit 1
        ), taken as (
          update ${reviews} set resolved_at = now()
          where resolved_at is null and id = (
            select id from ${reviews}
            where tenant_id = ${tenantId} and kind = 'warning' and resolved_at is null
              and not exists (select 1 from open_lock)
            order by created_at
            limit 1
            for update skip locked
          )
          returning id, reason
        )
        select 'lock' as kind, id, reason, created_at, unlock_request_status from open_lock
        union all
        select 'warning', id, reason, null, null from taken`);
      const lock = rows.find((r) => r.kind === 'lock');
      const warning = rows.find((r) => r.kind === 'warning');
      return {
        ...(lock && {
          lock: {
            id: lock.id,
            reason: lock.reason,
            createdAt: new Date(lock.created_at ?? 0),
            unlockRequestStatus: lock.unlock_request_status ?? 'none',
          },
        }),
        ...(warning && { warning: { id: warning.id, reason: warning.reason } }),
      };
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
