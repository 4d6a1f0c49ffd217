import { bigint, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const counter = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Capability shadow mode: every app adds its counts of enforced vs capability decisions here,
 * per route pattern, method and role, so one report covers the whole fleet across restarts.
 */
export const rbacShadowCounts = pgTable(
  'rbac_shadow_counts',
  {
    method: text('method').notNull(),
    route: text('route').notNull(),
    role: text('role').notNull(),
    mapped: boolean('mapped').notNull(),
    capability: text('capability'),
    agreements: counter('agreements'),
    disagreements: counter('disagreements'),
    capabilityAllows: counter('capability_allows'),
    capabilityDenies: counter('capability_denies'),
    enforcedAllows: counter('enforced_allows'),
    enforcedDenies: counter('enforced_denies'),
    unmapped: counter('unmapped'),
    lastDisagreementAt: timestamp('last_disagreement_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.method, t.route, t.role] })],
);
