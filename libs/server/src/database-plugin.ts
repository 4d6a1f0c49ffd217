import { createDatabase, runMigrations, type Database } from '@csg/db';
import fp from 'fastify-plugin';
import type { App } from './create-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Connects to PostgreSQL, brings the schema up to date unless told not to (the migrator holds an
 * advisory lock, so apps starting together do not race), and closes the pool when the app closes.
 * Without migrating, the app starts on whatever schema it finds: a deployment that turns it off
 * runs the migrations first (deploy/: compose's `migrate` service, the chart's hook Job).
 */
export const databasePlugin = fp(
  async (app: App, opts: { url: string; service: string; migrate: boolean }) => {
    if (opts.migrate) await runMigrations(opts.url);
    const database = createDatabase(opts.url, { applicationName: opts.service });
    app.decorate('db', database.db);
    app.healthChecks.set('postgres', async () => {
      await database.sql`select 1`;
    });
    app.addHook('onClose', () => database.close());
  },
  { name: 'csg-database', fastify: '5.x', dependencies: ['csg-health'] },
);
