import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys.ts';
import { tenants } from './tenants.ts';

/**
 * One record per scan. `entities` holds type, category, placeholder, offsets, confidence, action and
 * source for each finding: never the matched value. `tenant_id` is null for an anonymous in-cluster
 * caller; `session_id` is kept as given (sessions arrive with their own table).
 */
export const detections = pgTable(
  'detections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id),
    sessionId: uuid('session_id'),
    surface: text('surface').notNull(),
    action: text('action').notNull(),
    filter: text('filter').notNull(),
    entities: jsonb('entities').notNull(),
    entityCount: integer('entity_count').notNull(),
    language: text('language'),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('detections_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('detections_session_idx').on(t.sessionId),
  ],
);

/**
 * Warnings attached to a session after its reply was delivered, such as a failed grounding check
 * of the passages given in `contexts`; returned with the session, never on the stream.
 */
export const sessionWarnings = pgTable(
  'session_warnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    detectionId: uuid('detection_id').references(() => detections.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_warnings_session_idx').on(t.sessionId, t.createdAt)],
);
