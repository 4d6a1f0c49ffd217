import { createChangeFeed, createDatabase, runMigrations, type ChangeFeed, type Database } from '@csg/db';
import { sqlInstrumentation } from '@csg/telemetry';
import fp from 'fastify-plugin';
import type { App } from './create-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Committed changes to the tables whose facts apps cache; it listens once something subscribes. */
    changes: ChangeFeed;
  }
}

/**
 * Connects to PostgreSQL, brings the schema up to date unless told not to (the migrator holds an
 * advisory lock, so apps starting together do not race), and closes the pool when the app closes.
 * Without migrating, the app starts on whatever schema it finds: a deployment that turns it off
 * runs the migrations first (deploy/: compose's `migrate` service, the chart's hook Job).
 * The change feed shares the pool's client, so the pool's end also ends its listen connection.
 */
export const databasePlugin = fp(
  async (app: App, opts: { url: string; service: string; migrate: boolean }) => {
    if (opts.migrate) await runMigrations(opts.url);
    const database = createDatabase(opts.url, { applicationName: opts.service, instrument: sqlInstrumentation() });
    const changes = createChangeFeed(database.sql, {
      onError: (err: unknown) =>
        app.log.warn(
          { err: (err as { code?: string }).code ?? 'failed' },
          'the change feed could not listen; cached facts are bounded by their lifetime alone',
        ),
    });
    app.decorate('db', database.db);
    app.decorate('changes', changes);
    app.healthChecks.set('postgres', async () => {
      await database.sql`select 1`;
    });
    app.addHook('onClose', async () => {
      changes.close();
      await database.close();
    });
  },
  { name: 'csg-database', fastify: '5.x', dependencies: ['csg-health'] },
);
