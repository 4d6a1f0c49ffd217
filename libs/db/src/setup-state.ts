import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { systemSettings } from './schema/index.ts';

/** The system_settings row whose presence means first-boot setup is complete. */
export const SETUP_SETTING_KEY = 'setup';

export async function isSetupComplete(db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db
    .select({ key: systemSettings.key })
    .from(systemSettings)
    .where(eq(systemSettings.key, SETUP_SETTING_KEY));
  return rows.length > 0;
}

/**
 * Marks setup complete inside the caller's transaction; false when it already was, so two
 * concurrent setups cannot both succeed.
 */
export async function markSetupComplete(tx: Pick<Database, 'insert'>, completedBy: string): Promise<boolean> {
  const inserted = await tx
    .insert(systemSettings)
    .values({ key: SETUP_SETTING_KEY, value: { completedAt: new Date().toISOString(), completedBy } })
    .onConflictDoNothing()
    .returning({ key: systemSettings.key });
  return inserted.length === 1;
}
