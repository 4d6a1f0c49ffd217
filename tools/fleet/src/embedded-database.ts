import { startEmbeddedPostgres } from '@csg/db';

/**
 * The fleet's embedded PostgreSQL, run by a process of its own in a process group of its own
 * (database.ts starts it detached). A terminal's Ctrl-C reaches its whole foreground group at
 * once: a postmaster in that group would shut down while the apps still write their last counts.
 * Here it stops when the fleet says so, after the apps, or when the fleet is gone.
 */
const { dataDir, port, database } = JSON.parse(process.argv[2] ?? '{}') as {
  dataDir: string;
  port: number;
  database: string;
};

try {
  const pg = await startEmbeddedPostgres({ dataDir, port, database });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await pg.stop();
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  process.send?.({ url: pg.url });
} catch (error) {
  process.send?.({ error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
