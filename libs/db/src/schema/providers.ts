import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

const PROVIDER_CHECK = (column: unknown) =>
  sql`${column} in ('openai', 'azure-openai', 'anthropic', 'google', 'ollama')`;

/**
 * A tenant's key for one provider. The secret is AES-256-GCM ciphertext (key from
 * CREDENTIALS_ENCRYPTION_KEY) and never leaves the service in any response.
 */
export const providerCredentials = pgTable(
  'provider_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    provider: text('provider').notNull(),
    name: text('name').notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    baseUrl: text('base_url'),
    apiVersion: text('api_version'),
    deployments: jsonb('deployments'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('provider_credentials_tenant_name_unique').on(t.tenantId, t.name),
    check('provider_credentials_provider_check', PROVIDER_CHECK(t.provider)),
  ],
);

/** The model catalogue; `red_team` models are listed only to admin_user, superadmin and viewer. */
export const models = pgTable(
  'models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    contextWindow: integer('context_window').notNull(),
    redTeam: boolean('red_team').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('models_provider_name_unique').on(t.provider, t.name),
    check('models_provider_check', PROVIDER_CHECK(t.provider)),
  ],
);

/** Named detection policies (`content_filter`); `content-safety-v2` is seeded and is the fallback. */
export const filters = pgTable('filters', {
  nickname: text('nickname').primaryKey(),
  description: text('description').notNull().default(''),
  policy: jsonb('policy').notNull(),
  builtIn: boolean('built_in').notNull().default(false),
  updatedBy: uuid('updated_by').references(() => tenants.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
