import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../test/fresh-database.ts';
import { createDatabase, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { systemSettings } from './schema/index.ts';

let database: FreshDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await createFreshDatabase();
  await runMigrations(database.url);
  handle = createDatabase(database.url, { max: 2, applicationName: 'csg-db-test' });
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

it('reads back a jsonb setting with its default timestamp', async () => {
  await handle.db.insert(systemSettings).values({ key: 'setup', value: { complete: true } });
  const [row] = await handle.db.select().from(systemSettings).where(eq(systemSettings.key, 'setup'));
  expect(row?.value).toEqual({ complete: true });
  expect(row?.updatedAt).toBeInstanceOf(Date);
});

it('names its connections after the application', async () => {
  const [row] = await handle.sql<{ name: string }[]>`select current_setting('application_name') as name`;
  expect(row?.name).toBe('csg-db-test');
});
