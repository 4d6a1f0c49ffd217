import { schema, type Executor } from '@csg/db';
import { sql } from 'drizzle-orm';
import { openLockOf, pendingWarningOf } from './open-lock.ts';
import type { DeliveredWarning, OpenLock, UnlockRequestStatus } from './review-states.ts';

const { reviews } = schema;

export interface GateState {
  lock?: OpenLock;
  warning?: DeliveredWarning;
}

/**
 * The gate's reading in one round trip: the open lock, or else the oldest pending warning,
 * marked delivered as it is read (row-locked and skipped by concurrent readers, so two requests
 * never both get it). A locked tenant's warnings stay pending.
 */
export async function takeGateState(q: Executor, tenantId: string): Promise<GateState> {
  const rows = await q.execute<{
    kind: 'lock' | 'warning';
    id: string;
    reason: string;
    created_at: string | null;
    unlock_request_status: UnlockRequestStatus | null;
  }>(sql`
    with open_lock as (
      select id, reason, created_at, unlock_request_status from ${reviews}
      where ${openLockOf(tenantId)}
      limit 1
    ), taken as (
      update ${reviews} set resolved_at = now()
      where resolved_at is null and id = (
        select id from ${reviews}
        where ${pendingWarningOf(tenantId)} and not exists (select 1 from open_lock)
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
}
