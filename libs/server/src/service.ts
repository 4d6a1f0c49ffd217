// The database-backed half of the server kit, apart from index.ts so that the edge, which has no
// database, never loads drizzle and postgres.js.
export { databasePlugin } from './database-plugin.ts';
export { setupGatePlugin } from './setup-gate.ts';
export { createServiceApp } from './service-app.ts';
export type { ServiceAppConfig } from './service-app.ts';
