import { loadConfig } from '@csg/config';
import { runMigrations } from '@csg/db';
import { fleetConfigSchema } from './config.ts';
import { openDatabase } from './database.ts';

/** `pnpm db:migrate`: brings the database the fleet would use up to date, then exits. */
const database = await openDatabase(loadConfig(fleetConfigSchema), (line) => console.log(`[db:migrate] ${line}`));
try {
  const { applied } = await runMigrations(database.url);
  console.log(`[db:migrate] ${applied} migration${applied === 1 ? '' : 's'} applied; the schema is up to date`);
} finally {
  await database.stop();
}
