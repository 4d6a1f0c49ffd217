import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** A group of tenants; its owner is the admin_user who created it. */
export const tenantGroups = pgTable('tenant_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => tenants.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Membership, ordered by `seq`: a group-scoped API key acts as the earliest-added member, and
 * timestamps can tie where a sequence cannot.
 */
export const tenantGroupMembers = pgTable(
  'tenant_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => tenantGroups.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.tenantId] }), index('tenant_group_members_tenant_idx').on(t.tenantId)],
);
