import { schema, type Database } from '@csg/db';
import { asc, desc } from 'drizzle-orm';

const t = schema.rbacShadowCounts;

export type ShadowCountRow = typeof t.$inferSelect;

/**
 * The fleet-wide shadow-mode counts every app adds to rbac_shadow_counts (shadow-sink.ts), read
 * for admin's report: the table's reads and writes live side by side here.
 */
export function createShadowReportRepo(db: Database) {
  return {
    /** Every row, most disagreements first; ties by route, method and role so reports diff cleanly. */
    rows: (): Promise<ShadowCountRow[]> =>
      db.select().from(t).orderBy(desc(t.disagreements), asc(t.route), asc(t.method), asc(t.role)),
  };
}

export type ShadowReportRepo = ReturnType<typeof createShadowReportRepo>;
