export * as schema from './schema/index.ts';
export { createDatabase, type Database, type DatabaseHandle, type DatabaseOptions } from './client.ts';
export { withTransactions, type Executor } from './executor.ts';
export { databaseUnavailableCode } from './database-unavailable.ts';
export { pendingMigrations, runMigrations } from './migrate.ts';
export { startEmbeddedPostgres, type EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded.ts';
export { isSetupComplete, markSetupComplete, SETUP_SETTING_KEY } from './setup-state.ts';
export { loadFilterPolicy } from './filter-policies.ts';
