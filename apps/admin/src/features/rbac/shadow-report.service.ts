import type { ShadowReportRepo } from '@csg/auth';
import type { ShadowReportView } from './shadow-report.schemas.ts';

/**
 * The capability shadow-mode comparison (rule 8) as stored by every app. Reading it decides
 * nothing: the capability model enforces nothing, this only shows where it would differ.
 */
export function createShadowReportService({
  repo,
  now = () => new Date(),
}: {
  repo: ShadowReportRepo;
  now?: () => Date;
}) {
  return {
    report: async (): Promise<ShadowReportView> => {
      const rows = await repo.rows();
      const totals = { decisions: 0, agreements: 0, disagreements: 0, unmapped: 0 };
      for (const row of rows) {
        // Every decision is counted once as enforced-allowed or enforced-denied.
        totals.decisions += row.enforcedAllows + row.enforcedDenies;
        totals.agreements += row.agreements;
        totals.disagreements += row.disagreements;
        totals.unmapped += row.unmapped;
      }
      return {
        generatedAt: now().toISOString(),
        totals,
        routes: rows.map((row) => ({ ...row, lastDisagreementAt: row.lastDisagreementAt?.toISOString() ?? null })),
      };
    },
  };
}

export type ShadowReportService = ReturnType<typeof createShadowReportService>;
