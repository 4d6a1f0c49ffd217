import type { Database } from '@csg/db';
import type { Config } from '../config.ts';

/** What every admin feature plugin receives: the database and the app's parsed configuration. */
export interface AdminDeps {
  db: Database;
  config: Config;
}
