import { startEmbeddedPostgres } from '@csg/db';
import type { FleetConfig } from './config.ts';

export interface FleetDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise an embedded PostgreSQL whose data outlives the fleet. */
export async function openDatabase(config: FleetConfig, log: (line: string) => void): Promise<FleetDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: false, stop: async () => undefined };
  log(`starting embedded PostgreSQL on 127.0.0.1:${config.EMBEDDED_PG_PORT} (data in ${config.EMBEDDED_PG_DATA_DIR})`);
  const pg = await startEmbeddedPostgres({
    dataDir: config.EMBEDDED_PG_DATA_DIR,
    port: config.EMBEDDED_PG_PORT,
    database: 'gateway',
  });
  return { url: pg.url, embedded: true, stop: () => pg.stop() };
}
