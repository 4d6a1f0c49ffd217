import { schema, type Database } from '@csg/db';
import { asc, desc } from 'drizzle-orm';

const t = schema.rbacShadowCounts;

export interface ShadowCountRow {
  method: string;
  route: string;
  role: string;
  mapped: boolean;
  capability: string | null;
  agreements: number;
  disagreements: number;
  capabilityAllows: number;
  capabilityDenies: number;
  enforcedAllows: number;
  enforcedDenies: number;
  unmapped: number;
  lastDisagreementAt: Date | null;
}

/**
 * The fleet-wide shadow-mode counts every app adds to rbac_shadow_counts (shadow-sink.ts), read
 * for admin's report: the table's reads and writes live side by side here.
 */
export function createShadowReportRepo(db: Database) {
  return {
    /** Every row, most disagreements first; ties by route, method and role so reports diff cleanly. */
    rows: (): Promise<ShadowCountRow[]> =>
      db
        .select({
          method: t.method,
          route: t.route,
          role: t.role,
          mapped: t.mapped,
          capability: t.capability,
          agreements: t.agreements,
          disagreements: t.disagreements,
          capabilityAllows: t.capabilityAllows,
          capabilityDenies: t.capabilityDenies,
          enforcedAllows: t.enforcedAllows,
          enforcedDenies: t.enforcedDenies,
          unmapped: t.unmapped,
          lastDisagreementAt: t.lastDisagreementAt,
        })
        .from(t)
        .orderBy(desc(t.disagreements), asc(t.route), asc(t.method), asc(t.role)),
  };
}

export type ShadowReportRepo = ReturnType<typeof createShadowReportRepo>;
