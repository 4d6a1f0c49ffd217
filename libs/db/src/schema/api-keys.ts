import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantGroups } from './groups.ts';
import { tenants } from './tenants.ts';

/** Gateway API keys: only the SHA-256 of the secret is kept; the plaintext is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    groupId: uuid('group_id').references(() => tenantGroups.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => tenants.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('api_keys_owner_check', sql`(${t.tenantId} is null) <> (${t.groupId} is null)`)],
);
