import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** A signed-in user's conversation kept on the server; `last_used_at` orders the list. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_tenant_last_used_idx').on(t.tenantId, t.lastUsedAt)],
);

/**
 * The messages of a session in the order they were stored (`seq`, not the clock: two messages can
 * share a timestamp). A user's message is stored masked, the assistant's reply as it was delivered.
 */
export const sessionMessages = pgTable(
  'session_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** Part of a turn that ended in a rejection: kept for the record, never sent as context again. */
    rejected: boolean('rejected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('session_messages_role_check', sql`${t.role} in ('system', 'user', 'assistant')`),
    index('session_messages_session_seq_idx').on(t.sessionId, t.seq),
  ],
);
