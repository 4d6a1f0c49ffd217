import { z } from 'zod';

const count = z.number().int().min(0);

export const shadowRouteSchema = z.object({
  method: z.string(),
  route: z.string(),
  role: z.string(),
  /** The capability the route would require under the capability model; null when it needs none or is unmapped. */
  capability: z.string().nullable(),
  /** false: the route is not in the capability map, so nothing was compared. */
  mapped: z.boolean(),
  agreements: count,
  disagreements: count,
  capabilityAllows: count,
  capabilityDenies: count,
  enforcedAllows: count,
  enforcedDenies: count,
  unmapped: count,
  lastDisagreementAt: z.iso.datetime().nullable(),
});
export type ShadowRouteView = z.infer<typeof shadowRouteSchema>;

export const shadowReportSchema = z
  .object({
    generatedAt: z.iso.datetime(),
    totals: z.object({ decisions: count, agreements: count, disagreements: count, unmapped: count }),
    routes: z.array(shadowRouteSchema),
  })
  .meta({
    examples: [
      {
        generatedAt: '2026-01-15T09:30:00.000Z',
        totals: { decisions: 12, agreements: 12, disagreements: 0, unmapped: 0 },
        routes: [
          {
            method: 'GET',
            route: '/admin/tenants',
            role: 'admin_user',
            capability: 'tenants.view',
            mapped: true,
            agreements: 12,
            disagreements: 0,
            capabilityAllows: 12,
            capabilityDenies: 0,
            enforcedAllows: 12,
            enforcedDenies: 0,
            unmapped: 0,
            lastDisagreementAt: null,
          },
        ],
      },
    ],
  });
export type ShadowReportView = z.infer<typeof shadowReportSchema>;
