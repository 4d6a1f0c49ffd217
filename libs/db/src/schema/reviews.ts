import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/**
 * The review lock gate of chat. A `lock` stops the tenant's chat until an admin unlocks it (the
 * locked user may ask for that once per lock: `unlock_request_status` none → pending → denied, or
 * the lock is resolved); a `warning` is delivered once, on the tenant's next chat request, and is
 * resolved by that delivery. Automatic locks come from repeated rejected jailbreak attempts.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    origin: text('origin').notNull(),
    createdBy: uuid('created_by').references(() => tenants.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unlockRequestStatus: text('unlock_request_status').notNull().default('none'),
    unlockRequestedAt: timestamp('unlock_requested_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => tenants.id),
  },
  (t) => [
    check('reviews_kind_check', sql`${t.kind} in ('lock', 'warning')`),
    check('reviews_origin_check', sql`${t.origin} in ('admin', 'automatic')`),
    check('reviews_unlock_request_check', sql`${t.unlockRequestStatus} in ('none', 'pending', 'denied')`),
    // One open lock per tenant: locking a locked tenant again is a no-op, not a second lock.
    uniqueIndex('reviews_one_open_lock')
      .on(t.tenantId)
      .where(sql`${t.kind} = 'lock' and ${t.resolvedAt} is null`),
    index('reviews_open_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
